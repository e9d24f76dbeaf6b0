/**
 * Workflow editor route: loads the graph (read fresh on every open, editor-graph-query.ts) and the edit
 * permission, then the editor (lazy chunk with @xyflow/react). Once the editor is shown it stays: a later
 * failed read (offline, a refresh of every query) keeps the canvas, the edits and the undo history; the
 * save button and the offline notice say what is going on.
 */
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
import { EDITOR_GRAPH_QUERY } from './editor-graph-query';

export function WorkflowEditorPage() {
  const { projectId = '', workflowId = '' } = useParams();
  return <WorkflowEditorScreen key={workflowId} projectId={projectId} workflowId={workflowId} leavePrompt />;
}

export function WorkflowEditorScreen({ projectId, workflowId, leavePrompt = false }: { projectId: string; workflowId: string; leavePrompt?: boolean }) {
  const { t } = useTranslation('editor');
  // Read once per open: later server changes come in through saves and the conflict dialog, not refetches.
  const graph = useGetWorkflowGraph(projectId, workflowId, { query: EDITOR_GRAPH_QUERY });
  const permission = useGetEditPermission(projectId, workflowId, { query: { refetchOnWindowFocus: true } });
  const workflow = useGetWorkflow(projectId, workflowId);

  // A workflow the backend refuses (403) is the access-denied page (§2).
  const refused = refusedLoad(graph, permission);
  if (refused) return <AccessDeniedPage error={refused} />;
  // A failure is the page's only while nothing is loaded: a failed refetch never unmounts a loaded editor.
  if (graph.isError && !graph.data) return <ErrorState message={t('load.graphFailed')} onRetry={() => void graph.refetch()} />;
  if (permission.isError && !permission.data) return <ErrorState message={t('load.permissionFailed')} onRetry={() => void permission.refetch()} />;
  // The editor opens with a graph read on this open, never one left in the cache.
  if (!graph.data || !graph.isFetchedAfterMount || !permission.data) return <CenteredSpinner label={t('load.loading')} />;
  return (
    <WorkflowEditor projectId={projectId} workflowId={workflowId} workflowName={workflow.data?.name} graph={graph.data} permission={permission.data}>
      {leavePrompt && <LeavePrompt />}
    </WorkflowEditor>
  );
}
