import type { QueryClient } from '@tanstack/react-query';
import type { Project, ProjectList } from '../generated/model';
import { getListProjectsQueryKey } from '../generated/projects/projects';

/** The project as a cached page of the project list has it (the list page's, the switcher's), and when that page was read. */
function listedProject(queryClient: QueryClient, projectId: string): { project: Project; at: number } | undefined {
  for (const query of queryClient.getQueryCache().findAll({ queryKey: getListProjectsQueryKey() })) {
    const project = (query.state.data as ProjectList | undefined)?.items.find((item) => item.id === projectId);
    if (project) return { project, at: query.state.dataUpdatedAt };
  }
  return undefined;
}

/**
 * The project read's options beyond the generated ones: it starts from a cached page of the project list
 * that holds the project (as old as that page). The project's layout reads it so, and so does its route's
 * prefetch (./route-data.ts): a project the list just showed is not read again.
 */
export function fromListedProject(queryClient: QueryClient, projectId: string) {
  return {
    initialData: () => listedProject(queryClient, projectId)?.project,
    initialDataUpdatedAt: () => listedProject(queryClient, projectId)?.at,
  };
}
