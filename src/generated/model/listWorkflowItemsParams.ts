import type { FolderIdQueryParameter } from './folderIdQueryParameter';
import type { FolderPathQueryParameter } from './folderPathQueryParameter';
import type { NameParameter } from './nameParameter';
import type { PageParameter } from './pageParameter';
import type { PageSizeParameter } from './pageSizeParameter';

export type ListWorkflowItemsParams = {
/**
 * An opaque identifier.
 * @minLength 1
 * @maxLength 64
 * @pattern ^[A-Za-z0-9_-]+$
 */
folderId?: FolderIdQueryParameter;
/**
 * Where a folder sits: the names of the folders from the root down, each after a '/'. The root is '/'.
 * @maxLength 2000
 * @pattern ^/
 */
folderPath?: FolderPathQueryParameter;
/**
 * 1-based page number (at most 100000, so that the largest list, 1,000,000 items, is reachable at the smallest page size).
 * @minimum 1
 * @maximum 100000
 */
page?: PageParameter;
/**
 * Items per page (at least 10).
 * @minimum 10
 * @maximum 100
 */
pageSize?: PageSizeParameter;
/**
 * Keep only items whose name contains this text (case-insensitive).
 * @maxLength 200
 */
name?: NameParameter;
};
