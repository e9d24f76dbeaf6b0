import type { WorkflowName } from './workflowName';

/**
 * Renames a workflow or changes its description.
 */
export interface WorkflowUpdate {
  name?: WorkflowName;
  /** @maxLength 500 */
  description?: string;
}
