import type { FolderPath } from './folderPath';
import type { Id } from './id';
import type { Timestamp } from './timestamp';
import type { UserRef } from './userRef';
import type { WorkflowItemType } from './workflowItemType';
import type { WorkflowName } from './workflowName';
import type { WorkflowType } from './workflowType';
import type { WorkflowVersionSummary } from './workflowVersionSummary';

/**
 * A workflow of the project (its graph is read and saved separately).
 */
export interface Workflow {
  /** Always WORKFLOW_ITEM_TYPE_WORKFLOW. */
  itemType: WorkflowItemType;
  id: Id;
  name: WorkflowName;
  /** @maxLength 500 */
  description?: string;
  /** The folder it is in; absent at the root. */
  folderId?: Id;
  folderPath: FolderPath;
  type: WorkflowType;
  createdBy: UserRef;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /**
     * Its API versions, newest first.
     * @maxItems 100
     */
  versions: WorkflowVersionSummary[];
  /** True when at least one API version is published. */
  published: boolean;
  /** The newest API version; absent when the workflow was never published as an API. */
  latestVersion?: WorkflowVersionSummary;
}
