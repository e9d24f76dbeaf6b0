/** Projects: the project list (switcher, list page) and the project itself (crumbs, home). */
import { getGetProjectQueryKey, getListProjectsQueryKey, type UpdateProjectMutationVariables } from '../../generated/projects/projects';
import { stale } from './rule';

export const projectsPolicy = {
  createProject: stale(() => [getListProjectsQueryKey()]),
  updateProject: stale(({ projectId }: UpdateProjectMutationVariables) => [getListProjectsQueryKey(), getGetProjectQueryKey(projectId)]),
  deleteProject: stale(() => [getListProjectsQueryKey()]),
};
