import type { WorkflowGraph } from './workflowGraph';
import type { WorkflowRevision } from './workflowRevision';

/**
 * A revision with its graph, in the same shape getWorkflowGraph answers (graph.revision is the revision).
 */
export type WorkflowRevisionDetail = WorkflowRevision & {
  graph: WorkflowGraph;
};
