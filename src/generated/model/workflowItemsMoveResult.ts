import type { WorkflowItem } from './workflowItem';

/**
 * The moved items as they are now.
 */
export interface WorkflowItemsMoveResult {
  /** @maxItems 200 */
  items: WorkflowItem[];
}
