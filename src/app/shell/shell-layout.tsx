import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListSubheader from '@mui/material/ListSubheader';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useParams } from 'react-router-dom';
import { CollapsiblePane } from '../../components/collapsible-pane';
import { paths } from '../../lib/paths';
import { useStoredFlag } from '../../lib/use-stored-flag';
import { AccountMenu } from './account-menu';
import { SidebarLink } from './nav-link';
import { SIDEBAR_SECTIONS } from './nav-items';
import { NavigationProgress } from './navigation-progress';
import { OrganizationSwitcher } from './organization-switcher';
import { ProjectSwitcher } from './project-switcher';
import { TopMenu } from './top-menu';
import { VersionTag } from './version-tag';

/** Wide enough for the longest entry in both languages ("Database Connections"); every px is the grids'. */
const SIDEBAR_WIDTH = 216;
/** Whether the user collapsed the sidebar (to a rail with its toggle), on every page. */
export const SIDEBAR_COLLAPSED_KEY = 'ais-sidebar-collapsed';

/** The studio's frame: top bar (menu, switchers, account), the project's sidebar, the page. */
export function ShellLayout() {
  const { t } = useTranslation(['shell', 'common']);
  const { projectId } = useParams();
  const [sidebarCollapsed, setSidebarCollapsed] = useStoredFlag(SIDEBAR_COLLAPSED_KEY);
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <NavigationProgress />
      <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.appBar }}>
        <Toolbar sx={{ gap: 2 }}>
          <Typography component={Link} to={paths.projects.href()} variant="h6" sx={{ color: 'inherit', textDecoration: 'none', whiteSpace: 'nowrap', flexShrink: 0 }}>
            {t('common:appName')}
          </Typography>
          {projectId ? <TopMenu projectId={projectId} /> : <Box sx={{ flex: 1 }} />}
          <Stack direction="row" spacing={1} sx={{ flexShrink: 0, bgcolor: 'background.paper', borderRadius: 1, p: 0.5, pt: 1.25 }}>
            <OrganizationSwitcher />
            <ProjectSwitcher />
          </Stack>
          <AccountMenu />
        </Toolbar>
      </AppBar>
      {projectId && (
        <Box
          component="aside"
          sx={{ flexShrink: 0, borderRight: 1, borderColor: 'divider', bgcolor: 'background.paper', position: 'sticky', top: 0, height: '100vh', display: 'flex', flexDirection: 'column' }}
        >
          <Toolbar />
          <CollapsiblePane
            side="left"
            width={SIDEBAR_WIDTH}
            collapsed={sidebarCollapsed}
            onCollapsedChange={setSidebarCollapsed}
            collapseLabel={t('sidebarCollapse')}
            expandLabel={t('sidebarExpand')}
            contentId="app-sidebar"
            sx={{ flex: 1 }}
            data-testid="app-sidebar"
          >
            <Box component="nav" aria-label={t('sidebar')}>
              {SIDEBAR_SECTIONS.map((section) => (
                <List key={section.key} dense subheader={<ListSubheader>{t(`sections.${section.key}`)}</ListSubheader>}>
                  {section.items.map((item) => (
                    <SidebarLink key={item.key} to={item.href(projectId)} label={t(`menu.${item.key}`)} />
                  ))}
                </List>
              ))}
            </Box>
          </CollapsiblePane>
        </Box>
      )}
      <Box component="main" sx={{ flex: 1, minWidth: 0 }}>
        <Toolbar />
        <Outlet />
      </Box>
      <VersionTag />
    </Box>
  );
}
