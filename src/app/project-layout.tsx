import { useQueryClient } from '@tanstack/react-query';
import { Outlet, useLocation, useParams } from 'react-router-dom';
import { HttpError } from '../api/errors';
import { RouteCrumbsContext } from '../components/page-header/route-crumbs-context';
import { useRouteCrumbs } from '../components/page-header/use-route-crumbs';
import { LoadingState } from '../components/states';
import { useGetProject } from '../generated/projects/projects';
import { NotFoundPage } from './errors/not-found-page';
import { fromListedProject } from './listed-project';

const isNotFound = (error: unknown) => error instanceof HttpError && error.code === 404;

/**
 * The layout for one project (§2, /poc/projects/{projectId}): a project the backend does not know for
 * this organization (404: an unknown id, or another organization's) is the Not Found page, once, here —
 * not a failure in every section of the page. The page waits for the project, which is at hand when a
 * cached page of the project list holds it (the list's, the switcher's); any other failure of it is the
 * page's to show. The pages' crumbs (the project by its name) come from here.
 */
export function ProjectLayout() {
  const { projectId = '' } = useParams();
  const queryClient = useQueryClient();
  const project = useGetProject(projectId, { query: fromListedProject(queryClient, projectId) });
  const crumbs = useRouteCrumbs(useLocation().pathname, projectId, project.data?.name);
  if (isNotFound(project.error)) return <NotFoundPage landmark="section" />;
  if (project.isPending) return <LoadingState />;
  return (
    <RouteCrumbsContext.Provider value={crumbs}>
      <Outlet />
    </RouteCrumbsContext.Provider>
  );
}
