import type { Id } from './id';

/**
 * Moves folders and workflows (at least one) into a target folder (the root when targetFolderId is absent). All or nothing: a folder cannot be moved into itself or into one of its own descendants ('A folder cannot be moved into itself or one of its subfolders', 409), and then nothing moves.
 */
export interface WorkflowItemsMove {
  /** @maxItems 100 */
  folderIds?: Id[];
  /** @maxItems 100 */
  workflowIds?: Id[];
  /** The destination folder; the root when absent. */
  targetFolderId?: Id;
}
