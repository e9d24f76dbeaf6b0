import type { Id } from './id';
import type { Timestamp } from './timestamp';
import type { WorkflowVersionStatus } from './workflowVersionStatus';

/**
 * An API version of the workflow, as the workflow list and pickers show it: its name, its status and the saved workflow version (revision) it runs, the number a job runs (Job.workflowVersion).
 */
export interface WorkflowVersionSummary {
  id: Id;
  /** @maxLength 50 */
  name: string;
  status: WorkflowVersionStatus;
  /**
     * The saved workflow version (revision) this API version runs (ApiVersion.workflowVersion).
     * @minimum 1
     * @maximum 100000
     */
  workflowVersion: number;
  createdAt: Timestamp;
}
