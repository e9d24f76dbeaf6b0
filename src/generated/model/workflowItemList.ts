import type { FolderPath } from './folderPath';
import type { Id } from './id';
import type { PageMeta } from './pageMeta';
import type { WorkflowFolderRef } from './workflowFolderRef';
import type { WorkflowItem } from './workflowItem';

/**
 * One page of a folder's items: folders first (by name), then workflows (last updated first), with the listed folder and its breadcrumbs.
 */
export type WorkflowItemList = PageMeta & {
  /** The listed folder; absent for the root. */
  folderId?: Id;
  path: FolderPath;
  /**
     * The folders from the root down to the listed folder (empty for the root).
     * @maxItems 50
     */
  breadcrumbs: WorkflowFolderRef[];
  /** @maxItems 100 */
  items: WorkflowItem[];
};
