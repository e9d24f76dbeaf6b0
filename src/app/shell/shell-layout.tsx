import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useParams } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { useStoredFlag } from '../../lib/use-stored-flag';
import { AccountMenu } from './account-menu';
import { NavigationProgress } from './navigation-progress';
import { OrganizationSwitcher } from './organization-switcher';
import { ProjectSwitcher } from './project-switcher';
import { VersionTag } from './version-tag';
import { sidebarSpace } from './sidebar-width';
import { whenIdle } from '../../lib/when-idle';

// The project's navigation loads when a project opens, and on an idle moment before (src/app/shell/project-nav.ts).
const loadProjectNav = () => import('./project-nav');
const TopMenu = lazy(async () => ({ default: (await loadProjectNav()).TopMenu }));
const ProjectSidebar = lazy(async () => ({ default: (await loadProjectNav()).ProjectSidebar }));
/** Whether the user collapsed the sidebar (to a rail with its toggle), on every page. */
export const SIDEBAR_COLLAPSED_KEY = 'ais-sidebar-collapsed';

/** The studio's frame: top bar (menu, switchers, account), the project's sidebar, the page. */
export function ShellLayout() {
  const { t } = useTranslation(['shell', 'common']);
  const { projectId } = useParams();
  const [sidebarCollapsed, setSidebarCollapsed] = useStoredFlag(SIDEBAR_COLLAPSED_KEY);
  useEffect(() => {
    if (projectId) return;
    // The project list: fetch the project's navigation while the user reads, so opening a project draws it at once.
    return whenIdle(() => void loadProjectNav());
  }, [projectId]);
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <NavigationProgress />
      <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.appBar }}>
        <Toolbar sx={{ gap: 2 }}>
          <Typography
            component={Link}
            to={paths.projects.href()}
            variant="h6"
            sx={{ color: 'inherit', textDecoration: 'none', whiteSpace: 'nowrap', flexShrink: 0 }}
          >
            {t('common:appName')}
          </Typography>
          {projectId ? (
            <Suspense fallback={<Box sx={{ flex: 1 }} />}>
              <TopMenu projectId={projectId} />
            </Suspense>
          ) : (
            <Box sx={{ flex: 1 }} />
          )}
          <Box sx={{ display: 'flex', gap: 1, flexShrink: 0, bgcolor: 'background.paper', borderRadius: 1, p: 0.5, pt: 1.25 }}>
            <OrganizationSwitcher />
            <ProjectSwitcher />
          </Box>
          <AccountMenu />
        </Toolbar>
      </AppBar>
      {projectId && (
        <Suspense fallback={<Box component="aside" sx={{ flexShrink: 0, width: sidebarSpace(sidebarCollapsed) }} />}>
          <ProjectSidebar projectId={projectId} collapsed={sidebarCollapsed} onCollapsedChange={setSidebarCollapsed} />
        </Suspense>
      )}
      <Box component="main" sx={{ flex: 1, minWidth: 0 }}>
        <Toolbar />
        <Outlet />
      </Box>
      <VersionTag />
    </Box>
  );
}
