import { Navigate, useParams } from 'react-router-dom';
import { paths } from '../lib/paths';
import { resolveWorkflowRedirect } from './workflow-redirect';

/** /poc/projects/{projectId}/workflows/{rest}: to the list or to the editor (see workflow-redirect.ts). */
export function WorkflowsRedirect() {
  const { projectId = '', '*': rest } = useParams();
  const target = resolveWorkflowRedirect(rest);
  const to = target.to === 'editor' ? paths.workflowEditor.href(projectId, target.workflowId) : paths.workflowsList.href(projectId);
  return <Navigate to={to} replace />;
}
