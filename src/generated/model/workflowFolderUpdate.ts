import type { FolderName } from './folderName';

/**
 * Renames a folder.
 */
export interface WorkflowFolderUpdate {
  name: FolderName;
}
