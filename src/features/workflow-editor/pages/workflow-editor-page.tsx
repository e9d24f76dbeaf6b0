/** Workflow editor route: loads the graph and the edit permission, then the editor (lazy chunk with @xyflow/react). */
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { CenteredSpinner } from '../../../components/centered-spinner';
import { AccessDeniedPage, refusedLoad } from '../../../components/errors/access-denied-page';
import { ErrorState } from '../../../components/states';
import { useGetEditPermission } from '../../../generated/edit-permissions/edit-permissions';
import { useGetWorkflowGraph } from '../../../generated/workflow-graphs/workflow-graphs';
import { useGetWorkflow } from '../../../generated/workflows/workflows';
import { WorkflowEditor } from '../components/workflow-editor';
import { LeavePrompt } from '../save/leave-prompt';

export function WorkflowEditorPage() {
  const { projectId = '', workflowId = '' } = useParams();
  return <WorkflowEditorScreen key={workflowId} projectId={projectId} workflowId={workflowId} leavePrompt />;
}

export function WorkflowEditorScreen({ projectId, workflowId, leavePrompt = false }: { projectId: string; workflowId: string; leavePrompt?: boolean }) {
  const { t } = useTranslation('editor');
  // Loaded once: later server changes come in through saves and the conflict dialog, not refetches.
  const graph = useGetWorkflowGraph(projectId, workflowId, { query: { staleTime: Infinity, refetchOnWindowFocus: false, refetchOnReconnect: false } });
  const permission = useGetEditPermission(projectId, workflowId, { query: { refetchOnWindowFocus: true } });
  const workflow = useGetWorkflow(projectId, workflowId);

  // A workflow the backend refuses (403) is the access-denied page (§2).
  const refused = refusedLoad(graph, permission);
  if (refused) return <AccessDeniedPage error={refused} />;
  if (graph.isError) return <ErrorState message={t('load.graphFailed')} onRetry={() => void graph.refetch()} />;
  if (permission.isError && !permission.data) return <ErrorState message={t('load.permissionFailed')} onRetry={() => void permission.refetch()} />;
  if (!graph.data || !permission.data) return <CenteredSpinner label={t('load.loading')} />;
  return (
    <WorkflowEditor projectId={projectId} workflowId={workflowId} workflowName={workflow.data?.name} graph={graph.data} permission={permission.data}>
      {leavePrompt && <LeavePrompt />}
    </WorkflowEditor>
  );
}
