/** The route's project, workflow and (on the overview) API version ids. */
import { useParams } from 'react-router-dom';

export function useApiRoute(): { projectId: string; workflowId: string; apiId: string } {
  const { projectId = '', workflowId = '', apiId = '' } = useParams();
  return { projectId, workflowId, apiId };
}
