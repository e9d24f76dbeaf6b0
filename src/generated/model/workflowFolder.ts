import type { FolderName } from './folderName';
import type { FolderPath } from './folderPath';
import type { Id } from './id';
import type { Timestamp } from './timestamp';
import type { UserRef } from './userRef';
import type { WorkflowFolderItemType } from './workflowFolderItemType';

/**
 * A folder of workflows. Folders nest without a depth limit; the root has no id.
 */
export interface WorkflowFolder {
  /** Always WORKFLOW_ITEM_TYPE_FOLDER. */
  itemType: WorkflowFolderItemType;
  id: Id;
  name: FolderName;
  /** The folder it is in; absent at the root. */
  parentId?: Id;
  path: FolderPath;
  /**
     * How many folders and workflows it holds directly.
     * @minimum 0
     * @maximum 1000000
     */
  itemCount: number;
  createdBy: UserRef;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}
