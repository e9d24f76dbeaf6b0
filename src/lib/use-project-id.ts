import { useParams } from 'react-router-dom';

/** The project of the current route (`/poc/projects/:projectId/…`). */
export function useProjectId(): string {
  const { projectId } = useParams();
  if (!projectId) throw new Error('useProjectId outside a project route');
  return projectId;
}
