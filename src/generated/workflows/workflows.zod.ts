import * as zod from 'zod';


/**
 * One page of the items of a folder, chosen by folderId or by folderPath ('/' or neither = the root): folders first (by name), then workflows (last updated first), filtered by name (contains, case-insensitive) within that folder. An unknown folder answers 404 'Folder not found'.
 * @summary List one folder's folders and workflows
 */
export const listWorkflowItemsPathProjectIdMax = 64;


export const listWorkflowItemsPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const ListWorkflowItemsParams = zod.object({
  "projectId": zod.string().min(1).max(listWorkflowItemsPathProjectIdMax).regex(listWorkflowItemsPathProjectIdRegExp).describe('The project.')
})

export const listWorkflowItemsQueryFolderIdMax = 64;


export const listWorkflowItemsQueryFolderIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const listWorkflowItemsQueryFolderPathMax = 2000;


export const listWorkflowItemsQueryFolderPathRegExp = new RegExp('^');
export const listWorkflowItemsQueryPageDefault = 1;
export const listWorkflowItemsQueryPageMax = 100000;

export const listWorkflowItemsQueryPageSizeDefault = 10;
export const listWorkflowItemsQueryPageSizeMin = 10;
export const listWorkflowItemsQueryPageSizeMax = 100;

export const listWorkflowItemsQueryNameMax = 200;



export const ListWorkflowItemsQueryParams = zod.object({
  "folderId": zod.string().min(1).max(listWorkflowItemsQueryFolderIdMax).regex(listWorkflowItemsQueryFolderIdRegExp).optional().describe('The folder to list (wins over folderPath); the root when neither is given.'),
  "folderPath": zod.string().max(listWorkflowItemsQueryFolderPathMax).regex(listWorkflowItemsQueryFolderPathRegExp).optional().describe('The folder to list by its path (\'/サポート/メール対応\'); \'/\' is the root.'),
  "page": zod.int().min(1).max(listWorkflowItemsQueryPageMax).default(listWorkflowItemsQueryPageDefault).describe('1-based page number (at most 100000, so that the largest list, 1,000,000 items, is reachable at the smallest page size).'),
  "pageSize": zod.int().min(listWorkflowItemsQueryPageSizeMin).max(listWorkflowItemsQueryPageSizeMax).default(listWorkflowItemsQueryPageSizeDefault).describe('Items per page (at least 10).'),
  "name": zod.string().max(listWorkflowItemsQueryNameMax).optional().describe('Keep only items whose name contains this text (case-insensitive).')
})

export const listWorkflowItemsHeaderIdpMax = 64;

export const listWorkflowItemsHeaderAiwTenantIdMax = 64;


