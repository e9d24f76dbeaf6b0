import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListSubheader from '@mui/material/ListSubheader';
import Toolbar from '@mui/material/Toolbar';
import { useTranslation } from 'react-i18next';
import { AREA_ICONS } from '../../components/areas/area-icons';
import { CollapsiblePane } from '../../components/collapsible-pane';
import { paths } from '../../lib/paths';
import { SidebarLink } from './nav-link';
import { SIDEBAR_SECTIONS } from './nav-items';
import { SIDEBAR_WIDTH } from './sidebar-width';

/** The project's sidebar: the overview, then the areas in the spec's sections (build, autonomous agent, LLM, batch processing), each with its icon. */
export function ProjectSidebar({
  projectId,
  collapsed,
  onCollapsedChange,
}: {
  projectId: string;
  collapsed: boolean;
  onCollapsedChange(collapsed: boolean): void;
}) {
  const { t } = useTranslation('shell');
  return (
    <Box
      component="aside"
      sx={{
        flexShrink: 0,
        borderRight: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        position: 'sticky',
        top: 0,
        height: '100vh',
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <Toolbar />
      <CollapsiblePane
        side="left"
        width={SIDEBAR_WIDTH}
        collapsed={collapsed}
        onCollapsedChange={onCollapsedChange}
        collapseLabel={t('sidebarCollapse')}
        expandLabel={t('sidebarExpand')}
        contentId="app-sidebar"
        sx={{ flex: 1 }}
        data-testid="app-sidebar"
      >
        <Box component="nav" aria-label={t('sidebar')} sx={{ overflowY: 'auto' }}>
          <List dense sx={{ pb: 0 }}>
            <SidebarLink to={paths.project.href(projectId)} label={t('menu.home')} icon={AREA_ICONS.home} exact />
          </List>
          {SIDEBAR_SECTIONS.map((section) => (
            <List
              key={section.key}
              dense
              subheader={<ListSubheader sx={{ lineHeight: '36px', fontWeight: 600 }}>{t(`sections.${section.key}`)}</ListSubheader>}
            >
              {section.items.map((item) => (
                <SidebarLink key={item.key} to={item.href(projectId)} label={t(`menu.${item.key}`)} icon={AREA_ICONS[item.key]} />
              ))}
            </List>
          ))}
        </Box>
      </CollapsiblePane>
    </Box>
  );
}
