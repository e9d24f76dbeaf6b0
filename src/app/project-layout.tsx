import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { Outlet, useParams } from 'react-router-dom';
import { HttpError } from '../api/errors';
import { ProjectNameContext } from '../components/page-header/project-name';
import { LoadingState } from '../components/states';
import type { Project, ProjectList } from '../generated/model';
import { getListProjectsQueryKey, useGetProject } from '../generated/projects/projects';
import { NotFoundPage } from './errors/not-found-page';

const isNotFound = (error: unknown) => error instanceof HttpError && error.code === 404;

/** The project as a cached page of the project list has it (the list page's, the switcher's), and when that page was read. */
function listedProject(queryClient: QueryClient, projectId: string): { project: Project; at: number } | undefined {
  for (const query of queryClient.getQueryCache().findAll({ queryKey: getListProjectsQueryKey() })) {
    const project = (query.state.data as ProjectList | undefined)?.items.find((item) => item.id === projectId);
    if (project) return { project, at: query.state.dataUpdatedAt };
  }
  return undefined;
}

/**
 * The layout for one project (§2, /poc/projects/{projectId}): a project the backend does not know for
 * this organization (404: an unknown id, or another organization's) is the Not Found page, once, here —
 * not a failure in every section of the page. The page waits for the project, which is at hand when a
 * cached page of the project list holds it (the list's, the switcher's); any other failure of it is the
 * page's to show. The pages' crumbs read the project's name from here.
 */
export function ProjectLayout() {
  const { projectId = '' } = useParams();
  const queryClient = useQueryClient();
  const project = useGetProject(projectId, {
    query: {
      initialData: () => listedProject(queryClient, projectId)?.project,
      initialDataUpdatedAt: () => listedProject(queryClient, projectId)?.at,
    },
  });
  if (isNotFound(project.error)) return <NotFoundPage landmark="section" />;
  if (project.isPending) return <LoadingState />;
  return (
    <ProjectNameContext.Provider value={project.data?.name}>
      <Outlet />
    </ProjectNameContext.Provider>
  );
}