export const listWorkflowItemsHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const ListWorkflowItemsHeader = zod.object({
  "idp": zod.string().min(1).max(listWorkflowItemsHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(listWorkflowItemsHeaderAiwTenantIdMax).regex(listWorkflowItemsHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const listWorkflowItemsResponseOneTotalCountMin = 0;
export const listWorkflowItemsResponseOneTotalCountMax = 1000000;

export const listWorkflowItemsResponseOnePageMax = 100000;

export const listWorkflowItemsResponseOnePageSizeMin = 10;
export const listWorkflowItemsResponseOnePageSizeMax = 100;

export const listWorkflowItemsResponseTwoFolderIdMax = 64;


export const listWorkflowItemsResponseTwoFolderIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const listWorkflowItemsResponseTwoPathMax = 2000;


export const listWorkflowItemsResponseTwoPathRegExp = new RegExp('^');
export const listWorkflowItemsResponseTwoBreadcrumbsItemIdMax = 64;


export const listWorkflowItemsResponseTwoBreadcrumbsItemIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const listWorkflowItemsResponseTwoBreadcrumbsItemNameMax = 100;

export const listWorkflowItemsResponseTwoBreadcrumbsMax = 50;

export const listWorkflowItemsResponseTwoItemsItemOneIdMax = 64;


export const listWorkflowItemsResponseTwoItemsItemOneIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const listWorkflowItemsResponseTwoItemsItemOneNameMax = 100;


export const listWorkflowItemsResponseTwoItemsItemOneNameRegExp = new RegExp('^[^/]+$');
export const listWorkflowItemsResponseTwoItemsItemOneParentIdMax = 64;


export const listWorkflowItemsResponseTwoItemsItemOneParentIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const listWorkflowItemsResponseTwoItemsItemOnePathMax = 2000;


export const listWorkflowItemsResponseTwoItemsItemOnePathRegExp = new RegExp('^');
export const listWorkflowItemsResponseTwoItemsItemOneItemCountMin = 0;
export const listWorkflowItemsResponseTwoItemsItemOneItemCountMax = 1000000;

export const listWorkflowItemsResponseTwoItemsItemOneCreatedByIdMax = 64;

export const listWorkflowItemsResponseTwoItemsItemOneCreatedByNameMax = 200;

export const listWorkflowItemsResponseTwoItemsItemOneCreatedAtMax = 40;

export const listWorkflowItemsResponseTwoItemsItemOneUpdatedAtMax = 40;

export const listWorkflowItemsResponseTwoItemsItemTwoIdMax = 64;


export const listWorkflowItemsResponseTwoItemsItemTwoIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const listWorkflowItemsResponseTwoItemsItemTwoNameMax = 100;

export const listWorkflowItemsResponseTwoItemsItemTwoDescriptionMax = 500;

export const listWorkflowItemsResponseTwoItemsItemTwoFolderIdMax = 64;


export const listWorkflowItemsResponseTwoItemsItemTwoFolderIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const listWorkflowItemsResponseTwoItemsItemTwoFolderPathMax = 2000;


export const listWorkflowItemsResponseTwoItemsItemTwoFolderPathRegExp = new RegExp('^');
export const listWorkflowItemsResponseTwoItemsItemTwoCreatedByIdMax = 64;

export const listWorkflowItemsResponseTwoItemsItemTwoCreatedByNameMax = 200;

export const listWorkflowItemsResponseTwoItemsItemTwoCreatedAtMax = 40;

export const listWorkflowItemsResponseTwoItemsItemTwoUpdatedAtMax = 40;

export const listWorkflowItemsResponseTwoItemsItemTwoVersionsItemIdMax = 64;


export const listWorkflowItemsResponseTwoItemsItemTwoVersionsItemIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const listWorkflowItemsResponseTwoItemsItemTwoVersionsItemNameMax = 50;

export const listWorkflowItemsResponseTwoItemsItemTwoVersionsItemWorkflowVersionMax = 100000;

export const listWorkflowItemsResponseTwoItemsItemTwoVersionsItemCreatedAtMax = 40;

export const listWorkflowItemsResponseTwoItemsItemTwoVersionsMax = 100;

export const listWorkflowItemsResponseTwoItemsItemTwoLatestVersionIdMax = 64;


export const listWorkflowItemsResponseTwoItemsItemTwoLatestVersionIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const listWorkflowItemsResponseTwoItemsItemTwoLatestVersionNameMax = 50;

export const listWorkflowItemsResponseTwoItemsItemTwoLatestVersionWorkflowVersionMax = 100000;

export const listWorkflowItemsResponseTwoItemsItemTwoLatestVersionCreatedAtMax = 40;

export const listWorkflowItemsResponseTwoItemsMax = 100;



export const ListWorkflowItemsResponse = zod.object({
  "totalCount": zod.int().min(listWorkflowItemsResponseOneTotalCountMin).max(listWorkflowItemsResponseOneTotalCountMax).describe('How many items match, over all pages (a list holds at most 1,000,000).'),
  "page": zod.int().min(1).max(listWorkflowItemsResponseOnePageMax).describe('The page answered (1-based).'),
  "pageSize": zod.int().min(listWorkflowItemsResponseOnePageSizeMin).max(listWorkflowItemsResponseOnePageSizeMax).describe('Items per page.')
}).describe('The paging fields every list answer carries beside its items.').and(zod.object({
  "folderId": zod.string().min(1).max(listWorkflowItemsResponseTwoFolderIdMax).regex(listWorkflowItemsResponseTwoFolderIdRegExp).optional().describe('The listed folder; absent for the root.'),
  "path": zod.string().max(listWorkflowItemsResponseTwoPathMax).regex(listWorkflowItemsResponseTwoPathRegExp).describe('Where a folder sits: the names of the folders from the root down, each after a \'/\'. The root is \'/\'.'),
  "breadcrumbs": zod.array(zod.object({
  "id": zod.string().min(1).max(listWorkflowItemsResponseTwoBreadcrumbsItemIdMax).regex(listWorkflowItemsResponseTwoBreadcrumbsItemIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().max(listWorkflowItemsResponseTwoBreadcrumbsItemNameMax)
}).describe('A folder on the way from the root to a listed folder (breadcrumbs).')).max(listWorkflowItemsResponseTwoBreadcrumbsMax).describe('The folders from the root down to the listed folder (empty for the root).'),
  "items": zod.array(zod.union([zod.object({
  "itemType": zod.enum(['WORKFLOW_ITEM_TYPE_FOLDER']).describe('Always WORKFLOW_ITEM_TYPE_FOLDER.'),
  "id": zod.string().min(1).max(listWorkflowItemsResponseTwoItemsItemOneIdMax).regex(listWorkflowItemsResponseTwoItemsItemOneIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().min(1).max(listWorkflowItemsResponseTwoItemsItemOneNameMax).regex(listWorkflowItemsResponseTwoItemsItemOneNameRegExp).describe('A folder\'s name. Required (\'Please enter a folder name\'); it cannot contain \'/\'.'),
  "parentId": zod.string().min(1).max(listWorkflowItemsResponseTwoItemsItemOneParentIdMax).regex(listWorkflowItemsResponseTwoItemsItemOneParentIdRegExp).optional().describe('The folder it is in; absent at the root.'),
  "path": zod.string().max(listWorkflowItemsResponseTwoItemsItemOnePathMax).regex(listWorkflowItemsResponseTwoItemsItemOnePathRegExp).describe('Where a folder sits: the names of the folders from the root down, each after a \'/\'. The root is \'/\'.'),
  "itemCount": zod.int().min(listWorkflowItemsResponseTwoItemsItemOneItemCountMin).max(listWorkflowItemsResponseTwoItemsItemOneItemCountMax).describe('How many folders and workflows it holds directly.'),
  "createdBy": zod.object({
  "id": zod.string().max(listWorkflowItemsResponseTwoItemsItemOneCreatedByIdMax),
  "name": zod.string().max(listWorkflowItemsResponseTwoItemsItemOneCreatedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "createdAt": zod.iso.datetime({"offset":true}).max(listWorkflowItemsResponseTwoItemsItemOneCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "updatedAt": zod.iso.datetime({"offset":true}).max(listWorkflowItemsResponseTwoItemsItemOneUpdatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).describe('A folder of workflows. Folders nest without a depth limit; the root has no id.'),zod.object({
  "itemType": zod.enum(['WORKFLOW_ITEM_TYPE_WORKFLOW']).describe('Always WORKFLOW_ITEM_TYPE_WORKFLOW.'),
  "id": zod.string().min(1).max(listWorkflowItemsResponseTwoItemsItemTwoIdMax).regex(listWorkflowItemsResponseTwoItemsItemTwoIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().min(1).max(listWorkflowItemsResponseTwoItemsItemTwoNameMax).describe('A workflow\'s name. Required (\'Please enter a workflow name\').'),
  "description": zod.string().max(listWorkflowItemsResponseTwoItemsItemTwoDescriptionMax).optional(),
  "folderId": zod.string().min(1).max(listWorkflowItemsResponseTwoItemsItemTwoFolderIdMax).regex(listWorkflowItemsResponseTwoItemsItemTwoFolderIdRegExp).optional().describe('The folder it is in; absent at the root.'),
  "folderPath": zod.string().max(listWorkflowItemsResponseTwoItemsItemTwoFolderPathMax).regex(listWorkflowItemsResponseTwoItemsItemTwoFolderPathRegExp).describe('Where a folder sits: the names of the folders from the root down, each after a \'/\'. The root is \'/\'.'),
  "type": zod.enum(['WORKFLOW_TYPE_STANDARD', 'WORKFLOW_TYPE_CHAT']).describe('The kind of workflow: a standard workflow (input → nodes → output) or a chat workflow that keeps the conversation context between calls.'),
  "createdBy": zod.object({
  "id": zod.string().max(listWorkflowItemsResponseTwoItemsItemTwoCreatedByIdMax),
  "name": zod.string().max(listWorkflowItemsResponseTwoItemsItemTwoCreatedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "createdAt": zod.iso.datetime({"offset":true}).max(listWorkflowItemsResponseTwoItemsItemTwoCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "updatedAt": zod.iso.datetime({"offset":true}).max(listWorkflowItemsResponseTwoItemsItemTwoUpdatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "versions": zod.array(zod.object({
  "id": zod.string().min(1).max(listWorkflowItemsResponseTwoItemsItemTwoVersionsItemIdMax).regex(listWorkflowItemsResponseTwoItemsItemTwoVersionsItemIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().max(listWorkflowItemsResponseTwoItemsItemTwoVersionsItemNameMax),
  "status": zod.enum(['WORKFLOW_API_STATUS_PUBLISHED', 'WORKFLOW_API_STATUS_UNPUBLISHED']).describe('Whether an API version of the workflow is published.'),
  "workflowVersion": zod.int().min(1).max(listWorkflowItemsResponseTwoItemsItemTwoVersionsItemWorkflowVersionMax).describe('The saved workflow version (revision) this API version runs (ApiVersion.workflowVersion).'),
  "createdAt": zod.iso.datetime({"offset":true}).max(listWorkflowItemsResponseTwoItemsItemTwoVersionsItemCreatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).describe('An API version of the workflow, as the workflow list and pickers show it: its name, its status and the saved workflow version (revision) it runs, the number a job runs (Job.workflowVersion).')).max(listWorkflowItemsResponseTwoItemsItemTwoVersionsMax).describe('Its API versions, newest first.'),
  "published": zod.boolean().describe('True when at least one API version is published.'),
  "latestVersion": zod.object({
  "id": zod.string().min(1).max(listWorkflowItemsResponseTwoItemsItemTwoLatestVersionIdMax).regex(listWorkflowItemsResponseTwoItemsItemTwoLatestVersionIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().max(listWorkflowItemsResponseTwoItemsItemTwoLatestVersionNameMax),
  "status": zod.enum(['WORKFLOW_API_STATUS_PUBLISHED', 'WORKFLOW_API_STATUS_UNPUBLISHED']).describe('Whether an API version of the workflow is published.'),
  "workflowVersion": zod.int().min(1).max(listWorkflowItemsResponseTwoItemsItemTwoLatestVersionWorkflowVersionMax).describe('The saved workflow version (revision) this API version runs (ApiVersion.workflowVersion).'),
  "createdAt": zod.iso.datetime({"offset":true}).max(listWorkflowItemsResponseTwoItemsItemTwoLatestVersionCreatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).optional().describe('The newest API version; absent when the workflow was never published as an API.')
}).describe('A workflow of the project (its graph is read and saved separately).')]).describe('An entry of a folder listing, a folder or a workflow (discriminated by itemType).')).max(listWorkflowItemsResponseTwoItemsMax)
})).describe('One page of a folder\'s items: folders first (by name), then workflows (last updated first), with the listed folder and its breadcrumbs.')

/**
 * Moves the given folders and workflows into the target folder (the root when absent), all or nothing. Moving a folder into itself or into one of its descendants is refused with 409 'A folder cannot be moved into itself or one of its subfolders' and nothing moves; unknown items or target answer 404.
 * @summary Move folders and workflows to another folder
 */
export const moveWorkflowItemsPathProjectIdMax = 64;


export const moveWorkflowItemsPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const MoveWorkflowItemsParams = zod.object({
  "projectId": zod.string().min(1).max(moveWorkflowItemsPathProjectIdMax).regex(moveWorkflowItemsPathProjectIdRegExp).describe('The project.')
})

export const moveWorkflowItemsHeaderIdpMax = 64;

export const moveWorkflowItemsHeaderAiwTenantIdMax = 64;


export const moveWorkflowItemsHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const MoveWorkflowItemsHeader = zod.object({
  "idp": zod.string().min(1).max(moveWorkflowItemsHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(moveWorkflowItemsHeaderAiwTenantIdMax).regex(moveWorkflowItemsHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const moveWorkflowItemsBodyFolderIdsItemMax = 64;


export const moveWorkflowItemsBodyFolderIdsItemRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const moveWorkflowItemsBodyFolderIdsMax = 100;

export const moveWorkflowItemsBodyWorkflowIdsItemMax = 64;


export const moveWorkflowItemsBodyWorkflowIdsItemRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const moveWorkflowItemsBodyWorkflowIdsMax = 100;

export const moveWorkflowItemsBodyTargetFolderIdMax = 64;


export const moveWorkflowItemsBodyTargetFolderIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const MoveWorkflowItemsBody = zod.strictObject({
  "folderIds": zod.array(zod.string().min(1).max(moveWorkflowItemsBodyFolderIdsItemMax).regex(moveWorkflowItemsBodyFolderIdsItemRegExp).describe('An opaque identifier.')).max(moveWorkflowItemsBodyFolderIdsMax).optional(),
  "workflowIds": zod.array(zod.string().min(1).max(moveWorkflowItemsBodyWorkflowIdsItemMax).regex(moveWorkflowItemsBodyWorkflowIdsItemRegExp).describe('An opaque identifier.')).max(moveWorkflowItemsBodyWorkflowIdsMax).optional(),
  "targetFolderId": zod.string().min(1).max(moveWorkflowItemsBodyTargetFolderIdMax).regex(moveWorkflowItemsBodyTargetFolderIdRegExp).optional().describe('The destination folder; the root when absent.')
}).describe('Moves folders and workflows (at least one) into a target folder (the root when targetFolderId is absent). All or nothing: a folder cannot be moved into itself or into one of its own descendants (\'A folder cannot be moved into itself or one of its subfolders\', 409), and then nothing moves.')

export const moveWorkflowItemsResponseItemsItemOneIdMax = 64;


export const moveWorkflowItemsResponseItemsItemOneIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const moveWorkflowItemsResponseItemsItemOneNameMax = 100;


export const moveWorkflowItemsResponseItemsItemOneNameRegExp = new RegExp('^[^/]+$');
export const moveWorkflowItemsResponseItemsItemOneParentIdMax = 64;


export const moveWorkflowItemsResponseItemsItemOneParentIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const moveWorkflowItemsResponseItemsItemOnePathMax = 2000;


export const moveWorkflowItemsResponseItemsItemOnePathRegExp = new RegExp('^');
export const moveWorkflowItemsResponseItemsItemOneItemCountMin = 0;
export const moveWorkflowItemsResponseItemsItemOneItemCountMax = 1000000;

export const moveWorkflowItemsResponseItemsItemOneCreatedByIdMax = 64;

export const moveWorkflowItemsResponseItemsItemOneCreatedByNameMax = 200;

export const moveWorkflowItemsResponseItemsItemOneCreatedAtMax = 40;

export const moveWorkflowItemsResponseItemsItemOneUpdatedAtMax = 40;

export const moveWorkflowItemsResponseItemsItemTwoIdMax = 64;


export const moveWorkflowItemsResponseItemsItemTwoIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const moveWorkflowItemsResponseItemsItemTwoNameMax = 100;

export const moveWorkflowItemsResponseItemsItemTwoDescriptionMax = 500;

export const moveWorkflowItemsResponseItemsItemTwoFolderIdMax = 64;


export const moveWorkflowItemsResponseItemsItemTwoFolderIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const moveWorkflowItemsResponseItemsItemTwoFolderPathMax = 2000;


export const moveWorkflowItemsResponseItemsItemTwoFolderPathRegExp = new RegExp('^');
export const moveWorkflowItemsResponseItemsItemTwoCreatedByIdMax = 64;

export const moveWorkflowItemsResponseItemsItemTwoCreatedByNameMax = 200;

export const moveWorkflowItemsResponseItemsItemTwoCreatedAtMax = 40;

export const moveWorkflowItemsResponseItemsItemTwoUpdatedAtMax = 40;

export const moveWorkflowItemsResponseItemsItemTwoVersionsItemIdMax = 64;


export const moveWorkflowItemsResponseItemsItemTwoVersionsItemIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const moveWorkflowItemsResponseItemsItemTwoVersionsItemNameMax = 50;

export const moveWorkflowItemsResponseItemsItemTwoVersionsItemWorkflowVersionMax = 100000;

export const moveWorkflowItemsResponseItemsItemTwoVersionsItemCreatedAtMax = 40;

export const moveWorkflowItemsResponseItemsItemTwoVersionsMax = 100;

export const moveWorkflowItemsResponseItemsItemTwoLatestVersionIdMax = 64;


export const moveWorkflowItemsResponseItemsItemTwoLatestVersionIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const moveWorkflowItemsResponseItemsItemTwoLatestVersionNameMax = 50;

export const moveWorkflowItemsResponseItemsItemTwoLatestVersionWorkflowVersionMax = 100000;

export const moveWorkflowItemsResponseItemsItemTwoLatestVersionCreatedAtMax = 40;

export const moveWorkflowItemsResponseItemsMax = 200;



export const MoveWorkflowItemsResponse = zod.object({
  "items": zod.array(zod.union([zod.object({
  "itemType": zod.enum(['WORKFLOW_ITEM_TYPE_FOLDER']).describe('Always WORKFLOW_ITEM_TYPE_FOLDER.'),
  "id": zod.string().min(1).max(moveWorkflowItemsResponseItemsItemOneIdMax).regex(moveWorkflowItemsResponseItemsItemOneIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().min(1).max(moveWorkflowItemsResponseItemsItemOneNameMax).regex(moveWorkflowItemsResponseItemsItemOneNameRegExp).describe('A folder\'s name. Required (\'Please enter a folder name\'); it cannot contain \'/\'.'),
  "parentId": zod.string().min(1).max(moveWorkflowItemsResponseItemsItemOneParentIdMax).regex(moveWorkflowItemsResponseItemsItemOneParentIdRegExp).optional().describe('The folder it is in; absent at the root.'),
  "path": zod.string().max(moveWorkflowItemsResponseItemsItemOnePathMax).regex(moveWorkflowItemsResponseItemsItemOnePathRegExp).describe('Where a folder sits: the names of the folders from the root down, each after a \'/\'. The root is \'/\'.'),
  "itemCount": zod.int().min(moveWorkflowItemsResponseItemsItemOneItemCountMin).max(moveWorkflowItemsResponseItemsItemOneItemCountMax).describe('How many folders and workflows it holds directly.'),
  "createdBy": zod.object({
  "id": zod.string().max(moveWorkflowItemsResponseItemsItemOneCreatedByIdMax),
  "name": zod.string().max(moveWorkflowItemsResponseItemsItemOneCreatedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "createdAt": zod.iso.datetime({"offset":true}).max(moveWorkflowItemsResponseItemsItemOneCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "updatedAt": zod.iso.datetime({"offset":true}).max(moveWorkflowItemsResponseItemsItemOneUpdatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).describe('A folder of workflows. Folders nest without a depth limit; the root has no id.'),zod.object({
  "itemType": zod.enum(['WORKFLOW_ITEM_TYPE_WORKFLOW']).describe('Always WORKFLOW_ITEM_TYPE_WORKFLOW.'),
  "id": zod.string().min(1).max(moveWorkflowItemsResponseItemsItemTwoIdMax).regex(moveWorkflowItemsResponseItemsItemTwoIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().min(1).max(moveWorkflowItemsResponseItemsItemTwoNameMax).describe('A workflow\'s name. Required (\'Please enter a workflow name\').'),
  "description": zod.string().max(moveWorkflowItemsResponseItemsItemTwoDescriptionMax).optional(),
  "folderId": zod.string().min(1).max(moveWorkflowItemsResponseItemsItemTwoFolderIdMax).regex(moveWorkflowItemsResponseItemsItemTwoFolderIdRegExp).optional().describe('The folder it is in; absent at the root.'),
  "folderPath": zod.string().max(moveWorkflowItemsResponseItemsItemTwoFolderPathMax).regex(moveWorkflowItemsResponseItemsItemTwoFolderPathRegExp).describe('Where a folder sits: the names of the folders from the root down, each after a \'/\'. The root is \'/\'.'),
  "type": zod.enum(['WORKFLOW_TYPE_STANDARD', 'WORKFLOW_TYPE_CHAT']).describe('The kind of workflow: a standard workflow (input → nodes → output) or a chat workflow that keeps the conversation context between calls.'),
  "createdBy": zod.object({
  "id": zod.string().max(moveWorkflowItemsResponseItemsItemTwoCreatedByIdMax),
  "name": zod.string().max(moveWorkflowItemsResponseItemsItemTwoCreatedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "createdAt": zod.iso.datetime({"offset":true}).max(moveWorkflowItemsResponseItemsItemTwoCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "updatedAt": zod.iso.datetime({"offset":true}).max(moveWorkflowItemsResponseItemsItemTwoUpdatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "versions": zod.array(zod.object({
  "id": zod.string().min(1).max(moveWorkflowItemsResponseItemsItemTwoVersionsItemIdMax).regex(moveWorkflowItemsResponseItemsItemTwoVersionsItemIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().max(moveWorkflowItemsResponseItemsItemTwoVersionsItemNameMax),
  "status": zod.enum(['WORKFLOW_API_STATUS_PUBLISHED', 'WORKFLOW_API_STATUS_UNPUBLISHED']).describe('Whether an API version of the workflow is published.'),
  "workflowVersion": zod.int().min(1).max(moveWorkflowItemsResponseItemsItemTwoVersionsItemWorkflowVersionMax).describe('The saved workflow version (revision) this API version runs (ApiVersion.workflowVersion).'),
  "createdAt": zod.iso.datetime({"offset":true}).max(moveWorkflowItemsResponseItemsItemTwoVersionsItemCreatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).describe('An API version of the workflow, as the workflow list and pickers show it: its name, its status and the saved workflow version (revision) it runs, the number a job runs (Job.workflowVersion).')).max(moveWorkflowItemsResponseItemsItemTwoVersionsMax).describe('Its API versions, newest first.'),
  "published": zod.boolean().describe('True when at least one API version is published.'),
  "latestVersion": zod.object({
  "id": zod.string().min(1).max(moveWorkflowItemsResponseItemsItemTwoLatestVersionIdMax).regex(moveWorkflowItemsResponseItemsItemTwoLatestVersionIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().max(moveWorkflowItemsResponseItemsItemTwoLatestVersionNameMax),
  "status": zod.enum(['WORKFLOW_API_STATUS_PUBLISHED', 'WORKFLOW_API_STATUS_UNPUBLISHED']).describe('Whether an API version of the workflow is published.'),
  "workflowVersion": zod.int().min(1).max(moveWorkflowItemsResponseItemsItemTwoLatestVersionWorkflowVersionMax).describe('The saved workflow version (revision) this API version runs (ApiVersion.workflowVersion).'),
  "createdAt": zod.iso.datetime({"offset":true}).max(moveWorkflowItemsResponseItemsItemTwoLatestVersionCreatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).optional().describe('The newest API version; absent when the workflow was never published as an API.')
}).describe('A workflow of the project (its graph is read and saved separately).')]).describe('An entry of a folder listing, a folder or a workflow (discriminated by itemType).')).max(moveWorkflowItemsResponseItemsMax)
}).describe('The moved items as they are now.')

/**
 * Creates a folder in a parent folder (the root when absent). The name is required ('Please enter a folder name') and unique among its siblings (409 'A folder with this name already exists').
 * @summary Create a folder
 */
export const createWorkflowFolderPathProjectIdMax = 64;


export const createWorkflowFolderPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const CreateWorkflowFolderParams = zod.object({
  "projectId": zod.string().min(1).max(createWorkflowFolderPathProjectIdMax).regex(createWorkflowFolderPathProjectIdRegExp).describe('The project.')
})

export const createWorkflowFolderHeaderIdpMax = 64;

export const createWorkflowFolderHeaderAiwTenantIdMax = 64;


export const createWorkflowFolderHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const CreateWorkflowFolderHeader = zod.object({
  "idp": zod.string().min(1).max(createWorkflowFolderHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(createWorkflowFolderHeaderAiwTenantIdMax).regex(createWorkflowFolderHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const createWorkflowFolderBodyNameMax = 100;


export const createWorkflowFolderBodyNameRegExp = new RegExp('^[^/]+$');
export const createWorkflowFolderBodyParentIdMax = 64;


export const createWorkflowFolderBodyParentIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const CreateWorkflowFolderBody = zod.strictObject({
  "name": zod.string().min(1).max(createWorkflowFolderBodyNameMax).regex(createWorkflowFolderBodyNameRegExp).describe('A folder\'s name. Required (\'Please enter a folder name\'); it cannot contain \'/\'.'),
  "parentId": zod.string().min(1).max(createWorkflowFolderBodyParentIdMax).regex(createWorkflowFolderBodyParentIdRegExp).optional().describe('The folder to create it in; the root when absent.')
}).describe('A new folder. The name is required (\'Please enter a folder name\').')

export const createWorkflowFolderResponseIdMax = 64;


export const createWorkflowFolderResponseIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const createWorkflowFolderResponseNameMax = 100;


export const createWorkflowFolderResponseNameRegExp = new RegExp('^[^/]+$');
export const createWorkflowFolderResponseParentIdMax = 64;


export const createWorkflowFolderResponseParentIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const createWorkflowFolderResponsePathMax = 2000;


export const createWorkflowFolderResponsePathRegExp = new RegExp('^');
export const createWorkflowFolderResponseItemCountMin = 0;
export const createWorkflowFolderResponseItemCountMax = 1000000;

export const createWorkflowFolderResponseCreatedByIdMax = 64;

export const createWorkflowFolderResponseCreatedByNameMax = 200;

export const createWorkflowFolderResponseCreatedAtMax = 40;

export const createWorkflowFolderResponseUpdatedAtMax = 40;



export const CreateWorkflowFolderResponse = zod.object({
  "itemType": zod.enum(['WORKFLOW_ITEM_TYPE_FOLDER']).describe('Always WORKFLOW_ITEM_TYPE_FOLDER.'),
  "id": zod.string().min(1).max(createWorkflowFolderResponseIdMax).regex(createWorkflowFolderResponseIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().min(1).max(createWorkflowFolderResponseNameMax).regex(createWorkflowFolderResponseNameRegExp).describe('A folder\'s name. Required (\'Please enter a folder name\'); it cannot contain \'/\'.'),
  "parentId": zod.string().min(1).max(createWorkflowFolderResponseParentIdMax).regex(createWorkflowFolderResponseParentIdRegExp).optional().describe('The folder it is in; absent at the root.'),
  "path": zod.string().max(createWorkflowFolderResponsePathMax).regex(createWorkflowFolderResponsePathRegExp).describe('Where a folder sits: the names of the folders from the root down, each after a \'/\'. The root is \'/\'.'),
  "itemCount": zod.int().min(createWorkflowFolderResponseItemCountMin).max(createWorkflowFolderResponseItemCountMax).describe('How many folders and workflows it holds directly.'),
  "createdBy": zod.object({
  "id": zod.string().max(createWorkflowFolderResponseCreatedByIdMax),
  "name": zod.string().max(createWorkflowFolderResponseCreatedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "createdAt": zod.iso.datetime({"offset":true}).max(createWorkflowFolderResponseCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "updatedAt": zod.iso.datetime({"offset":true}).max(createWorkflowFolderResponseUpdatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).describe('A folder of workflows. Folders nest without a depth limit; the root has no id.')

/**
 * The folder with its path and item count.
 * @summary One folder
 */
export const getWorkflowFolderPathProjectIdMax = 64;


export const getWorkflowFolderPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getWorkflowFolderPathFolderIdMax = 64;


export const getWorkflowFolderPathFolderIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const GetWorkflowFolderParams = zod.object({
  "projectId": zod.string().min(1).max(getWorkflowFolderPathProjectIdMax).regex(getWorkflowFolderPathProjectIdRegExp).describe('The project.'),
  "folderId": zod.string().min(1).max(getWorkflowFolderPathFolderIdMax).regex(getWorkflowFolderPathFolderIdRegExp).describe('The folder.')
})

export const getWorkflowFolderHeaderIdpMax = 64;

export const getWorkflowFolderHeaderAiwTenantIdMax = 64;


export const getWorkflowFolderHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const GetWorkflowFolderHeader = zod.object({
  "idp": zod.string().min(1).max(getWorkflowFolderHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(getWorkflowFolderHeaderAiwTenantIdMax).regex(getWorkflowFolderHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const getWorkflowFolderResponseIdMax = 64;


export const getWorkflowFolderResponseIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getWorkflowFolderResponseNameMax = 100;


export const getWorkflowFolderResponseNameRegExp = new RegExp('^[^/]+$');
export const getWorkflowFolderResponseParentIdMax = 64;


export const getWorkflowFolderResponseParentIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getWorkflowFolderResponsePathMax = 2000;


export const getWorkflowFolderResponsePathRegExp = new RegExp('^');
export const getWorkflowFolderResponseItemCountMin = 0;
export const getWorkflowFolderResponseItemCountMax = 1000000;

export const getWorkflowFolderResponseCreatedByIdMax = 64;

export const getWorkflowFolderResponseCreatedByNameMax = 200;

export const getWorkflowFolderResponseCreatedAtMax = 40;

export const getWorkflowFolderResponseUpdatedAtMax = 40;



export const GetWorkflowFolderResponse = zod.object({
  "itemType": zod.enum(['WORKFLOW_ITEM_TYPE_FOLDER']).describe('Always WORKFLOW_ITEM_TYPE_FOLDER.'),
  "id": zod.string().min(1).max(getWorkflowFolderResponseIdMax).regex(getWorkflowFolderResponseIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().min(1).max(getWorkflowFolderResponseNameMax).regex(getWorkflowFolderResponseNameRegExp).describe('A folder\'s name. Required (\'Please enter a folder name\'); it cannot contain \'/\'.'),
  "parentId": zod.string().min(1).max(getWorkflowFolderResponseParentIdMax).regex(getWorkflowFolderResponseParentIdRegExp).optional().describe('The folder it is in; absent at the root.'),
  "path": zod.string().max(getWorkflowFolderResponsePathMax).regex(getWorkflowFolderResponsePathRegExp).describe('Where a folder sits: the names of the folders from the root down, each after a \'/\'. The root is \'/\'.'),
  "itemCount": zod.int().min(getWorkflowFolderResponseItemCountMin).max(getWorkflowFolderResponseItemCountMax).describe('How many folders and workflows it holds directly.'),
  "createdBy": zod.object({
  "id": zod.string().max(getWorkflowFolderResponseCreatedByIdMax),
  "name": zod.string().max(getWorkflowFolderResponseCreatedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "createdAt": zod.iso.datetime({"offset":true}).max(getWorkflowFolderResponseCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "updatedAt": zod.iso.datetime({"offset":true}).max(getWorkflowFolderResponseUpdatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).describe('A folder of workflows. Folders nest without a depth limit; the root has no id.')

/**
 * Renames the folder. The name is required ('Please enter a folder name') and unique among its siblings (409).
 * @summary Rename a folder
 */
export const updateWorkflowFolderPathProjectIdMax = 64;


export const updateWorkflowFolderPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const updateWorkflowFolderPathFolderIdMax = 64;


export const updateWorkflowFolderPathFolderIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const UpdateWorkflowFolderParams = zod.object({
  "projectId": zod.string().min(1).max(updateWorkflowFolderPathProjectIdMax).regex(updateWorkflowFolderPathProjectIdRegExp).describe('The project.'),
  "folderId": zod.string().min(1).max(updateWorkflowFolderPathFolderIdMax).regex(updateWorkflowFolderPathFolderIdRegExp).describe('The folder.')
})

export const updateWorkflowFolderHeaderIdpMax = 64;

export const updateWorkflowFolderHeaderAiwTenantIdMax = 64;


export const updateWorkflowFolderHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const UpdateWorkflowFolderHeader = zod.object({
  "idp": zod.string().min(1).max(updateWorkflowFolderHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(updateWorkflowFolderHeaderAiwTenantIdMax).regex(updateWorkflowFolderHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const updateWorkflowFolderBodyNameMax = 100;


export const updateWorkflowFolderBodyNameRegExp = new RegExp('^[^/]+$');


export const UpdateWorkflowFolderBody = zod.strictObject({
  "name": zod.string().min(1).max(updateWorkflowFolderBodyNameMax).regex(updateWorkflowFolderBodyNameRegExp).describe('A folder\'s name. Required (\'Please enter a folder name\'); it cannot contain \'/\'.')
}).describe('Renames a folder.')

export const updateWorkflowFolderResponseIdMax = 64;


export const updateWorkflowFolderResponseIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const updateWorkflowFolderResponseNameMax = 100;


export const updateWorkflowFolderResponseNameRegExp = new RegExp('^[^/]+$');
export const updateWorkflowFolderResponseParentIdMax = 64;


export const updateWorkflowFolderResponseParentIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const updateWorkflowFolderResponsePathMax = 2000;


export const updateWorkflowFolderResponsePathRegExp = new RegExp('^');
export const updateWorkflowFolderResponseItemCountMin = 0;
export const updateWorkflowFolderResponseItemCountMax = 1000000;

export const updateWorkflowFolderResponseCreatedByIdMax = 64;

export const updateWorkflowFolderResponseCreatedByNameMax = 200;

export const updateWorkflowFolderResponseCreatedAtMax = 40;

export const updateWorkflowFolderResponseUpdatedAtMax = 40;



export const UpdateWorkflowFolderResponse = zod.object({
  "itemType": zod.enum(['WORKFLOW_ITEM_TYPE_FOLDER']).describe('Always WORKFLOW_ITEM_TYPE_FOLDER.'),
  "id": zod.string().min(1).max(updateWorkflowFolderResponseIdMax).regex(updateWorkflowFolderResponseIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().min(1).max(updateWorkflowFolderResponseNameMax).regex(updateWorkflowFolderResponseNameRegExp).describe('A folder\'s name. Required (\'Please enter a folder name\'); it cannot contain \'/\'.'),
  "parentId": zod.string().min(1).max(updateWorkflowFolderResponseParentIdMax).regex(updateWorkflowFolderResponseParentIdRegExp).optional().describe('The folder it is in; absent at the root.'),
  "path": zod.string().max(updateWorkflowFolderResponsePathMax).regex(updateWorkflowFolderResponsePathRegExp).describe('Where a folder sits: the names of the folders from the root down, each after a \'/\'. The root is \'/\'.'),
  "itemCount": zod.int().min(updateWorkflowFolderResponseItemCountMin).max(updateWorkflowFolderResponseItemCountMax).describe('How many folders and workflows it holds directly.'),
  "createdBy": zod.object({
  "id": zod.string().max(updateWorkflowFolderResponseCreatedByIdMax),
  "name": zod.string().max(updateWorkflowFolderResponseCreatedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "createdAt": zod.iso.datetime({"offset":true}).max(updateWorkflowFolderResponseCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "updatedAt": zod.iso.datetime({"offset":true}).max(updateWorkflowFolderResponseUpdatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).describe('A folder of workflows. Folders nest without a depth limit; the root has no id.')

/**
 * Deletes the folder with every folder and workflow in it.
 * @summary Delete a folder and its content
 */
export const deleteWorkflowFolderPathProjectIdMax = 64;


export const deleteWorkflowFolderPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const deleteWorkflowFolderPathFolderIdMax = 64;


export const deleteWorkflowFolderPathFolderIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const DeleteWorkflowFolderParams = zod.object({
  "projectId": zod.string().min(1).max(deleteWorkflowFolderPathProjectIdMax).regex(deleteWorkflowFolderPathProjectIdRegExp).describe('The project.'),
  "folderId": zod.string().min(1).max(deleteWorkflowFolderPathFolderIdMax).regex(deleteWorkflowFolderPathFolderIdRegExp).describe('The folder.')
})

export const deleteWorkflowFolderHeaderIdpMax = 64;

export const deleteWorkflowFolderHeaderAiwTenantIdMax = 64;


export const deleteWorkflowFolderHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const DeleteWorkflowFolderHeader = zod.object({
  "idp": zod.string().min(1).max(deleteWorkflowFolderHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(deleteWorkflowFolderHeaderAiwTenantIdMax).regex(deleteWorkflowFolderHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const DeleteWorkflowFolderResponse = zod.void()

/**
 * Creates a workflow in a folder (the root when absent). Empty, it gets a start node and an end node; with copyFromWorkflowId it gets a copy of that workflow's graph. The name is required ('Please enter a workflow name').
 * @summary Create a workflow, empty or as a copy
 */
export const createWorkflowPathProjectIdMax = 64;


export const createWorkflowPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const CreateWorkflowParams = zod.object({
  "projectId": zod.string().min(1).max(createWorkflowPathProjectIdMax).regex(createWorkflowPathProjectIdRegExp).describe('The project.')
})

export const createWorkflowHeaderIdpMax = 64;

export const createWorkflowHeaderAiwTenantIdMax = 64;


export const createWorkflowHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const CreateWorkflowHeader = zod.object({
  "idp": zod.string().min(1).max(createWorkflowHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(createWorkflowHeaderAiwTenantIdMax).regex(createWorkflowHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const createWorkflowBodyNameMax = 100;

export const createWorkflowBodyDescriptionMax = 500;

export const createWorkflowBodyFolderIdMax = 64;


export const createWorkflowBodyFolderIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const createWorkflowBodyCopyFromWorkflowIdMax = 64;


export const createWorkflowBodyCopyFromWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const createWorkflowBodyStartNodeTitleMax = 50;

export const createWorkflowBodyEndNodeTitleMax = 50;



export const CreateWorkflowBody = zod.strictObject({
  "name": zod.string().min(1).max(createWorkflowBodyNameMax).describe('A workflow\'s name. Required (\'Please enter a workflow name\').'),
  "description": zod.string().max(createWorkflowBodyDescriptionMax).optional(),
  "folderId": zod.string().min(1).max(createWorkflowBodyFolderIdMax).regex(createWorkflowBodyFolderIdRegExp).optional().describe('The folder to create it in; the root when absent.'),
  "type": zod.enum(['WORKFLOW_TYPE_STANDARD', 'WORKFLOW_TYPE_CHAT']).optional().describe('The kind of workflow: a standard workflow (input → nodes → output) or a chat workflow that keeps the conversation context between calls.'),
  "copyFromWorkflowId": zod.string().min(1).max(createWorkflowBodyCopyFromWorkflowIdMax).regex(createWorkflowBodyCopyFromWorkflowIdRegExp).optional().describe('Copy this workflow\'s graph (and type) instead of starting empty.'),
  "startNodeTitle": zod.string().max(createWorkflowBodyStartNodeTitleMax).optional().describe('The title of an empty workflow\'s start node, in the creating user\'s language (the client\'s translation); \'開始\' when absent. Ignored with copyFromWorkflowId.'),
  "endNodeTitle": zod.string().max(createWorkflowBodyEndNodeTitleMax).optional().describe('The title of an empty workflow\'s end node, in the creating user\'s language (the client\'s translation); \'終了\' when absent. Ignored with copyFromWorkflowId.')
}).describe('A new workflow, empty (a start and an end node) or, with copyFromWorkflowId, a copy of another workflow\'s graph. The name is required (\'Please enter a workflow name\').')

export const createWorkflowResponseIdMax = 64;


export const createWorkflowResponseIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const createWorkflowResponseNameMax = 100;

export const createWorkflowResponseDescriptionMax = 500;

export const createWorkflowResponseFolderIdMax = 64;


export const createWorkflowResponseFolderIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const createWorkflowResponseFolderPathMax = 2000;


export const createWorkflowResponseFolderPathRegExp = new RegExp('^');
export const createWorkflowResponseCreatedByIdMax = 64;

export const createWorkflowResponseCreatedByNameMax = 200;

export const createWorkflowResponseCreatedAtMax = 40;

export const createWorkflowResponseUpdatedAtMax = 40;

export const createWorkflowResponseVersionsItemIdMax = 64;


export const createWorkflowResponseVersionsItemIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const createWorkflowResponseVersionsItemNameMax = 50;

export const createWorkflowResponseVersionsItemWorkflowVersionMax = 100000;

export const createWorkflowResponseVersionsItemCreatedAtMax = 40;

export const createWorkflowResponseVersionsMax = 100;

export const createWorkflowResponseLatestVersionIdMax = 64;


export const createWorkflowResponseLatestVersionIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const createWorkflowResponseLatestVersionNameMax = 50;

export const createWorkflowResponseLatestVersionWorkflowVersionMax = 100000;

export const createWorkflowResponseLatestVersionCreatedAtMax = 40;



export const CreateWorkflowResponse = zod.object({
  "itemType": zod.enum(['WORKFLOW_ITEM_TYPE_WORKFLOW']).describe('Always WORKFLOW_ITEM_TYPE_WORKFLOW.'),
  "id": zod.string().min(1).max(createWorkflowResponseIdMax).regex(createWorkflowResponseIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().min(1).max(createWorkflowResponseNameMax).describe('A workflow\'s name. Required (\'Please enter a workflow name\').'),
  "description": zod.string().max(createWorkflowResponseDescriptionMax).optional(),
  "folderId": zod.string().min(1).max(createWorkflowResponseFolderIdMax).regex(createWorkflowResponseFolderIdRegExp).optional().describe('The folder it is in; absent at the root.'),
  "folderPath": zod.string().max(createWorkflowResponseFolderPathMax).regex(createWorkflowResponseFolderPathRegExp).describe('Where a folder sits: the names of the folders from the root down, each after a \'/\'. The root is \'/\'.'),
  "type": zod.enum(['WORKFLOW_TYPE_STANDARD', 'WORKFLOW_TYPE_CHAT']).describe('The kind of workflow: a standard workflow (input → nodes → output) or a chat workflow that keeps the conversation context between calls.'),
  "createdBy": zod.object({
  "id": zod.string().max(createWorkflowResponseCreatedByIdMax),
  "name": zod.string().max(createWorkflowResponseCreatedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "createdAt": zod.iso.datetime({"offset":true}).max(createWorkflowResponseCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "updatedAt": zod.iso.datetime({"offset":true}).max(createWorkflowResponseUpdatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "versions": zod.array(zod.object({
  "id": zod.string().min(1).max(createWorkflowResponseVersionsItemIdMax).regex(createWorkflowResponseVersionsItemIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().max(createWorkflowResponseVersionsItemNameMax),
  "status": zod.enum(['WORKFLOW_API_STATUS_PUBLISHED', 'WORKFLOW_API_STATUS_UNPUBLISHED']).describe('Whether an API version of the workflow is published.'),
  "workflowVersion": zod.int().min(1).max(createWorkflowResponseVersionsItemWorkflowVersionMax).describe('The saved workflow version (revision) this API version runs (ApiVersion.workflowVersion).'),
  "createdAt": zod.iso.datetime({"offset":true}).max(createWorkflowResponseVersionsItemCreatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).describe('An API version of the workflow, as the workflow list and pickers show it: its name, its status and the saved workflow version (revision) it runs, the number a job runs (Job.workflowVersion).')).max(createWorkflowResponseVersionsMax).describe('Its API versions, newest first.'),
  "published": zod.boolean().describe('True when at least one API version is published.'),
  "latestVersion": zod.object({
  "id": zod.string().min(1).max(createWorkflowResponseLatestVersionIdMax).regex(createWorkflowResponseLatestVersionIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().max(createWorkflowResponseLatestVersionNameMax),
  "status": zod.enum(['WORKFLOW_API_STATUS_PUBLISHED', 'WORKFLOW_API_STATUS_UNPUBLISHED']).describe('Whether an API version of the workflow is published.'),
  "workflowVersion": zod.int().min(1).max(createWorkflowResponseLatestVersionWorkflowVersionMax).describe('The saved workflow version (revision) this API version runs (ApiVersion.workflowVersion).'),
  "createdAt": zod.iso.datetime({"offset":true}).max(createWorkflowResponseLatestVersionCreatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).optional().describe('The newest API version; absent when the workflow was never published as an API.')
}).describe('A workflow of the project (its graph is read and saved separately).')

/**
 * Every folder (with parentId) and every workflow (with folderId) of the project, for the hierarchy view; the client builds the tree.
 * @summary The project's folder tree
 */
export const getWorkflowHierarchyPathProjectIdMax = 64;


export const getWorkflowHierarchyPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const GetWorkflowHierarchyParams = zod.object({
  "projectId": zod.string().min(1).max(getWorkflowHierarchyPathProjectIdMax).regex(getWorkflowHierarchyPathProjectIdRegExp).describe('The project.')
})

export const getWorkflowHierarchyHeaderIdpMax = 64;

export const getWorkflowHierarchyHeaderAiwTenantIdMax = 64;


export const getWorkflowHierarchyHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const GetWorkflowHierarchyHeader = zod.object({
  "idp": zod.string().min(1).max(getWorkflowHierarchyHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(getWorkflowHierarchyHeaderAiwTenantIdMax).regex(getWorkflowHierarchyHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const getWorkflowHierarchyResponseFoldersItemIdMax = 64;


export const getWorkflowHierarchyResponseFoldersItemIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getWorkflowHierarchyResponseFoldersItemNameMax = 100;


export const getWorkflowHierarchyResponseFoldersItemNameRegExp = new RegExp('^[^/]+$');
export const getWorkflowHierarchyResponseFoldersItemParentIdMax = 64;


export const getWorkflowHierarchyResponseFoldersItemParentIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getWorkflowHierarchyResponseFoldersItemPathMax = 2000;


export const getWorkflowHierarchyResponseFoldersItemPathRegExp = new RegExp('^');
export const getWorkflowHierarchyResponseFoldersItemItemCountMin = 0;
export const getWorkflowHierarchyResponseFoldersItemItemCountMax = 1000000;

export const getWorkflowHierarchyResponseFoldersItemCreatedByIdMax = 64;

export const getWorkflowHierarchyResponseFoldersItemCreatedByNameMax = 200;

export const getWorkflowHierarchyResponseFoldersItemCreatedAtMax = 40;

export const getWorkflowHierarchyResponseFoldersItemUpdatedAtMax = 40;

export const getWorkflowHierarchyResponseFoldersMax = 1000;

export const getWorkflowHierarchyResponseWorkflowsItemIdMax = 64;


export const getWorkflowHierarchyResponseWorkflowsItemIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getWorkflowHierarchyResponseWorkflowsItemNameMax = 100;

export const getWorkflowHierarchyResponseWorkflowsItemFolderIdMax = 64;


export const getWorkflowHierarchyResponseWorkflowsItemFolderIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getWorkflowHierarchyResponseWorkflowsItemUpdatedAtMax = 40;

export const getWorkflowHierarchyResponseWorkflowsMax = 5000;



export const GetWorkflowHierarchyResponse = zod.object({
  "folders": zod.array(zod.object({
  "itemType": zod.enum(['WORKFLOW_ITEM_TYPE_FOLDER']).describe('Always WORKFLOW_ITEM_TYPE_FOLDER.'),
  "id": zod.string().min(1).max(getWorkflowHierarchyResponseFoldersItemIdMax).regex(getWorkflowHierarchyResponseFoldersItemIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().min(1).max(getWorkflowHierarchyResponseFoldersItemNameMax).regex(getWorkflowHierarchyResponseFoldersItemNameRegExp).describe('A folder\'s name. Required (\'Please enter a folder name\'); it cannot contain \'/\'.'),
  "parentId": zod.string().min(1).max(getWorkflowHierarchyResponseFoldersItemParentIdMax).regex(getWorkflowHierarchyResponseFoldersItemParentIdRegExp).optional().describe('The folder it is in; absent at the root.'),
  "path": zod.string().max(getWorkflowHierarchyResponseFoldersItemPathMax).regex(getWorkflowHierarchyResponseFoldersItemPathRegExp).describe('Where a folder sits: the names of the folders from the root down, each after a \'/\'. The root is \'/\'.'),
  "itemCount": zod.int().min(getWorkflowHierarchyResponseFoldersItemItemCountMin).max(getWorkflowHierarchyResponseFoldersItemItemCountMax).describe('How many folders and workflows it holds directly.'),
  "createdBy": zod.object({
  "id": zod.string().max(getWorkflowHierarchyResponseFoldersItemCreatedByIdMax),
  "name": zod.string().max(getWorkflowHierarchyResponseFoldersItemCreatedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "createdAt": zod.iso.datetime({"offset":true}).max(getWorkflowHierarchyResponseFoldersItemCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "updatedAt": zod.iso.datetime({"offset":true}).max(getWorkflowHierarchyResponseFoldersItemUpdatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).describe('A folder of workflows. Folders nest without a depth limit; the root has no id.')).max(getWorkflowHierarchyResponseFoldersMax),
  "workflows": zod.array(zod.object({
  "id": zod.string().min(1).max(getWorkflowHierarchyResponseWorkflowsItemIdMax).regex(getWorkflowHierarchyResponseWorkflowsItemIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().min(1).max(getWorkflowHierarchyResponseWorkflowsItemNameMax).describe('A workflow\'s name. Required (\'Please enter a workflow name\').'),
  "folderId": zod.string().min(1).max(getWorkflowHierarchyResponseWorkflowsItemFolderIdMax).regex(getWorkflowHierarchyResponseWorkflowsItemFolderIdRegExp).optional().describe('Its folder; absent at the root.'),
  "type": zod.enum(['WORKFLOW_TYPE_STANDARD', 'WORKFLOW_TYPE_CHAT']).describe('The kind of workflow: a standard workflow (input → nodes → output) or a chat workflow that keeps the conversation context between calls.'),
  "published": zod.boolean(),
  "updatedAt": zod.iso.datetime({"offset":true}).max(getWorkflowHierarchyResponseWorkflowsItemUpdatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).describe('A workflow as the hierarchy view shows it.')).max(getWorkflowHierarchyResponseWorkflowsMax)
}).describe('The project\'s whole folder tree for the hierarchy view, flat: every folder with its parentId and every workflow with its folderId (absent = at the root). The client builds the tree.')

/**
 * One page of the project's workflows by name, with their published API versions and their start and end node variables, for the pickers of jobs, tools and the workflow node. With publishedOnly=true only workflows with a published API version.
 * @summary List workflows for pickers
 */
export const listWorkflowsForSelectionPathProjectIdMax = 64;


export const listWorkflowsForSelectionPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const ListWorkflowsForSelectionParams = zod.object({
  "projectId": zod.string().min(1).max(listWorkflowsForSelectionPathProjectIdMax).regex(listWorkflowsForSelectionPathProjectIdRegExp).describe('The project.')
})

export const listWorkflowsForSelectionQueryPageDefault = 1;
export const listWorkflowsForSelectionQueryPageMax = 100000;

export const listWorkflowsForSelectionQueryPageSizeDefault = 10;
export const listWorkflowsForSelectionQueryPageSizeMin = 10;
export const listWorkflowsForSelectionQueryPageSizeMax = 100;

export const listWorkflowsForSelectionQueryNameMax = 200;

export const listWorkflowsForSelectionQueryPublishedOnlyDefault = false;

export const ListWorkflowsForSelectionQueryParams = zod.object({
  "page": zod.int().min(1).max(listWorkflowsForSelectionQueryPageMax).default(listWorkflowsForSelectionQueryPageDefault).describe('1-based page number (at most 100000, so that the largest list, 1,000,000 items, is reachable at the smallest page size).'),
  "pageSize": zod.int().min(listWorkflowsForSelectionQueryPageSizeMin).max(listWorkflowsForSelectionQueryPageSizeMax).default(listWorkflowsForSelectionQueryPageSizeDefault).describe('Items per page (at least 10).'),
  "name": zod.string().max(listWorkflowsForSelectionQueryNameMax).optional().describe('Keep only items whose name contains this text (case-insensitive).'),
  "publishedOnly": zod.boolean().default(listWorkflowsForSelectionQueryPublishedOnlyDefault).describe('Only workflows with at least one published API version.')
})

export const listWorkflowsForSelectionHeaderIdpMax = 64;

export const listWorkflowsForSelectionHeaderAiwTenantIdMax = 64;


export const listWorkflowsForSelectionHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const ListWorkflowsForSelectionHeader = zod.object({
  "idp": zod.string().min(1).max(listWorkflowsForSelectionHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(listWorkflowsForSelectionHeaderAiwTenantIdMax).regex(listWorkflowsForSelectionHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const listWorkflowsForSelectionResponseOneTotalCountMin = 0;
export const listWorkflowsForSelectionResponseOneTotalCountMax = 1000000;

export const listWorkflowsForSelectionResponseOnePageMax = 100000;

export const listWorkflowsForSelectionResponseOnePageSizeMin = 10;
export const listWorkflowsForSelectionResponseOnePageSizeMax = 100;

export const listWorkflowsForSelectionResponseTwoItemsItemIdMax = 64;


export const listWorkflowsForSelectionResponseTwoItemsItemIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const listWorkflowsForSelectionResponseTwoItemsItemNameMax = 100;

export const listWorkflowsForSelectionResponseTwoItemsItemFolderPathMax = 2000;


export const listWorkflowsForSelectionResponseTwoItemsItemFolderPathRegExp = new RegExp('^');
export const listWorkflowsForSelectionResponseTwoItemsItemVersionsItemIdMax = 64;


export const listWorkflowsForSelectionResponseTwoItemsItemVersionsItemIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const listWorkflowsForSelectionResponseTwoItemsItemVersionsItemNameMax = 50;

export const listWorkflowsForSelectionResponseTwoItemsItemVersionsItemWorkflowVersionMax = 100000;

export const listWorkflowsForSelectionResponseTwoItemsItemVersionsItemCreatedAtMax = 40;

export const listWorkflowsForSelectionResponseTwoItemsItemVersionsMax = 100;

export const listWorkflowsForSelectionResponseTwoItemsItemStartVariablesItemNameMax = 64;

export const listWorkflowsForSelectionResponseTwoItemsItemStartVariablesMax = 100;

export const listWorkflowsForSelectionResponseTwoItemsItemEndVariablesItemNameMax = 64;

export const listWorkflowsForSelectionResponseTwoItemsItemEndVariablesMax = 100;

export const listWorkflowsForSelectionResponseTwoItemsMax = 100;



export const ListWorkflowsForSelectionResponse = zod.object({
  "totalCount": zod.int().min(listWorkflowsForSelectionResponseOneTotalCountMin).max(listWorkflowsForSelectionResponseOneTotalCountMax).describe('How many items match, over all pages (a list holds at most 1,000,000).'),
  "page": zod.int().min(1).max(listWorkflowsForSelectionResponseOnePageMax).describe('The page answered (1-based).'),
  "pageSize": zod.int().min(listWorkflowsForSelectionResponseOnePageSizeMin).max(listWorkflowsForSelectionResponseOnePageSizeMax).describe('Items per page.')
}).describe('The paging fields every list answer carries beside its items.').and(zod.object({
  "items": zod.array(zod.object({
  "id": zod.string().min(1).max(listWorkflowsForSelectionResponseTwoItemsItemIdMax).regex(listWorkflowsForSelectionResponseTwoItemsItemIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().min(1).max(listWorkflowsForSelectionResponseTwoItemsItemNameMax).describe('A workflow\'s name. Required (\'Please enter a workflow name\').'),
  "folderPath": zod.string().max(listWorkflowsForSelectionResponseTwoItemsItemFolderPathMax).regex(listWorkflowsForSelectionResponseTwoItemsItemFolderPathRegExp).describe('Where a folder sits: the names of the folders from the root down, each after a \'/\'. The root is \'/\'.'),
  "published": zod.boolean(),
  "versions": zod.array(zod.object({
  "id": zod.string().min(1).max(listWorkflowsForSelectionResponseTwoItemsItemVersionsItemIdMax).regex(listWorkflowsForSelectionResponseTwoItemsItemVersionsItemIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().max(listWorkflowsForSelectionResponseTwoItemsItemVersionsItemNameMax),
  "status": zod.enum(['WORKFLOW_API_STATUS_PUBLISHED', 'WORKFLOW_API_STATUS_UNPUBLISHED']).describe('Whether an API version of the workflow is published.'),
  "workflowVersion": zod.int().min(1).max(listWorkflowsForSelectionResponseTwoItemsItemVersionsItemWorkflowVersionMax).describe('The saved workflow version (revision) this API version runs (ApiVersion.workflowVersion).'),
  "createdAt": zod.iso.datetime({"offset":true}).max(listWorkflowsForSelectionResponseTwoItemsItemVersionsItemCreatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).describe('An API version of the workflow, as the workflow list and pickers show it: its name, its status and the saved workflow version (revision) it runs, the number a job runs (Job.workflowVersion).')).max(listWorkflowsForSelectionResponseTwoItemsItemVersionsMax).describe('Its published API versions, newest first.'),
  "startVariables": zod.array(zod.object({
  "name": zod.string().max(listWorkflowsForSelectionResponseTwoItemsItemStartVariablesItemNameMax)
}).describe('A start-node input or end-node output variable, as pickers show it.')).max(listWorkflowsForSelectionResponseTwoItemsItemStartVariablesMax),
  "endVariables": zod.array(zod.object({
  "name": zod.string().max(listWorkflowsForSelectionResponseTwoItemsItemEndVariablesItemNameMax)
}).describe('A start-node input or end-node output variable, as pickers show it.')).max(listWorkflowsForSelectionResponseTwoItemsItemEndVariablesMax)
}).describe('A workflow as pickers (jobs, tools, the workflow node) show it: its API versions and the variables of its start and end nodes.')).max(listWorkflowsForSelectionResponseTwoItemsMax)
}))

/**
 * The workflow with its folder, versions and published flag.
 * @summary One workflow
 */
export const getWorkflowPathProjectIdMax = 64;


export const getWorkflowPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getWorkflowPathWorkflowIdMax = 64;


export const getWorkflowPathWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const GetWorkflowParams = zod.object({
  "projectId": zod.string().min(1).max(getWorkflowPathProjectIdMax).regex(getWorkflowPathProjectIdRegExp).describe('The project.'),
  "workflowId": zod.string().min(1).max(getWorkflowPathWorkflowIdMax).regex(getWorkflowPathWorkflowIdRegExp).describe('The workflow.')
})

export const getWorkflowHeaderIdpMax = 64;

export const getWorkflowHeaderAiwTenantIdMax = 64;


export const getWorkflowHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const GetWorkflowHeader = zod.object({
  "idp": zod.string().min(1).max(getWorkflowHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(getWorkflowHeaderAiwTenantIdMax).regex(getWorkflowHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const getWorkflowResponseIdMax = 64;


export const getWorkflowResponseIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getWorkflowResponseNameMax = 100;

export const getWorkflowResponseDescriptionMax = 500;

export const getWorkflowResponseFolderIdMax = 64;


export const getWorkflowResponseFolderIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getWorkflowResponseFolderPathMax = 2000;


export const getWorkflowResponseFolderPathRegExp = new RegExp('^');
export const getWorkflowResponseCreatedByIdMax = 64;

export const getWorkflowResponseCreatedByNameMax = 200;

export const getWorkflowResponseCreatedAtMax = 40;

export const getWorkflowResponseUpdatedAtMax = 40;

export const getWorkflowResponseVersionsItemIdMax = 64;


export const getWorkflowResponseVersionsItemIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getWorkflowResponseVersionsItemNameMax = 50;

export const getWorkflowResponseVersionsItemWorkflowVersionMax = 100000;

export const getWorkflowResponseVersionsItemCreatedAtMax = 40;

export const getWorkflowResponseVersionsMax = 100;

export const getWorkflowResponseLatestVersionIdMax = 64;


export const getWorkflowResponseLatestVersionIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getWorkflowResponseLatestVersionNameMax = 50;

export const getWorkflowResponseLatestVersionWorkflowVersionMax = 100000;

export const getWorkflowResponseLatestVersionCreatedAtMax = 40;



export const GetWorkflowResponse = zod.object({
  "itemType": zod.enum(['WORKFLOW_ITEM_TYPE_WORKFLOW']).describe('Always WORKFLOW_ITEM_TYPE_WORKFLOW.'),
  "id": zod.string().min(1).max(getWorkflowResponseIdMax).regex(getWorkflowResponseIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().min(1).max(getWorkflowResponseNameMax).describe('A workflow\'s name. Required (\'Please enter a workflow name\').'),
  "description": zod.string().max(getWorkflowResponseDescriptionMax).optional(),
  "folderId": zod.string().min(1).max(getWorkflowResponseFolderIdMax).regex(getWorkflowResponseFolderIdRegExp).optional().describe('The folder it is in; absent at the root.'),
  "folderPath": zod.string().max(getWorkflowResponseFolderPathMax).regex(getWorkflowResponseFolderPathRegExp).describe('Where a folder sits: the names of the folders from the root down, each after a \'/\'. The root is \'/\'.'),
  "type": zod.enum(['WORKFLOW_TYPE_STANDARD', 'WORKFLOW_TYPE_CHAT']).describe('The kind of workflow: a standard workflow (input → nodes → output) or a chat workflow that keeps the conversation context between calls.'),
  "createdBy": zod.object({
  "id": zod.string().max(getWorkflowResponseCreatedByIdMax),
  "name": zod.string().max(getWorkflowResponseCreatedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "createdAt": zod.iso.datetime({"offset":true}).max(getWorkflowResponseCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "updatedAt": zod.iso.datetime({"offset":true}).max(getWorkflowResponseUpdatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "versions": zod.array(zod.object({
  "id": zod.string().min(1).max(getWorkflowResponseVersionsItemIdMax).regex(getWorkflowResponseVersionsItemIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().max(getWorkflowResponseVersionsItemNameMax),
  "status": zod.enum(['WORKFLOW_API_STATUS_PUBLISHED', 'WORKFLOW_API_STATUS_UNPUBLISHED']).describe('Whether an API version of the workflow is published.'),
  "workflowVersion": zod.int().min(1).max(getWorkflowResponseVersionsItemWorkflowVersionMax).describe('The saved workflow version (revision) this API version runs (ApiVersion.workflowVersion).'),
  "createdAt": zod.iso.datetime({"offset":true}).max(getWorkflowResponseVersionsItemCreatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).describe('An API version of the workflow, as the workflow list and pickers show it: its name, its status and the saved workflow version (revision) it runs, the number a job runs (Job.workflowVersion).')).max(getWorkflowResponseVersionsMax).describe('Its API versions, newest first.'),
  "published": zod.boolean().describe('True when at least one API version is published.'),
  "latestVersion": zod.object({
  "id": zod.string().min(1).max(getWorkflowResponseLatestVersionIdMax).regex(getWorkflowResponseLatestVersionIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().max(getWorkflowResponseLatestVersionNameMax),
  "status": zod.enum(['WORKFLOW_API_STATUS_PUBLISHED', 'WORKFLOW_API_STATUS_UNPUBLISHED']).describe('Whether an API version of the workflow is published.'),
  "workflowVersion": zod.int().min(1).max(getWorkflowResponseLatestVersionWorkflowVersionMax).describe('The saved workflow version (revision) this API version runs (ApiVersion.workflowVersion).'),
  "createdAt": zod.iso.datetime({"offset":true}).max(getWorkflowResponseLatestVersionCreatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).optional().describe('The newest API version; absent when the workflow was never published as an API.')
}).describe('A workflow of the project (its graph is read and saved separately).')

/**
 * Changes the workflow's name or description. The name cannot be blank ('Please enter a workflow name').
 * @summary Rename a workflow
 */
export const updateWorkflowPathProjectIdMax = 64;


export const updateWorkflowPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const updateWorkflowPathWorkflowIdMax = 64;


export const updateWorkflowPathWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const UpdateWorkflowParams = zod.object({
  "projectId": zod.string().min(1).max(updateWorkflowPathProjectIdMax).regex(updateWorkflowPathProjectIdRegExp).describe('The project.'),
  "workflowId": zod.string().min(1).max(updateWorkflowPathWorkflowIdMax).regex(updateWorkflowPathWorkflowIdRegExp).describe('The workflow.')
})

export const updateWorkflowHeaderIdpMax = 64;

export const updateWorkflowHeaderAiwTenantIdMax = 64;


export const updateWorkflowHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const UpdateWorkflowHeader = zod.object({
  "idp": zod.string().min(1).max(updateWorkflowHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(updateWorkflowHeaderAiwTenantIdMax).regex(updateWorkflowHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const updateWorkflowBodyNameMax = 100;

export const updateWorkflowBodyDescriptionMax = 500;



export const UpdateWorkflowBody = zod.strictObject({
  "name": zod.string().min(1).max(updateWorkflowBodyNameMax).optional().describe('A workflow\'s name. Required (\'Please enter a workflow name\').'),
  "description": zod.string().max(updateWorkflowBodyDescriptionMax).optional()
}).describe('Renames a workflow or changes its description.')

export const updateWorkflowResponseIdMax = 64;


export const updateWorkflowResponseIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const updateWorkflowResponseNameMax = 100;

export const updateWorkflowResponseDescriptionMax = 500;

export const updateWorkflowResponseFolderIdMax = 64;


export const updateWorkflowResponseFolderIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const updateWorkflowResponseFolderPathMax = 2000;


export const updateWorkflowResponseFolderPathRegExp = new RegExp('^');
export const updateWorkflowResponseCreatedByIdMax = 64;

export const updateWorkflowResponseCreatedByNameMax = 200;

export const updateWorkflowResponseCreatedAtMax = 40;

export const updateWorkflowResponseUpdatedAtMax = 40;

export const updateWorkflowResponseVersionsItemIdMax = 64;


export const updateWorkflowResponseVersionsItemIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const updateWorkflowResponseVersionsItemNameMax = 50;

export const updateWorkflowResponseVersionsItemWorkflowVersionMax = 100000;

export const updateWorkflowResponseVersionsItemCreatedAtMax = 40;

export const updateWorkflowResponseVersionsMax = 100;

export const updateWorkflowResponseLatestVersionIdMax = 64;


export const updateWorkflowResponseLatestVersionIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const updateWorkflowResponseLatestVersionNameMax = 50;

export const updateWorkflowResponseLatestVersionWorkflowVersionMax = 100000;

export const updateWorkflowResponseLatestVersionCreatedAtMax = 40;



export const UpdateWorkflowResponse = zod.object({
  "itemType": zod.enum(['WORKFLOW_ITEM_TYPE_WORKFLOW']).describe('Always WORKFLOW_ITEM_TYPE_WORKFLOW.'),
  "id": zod.string().min(1).max(updateWorkflowResponseIdMax).regex(updateWorkflowResponseIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().min(1).max(updateWorkflowResponseNameMax).describe('A workflow\'s name. Required (\'Please enter a workflow name\').'),
  "description": zod.string().max(updateWorkflowResponseDescriptionMax).optional(),
  "folderId": zod.string().min(1).max(updateWorkflowResponseFolderIdMax).regex(updateWorkflowResponseFolderIdRegExp).optional().describe('The folder it is in; absent at the root.'),
  "folderPath": zod.string().max(updateWorkflowResponseFolderPathMax).regex(updateWorkflowResponseFolderPathRegExp).describe('Where a folder sits: the names of the folders from the root down, each after a \'/\'. The root is \'/\'.'),
  "type": zod.enum(['WORKFLOW_TYPE_STANDARD', 'WORKFLOW_TYPE_CHAT']).describe('The kind of workflow: a standard workflow (input → nodes → output) or a chat workflow that keeps the conversation context between calls.'),
  "createdBy": zod.object({
  "id": zod.string().max(updateWorkflowResponseCreatedByIdMax),
  "name": zod.string().max(updateWorkflowResponseCreatedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "createdAt": zod.iso.datetime({"offset":true}).max(updateWorkflowResponseCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "updatedAt": zod.iso.datetime({"offset":true}).max(updateWorkflowResponseUpdatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "versions": zod.array(zod.object({
  "id": zod.string().min(1).max(updateWorkflowResponseVersionsItemIdMax).regex(updateWorkflowResponseVersionsItemIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().max(updateWorkflowResponseVersionsItemNameMax),
  "status": zod.enum(['WORKFLOW_API_STATUS_PUBLISHED', 'WORKFLOW_API_STATUS_UNPUBLISHED']).describe('Whether an API version of the workflow is published.'),
  "workflowVersion": zod.int().min(1).max(updateWorkflowResponseVersionsItemWorkflowVersionMax).describe('The saved workflow version (revision) this API version runs (ApiVersion.workflowVersion).'),
  "createdAt": zod.iso.datetime({"offset":true}).max(updateWorkflowResponseVersionsItemCreatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).describe('An API version of the workflow, as the workflow list and pickers show it: its name, its status and the saved workflow version (revision) it runs, the number a job runs (Job.workflowVersion).')).max(updateWorkflowResponseVersionsMax).describe('Its API versions, newest first.'),
  "published": zod.boolean().describe('True when at least one API version is published.'),
  "latestVersion": zod.object({
  "id": zod.string().min(1).max(updateWorkflowResponseLatestVersionIdMax).regex(updateWorkflowResponseLatestVersionIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().max(updateWorkflowResponseLatestVersionNameMax),
  "status": zod.enum(['WORKFLOW_API_STATUS_PUBLISHED', 'WORKFLOW_API_STATUS_UNPUBLISHED']).describe('Whether an API version of the workflow is published.'),
  "workflowVersion": zod.int().min(1).max(updateWorkflowResponseLatestVersionWorkflowVersionMax).describe('The saved workflow version (revision) this API version runs (ApiVersion.workflowVersion).'),
  "createdAt": zod.iso.datetime({"offset":true}).max(updateWorkflowResponseLatestVersionCreatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).optional().describe('The newest API version; absent when the workflow was never published as an API.')
}).describe('A workflow of the project (its graph is read and saved separately).')

/**
 * Deletes the workflow with its graph, edit permission and debug runs.
 * @summary Delete a workflow
 */
export const deleteWorkflowPathProjectIdMax = 64;


export const deleteWorkflowPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const deleteWorkflowPathWorkflowIdMax = 64;


export const deleteWorkflowPathWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const DeleteWorkflowParams = zod.object({
  "projectId": zod.string().min(1).max(deleteWorkflowPathProjectIdMax).regex(deleteWorkflowPathProjectIdRegExp).describe('The project.'),
  "workflowId": zod.string().min(1).max(deleteWorkflowPathWorkflowIdMax).regex(deleteWorkflowPathWorkflowIdRegExp).describe('The workflow.')
})

export const deleteWorkflowHeaderIdpMax = 64;

export const deleteWorkflowHeaderAiwTenantIdMax = 64;


export const deleteWorkflowHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const DeleteWorkflowHeader = zod.object({
  "idp": zod.string().min(1).max(deleteWorkflowHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(deleteWorkflowHeaderAiwTenantIdMax).regex(deleteWorkflowHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const DeleteWorkflowResponse = zod.void()

/**
 * Creates a copy of the workflow and its graph (not its API versions), by default beside it and named after it with ' のコピー'.
 * @summary Duplicate a workflow
 */
export const duplicateWorkflowPathProjectIdMax = 64;


export const duplicateWorkflowPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const duplicateWorkflowPathWorkflowIdMax = 64;


export const duplicateWorkflowPathWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const DuplicateWorkflowParams = zod.object({
  "projectId": zod.string().min(1).max(duplicateWorkflowPathProjectIdMax).regex(duplicateWorkflowPathProjectIdRegExp).describe('The project.'),
  "workflowId": zod.string().min(1).max(duplicateWorkflowPathWorkflowIdMax).regex(duplicateWorkflowPathWorkflowIdRegExp).describe('The workflow.')
})

export const duplicateWorkflowHeaderIdpMax = 64;

export const duplicateWorkflowHeaderAiwTenantIdMax = 64;


export const duplicateWorkflowHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const DuplicateWorkflowHeader = zod.object({
  "idp": zod.string().min(1).max(duplicateWorkflowHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(duplicateWorkflowHeaderAiwTenantIdMax).regex(duplicateWorkflowHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const duplicateWorkflowBodyNameMax = 100;

export const duplicateWorkflowBodyFolderIdMax = 64;


export const duplicateWorkflowBodyFolderIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const DuplicateWorkflowBody = zod.strictObject({
  "name": zod.string().min(1).max(duplicateWorkflowBodyNameMax).optional().describe('A workflow\'s name. Required (\'Please enter a workflow name\').'),
  "folderId": zod.string().min(1).max(duplicateWorkflowBodyFolderIdMax).regex(duplicateWorkflowBodyFolderIdRegExp).optional().describe('An opaque identifier.')
}).describe('Options of a duplicate. Without a name the copy is named after the original with \' のコピー\' / \' (copy)\' (cut to 100 characters); without folderId it lands in the original\'s folder.')

export const duplicateWorkflowResponseIdMax = 64;


export const duplicateWorkflowResponseIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const duplicateWorkflowResponseNameMax = 100;

export const duplicateWorkflowResponseDescriptionMax = 500;

export const duplicateWorkflowResponseFolderIdMax = 64;


export const duplicateWorkflowResponseFolderIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const duplicateWorkflowResponseFolderPathMax = 2000;


export const duplicateWorkflowResponseFolderPathRegExp = new RegExp('^');
export const duplicateWorkflowResponseCreatedByIdMax = 64;

export const duplicateWorkflowResponseCreatedByNameMax = 200;

export const duplicateWorkflowResponseCreatedAtMax = 40;

export const duplicateWorkflowResponseUpdatedAtMax = 40;

export const duplicateWorkflowResponseVersionsItemIdMax = 64;


export const duplicateWorkflowResponseVersionsItemIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const duplicateWorkflowResponseVersionsItemNameMax = 50;

export const duplicateWorkflowResponseVersionsItemWorkflowVersionMax = 100000;

export const duplicateWorkflowResponseVersionsItemCreatedAtMax = 40;

export const duplicateWorkflowResponseVersionsMax = 100;

export const duplicateWorkflowResponseLatestVersionIdMax = 64;


export const duplicateWorkflowResponseLatestVersionIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const duplicateWorkflowResponseLatestVersionNameMax = 50;

export const duplicateWorkflowResponseLatestVersionWorkflowVersionMax = 100000;

export const duplicateWorkflowResponseLatestVersionCreatedAtMax = 40;



export const DuplicateWorkflowResponse = zod.object({
  "itemType": zod.enum(['WORKFLOW_ITEM_TYPE_WORKFLOW']).describe('Always WORKFLOW_ITEM_TYPE_WORKFLOW.'),
  "id": zod.string().min(1).max(duplicateWorkflowResponseIdMax).regex(duplicateWorkflowResponseIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().min(1).max(duplicateWorkflowResponseNameMax).describe('A workflow\'s name. Required (\'Please enter a workflow name\').'),
  "description": zod.string().max(duplicateWorkflowResponseDescriptionMax).optional(),
  "folderId": zod.string().min(1).max(duplicateWorkflowResponseFolderIdMax).regex(duplicateWorkflowResponseFolderIdRegExp).optional().describe('The folder it is in; absent at the root.'),
  "folderPath": zod.string().max(duplicateWorkflowResponseFolderPathMax).regex(duplicateWorkflowResponseFolderPathRegExp).describe('Where a folder sits: the names of the folders from the root down, each after a \'/\'. The root is \'/\'.'),
  "type": zod.enum(['WORKFLOW_TYPE_STANDARD', 'WORKFLOW_TYPE_CHAT']).describe('The kind of workflow: a standard workflow (input → nodes → output) or a chat workflow that keeps the conversation context between calls.'),
  "createdBy": zod.object({
  "id": zod.string().max(duplicateWorkflowResponseCreatedByIdMax),
  "name": zod.string().max(duplicateWorkflowResponseCreatedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "createdAt": zod.iso.datetime({"offset":true}).max(duplicateWorkflowResponseCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "updatedAt": zod.iso.datetime({"offset":true}).max(duplicateWorkflowResponseUpdatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "versions": zod.array(zod.object({
  "id": zod.string().min(1).max(duplicateWorkflowResponseVersionsItemIdMax).regex(duplicateWorkflowResponseVersionsItemIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().max(duplicateWorkflowResponseVersionsItemNameMax),
  "status": zod.enum(['WORKFLOW_API_STATUS_PUBLISHED', 'WORKFLOW_API_STATUS_UNPUBLISHED']).describe('Whether an API version of the workflow is published.'),
  "workflowVersion": zod.int().min(1).max(duplicateWorkflowResponseVersionsItemWorkflowVersionMax).describe('The saved workflow version (revision) this API version runs (ApiVersion.workflowVersion).'),
  "createdAt": zod.iso.datetime({"offset":true}).max(duplicateWorkflowResponseVersionsItemCreatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).describe('An API version of the workflow, as the workflow list and pickers show it: its name, its status and the saved workflow version (revision) it runs, the number a job runs (Job.workflowVersion).')).max(duplicateWorkflowResponseVersionsMax).describe('Its API versions, newest first.'),
  "published": zod.boolean().describe('True when at least one API version is published.'),
  "latestVersion": zod.object({
  "id": zod.string().min(1).max(duplicateWorkflowResponseLatestVersionIdMax).regex(duplicateWorkflowResponseLatestVersionIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().max(duplicateWorkflowResponseLatestVersionNameMax),
  "status": zod.enum(['WORKFLOW_API_STATUS_PUBLISHED', 'WORKFLOW_API_STATUS_UNPUBLISHED']).describe('Whether an API version of the workflow is published.'),
  "workflowVersion": zod.int().min(1).max(duplicateWorkflowResponseLatestVersionWorkflowVersionMax).describe('The saved workflow version (revision) this API version runs (ApiVersion.workflowVersion).'),
  "createdAt": zod.iso.datetime({"offset":true}).max(duplicateWorkflowResponseLatestVersionCreatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).optional().describe('The newest API version; absent when the workflow was never published as an API.')
}).describe('A workflow of the project (its graph is read and saved separately).')

