import type { Id } from './id';
import type { WorkflowName } from './workflowName';

/**
 * Options of a duplicate. Without a name the copy is named after the original with ' のコピー' / ' (copy)' (cut to 100 characters); without folderId it lands in the original's folder.
 */
export interface WorkflowDuplicate {
  name?: WorkflowName;
  folderId?: Id;
}
