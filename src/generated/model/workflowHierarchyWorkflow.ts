import type { Id } from './id';
import type { Timestamp } from './timestamp';
import type { WorkflowName } from './workflowName';
import type { WorkflowType } from './workflowType';

/**
 * A workflow as the hierarchy view shows it.
 */
export interface WorkflowHierarchyWorkflow {
  id: Id;
  name: WorkflowName;
  /** Its folder; absent at the root. */
  folderId?: Id;
  type: WorkflowType;
  published: boolean;
  updatedAt: Timestamp;
}
