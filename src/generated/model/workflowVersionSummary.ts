import type { Id } from './id';
import type { Timestamp } from './timestamp';
import type { WorkflowVersionStatus } from './workflowVersionStatus';

/**
 * An API version of the workflow, as the workflow list and pickers show it.
 */
export interface WorkflowVersionSummary {
  id: Id;
  /** @maxLength 50 */
  name: string;
  status: WorkflowVersionStatus;
  createdAt: Timestamp;
}
