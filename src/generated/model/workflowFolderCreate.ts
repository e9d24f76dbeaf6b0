import type { FolderName } from './folderName';
import type { Id } from './id';

/**
 * A new folder. The name is required ('Please enter a folder name').
 */
export interface WorkflowFolderCreate {
  name: FolderName;
  /** The folder to create it in; the root when absent. */
  parentId?: Id;
}
