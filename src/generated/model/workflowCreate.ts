import type { Id } from './id';
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
}
