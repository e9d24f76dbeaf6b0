import type { Id } from './id';
import type { NodeTitle } from './nodeTitle';
import type { WorkflowName } from './workflowName';
import type { WorkflowType } from './workflowType';

/**
 * A new workflow, empty (a start and an end node) or, with copyFromWorkflowId, a copy of another workflow's graph. The name is required ('Please enter a workflow name').
 */
export interface WorkflowCreate {
  name: WorkflowName;
  /** @maxLength 500 */
  description?: string;
  /** The folder to create it in; the root when absent. */
  folderId?: Id;
  type?: WorkflowType;
  /** Copy this workflow's graph (and type) instead of starting empty. */
  copyFromWorkflowId?: Id;
  /** The title of an empty workflow's start node, in the creating user's language (the client's translation); '開始' when absent. Ignored with copyFromWorkflowId. */
  startNodeTitle?: NodeTitle;
  /** The title of an empty workflow's end node, in the creating user's language (the client's translation); '終了' when absent. Ignored with copyFromWorkflowId. */
  endNodeTitle?: NodeTitle;
}
