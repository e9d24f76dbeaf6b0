import * as zod from 'zod';


/**
 * One page of the project's knowledge files, newest first, filtered by file name (contains, case-insensitive).
 * @summary List the project's knowledge files
 */
export const listKnowledgeFilesPathProjectIdMax = 64;


export const listKnowledgeFilesPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const ListKnowledgeFilesParams = zod.object({
  "projectId": zod.string().min(1).max(listKnowledgeFilesPathProjectIdMax).regex(listKnowledgeFilesPathProjectIdRegExp).describe('The project.')
})

export const listKnowledgeFilesQueryPageDefault = 1;
export const listKnowledgeFilesQueryPageMax = 100000;

export const listKnowledgeFilesQueryPageSizeDefault = 10;
export const listKnowledgeFilesQueryPageSizeMin = 10;
export const listKnowledgeFilesQueryPageSizeMax = 100;

export const listKnowledgeFilesQueryNameMax = 200;



export const ListKnowledgeFilesQueryParams = zod.object({
  "page": zod.int().min(1).max(listKnowledgeFilesQueryPageMax).default(listKnowledgeFilesQueryPageDefault).describe('1-based page number (at most 100000, so that the largest list, 1,000,000 items, is reachable at the smallest page size).'),
  "pageSize": zod.int().min(listKnowledgeFilesQueryPageSizeMin).max(listKnowledgeFilesQueryPageSizeMax).default(listKnowledgeFilesQueryPageSizeDefault).describe('Items per page (at least 10).'),
  "name": zod.string().max(listKnowledgeFilesQueryNameMax).optional().describe('Keep only items whose name contains this text (case-insensitive).')
})

export const listKnowledgeFilesHeaderIdpMax = 64;

export const listKnowledgeFilesHeaderAiwTenantIdMax = 64;


export const listKnowledgeFilesHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const ListKnowledgeFilesHeader = zod.object({
  "idp": zod.string().min(1).max(listKnowledgeFilesHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(listKnowledgeFilesHeaderAiwTenantIdMax).regex(listKnowledgeFilesHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const listKnowledgeFilesResponseOneTotalCountMin = 0;
export const listKnowledgeFilesResponseOneTotalCountMax = 1000000;

export const listKnowledgeFilesResponseOnePageMax = 100000;

export const listKnowledgeFilesResponseOnePageSizeMin = 10;
export const listKnowledgeFilesResponseOnePageSizeMax = 100;

export const listKnowledgeFilesResponseTwoItemsItemIdMax = 64;


export const listKnowledgeFilesResponseTwoItemsItemIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const listKnowledgeFilesResponseTwoItemsItemFileNameMax = 255;

export const listKnowledgeFilesResponseTwoItemsItemStatusMessageMax = 500;

export const listKnowledgeFilesResponseTwoItemsItemSizeMin = 0;
export const listKnowledgeFilesResponseTwoItemsItemSizeMax = 1048576;

export const listKnowledgeFilesResponseTwoItemsItemIndexIdsItemMax = 64;


export const listKnowledgeFilesResponseTwoItemsItemIndexIdsItemRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const listKnowledgeFilesResponseTwoItemsItemIndexIdsMax = 100;

export const listKnowledgeFilesResponseTwoItemsItemCreatedByIdMax = 64;

export const listKnowledgeFilesResponseTwoItemsItemCreatedByNameMax = 200;

export const listKnowledgeFilesResponseTwoItemsItemCreatedAtMax = 40;

export const listKnowledgeFilesResponseTwoItemsItemUpdatedByIdMax = 64;

export const listKnowledgeFilesResponseTwoItemsItemUpdatedByNameMax = 200;

export const listKnowledgeFilesResponseTwoItemsItemUpdatedAtMax = 40;

export const listKnowledgeFilesResponseTwoItemsMax = 100;



export const ListKnowledgeFilesResponse = zod.object({
  "totalCount": zod.int().min(listKnowledgeFilesResponseOneTotalCountMin).max(listKnowledgeFilesResponseOneTotalCountMax).describe('How many items match, over all pages (a list holds at most 1,000,000).'),
  "page": zod.int().min(1).max(listKnowledgeFilesResponseOnePageMax).describe('The page answered (1-based).'),
  "pageSize": zod.int().min(listKnowledgeFilesResponseOnePageSizeMin).max(listKnowledgeFilesResponseOnePageSizeMax).describe('Items per page.')
}).describe('The paging fields every list answer carries beside its items.').and(zod.object({
  "items": zod.array(zod.object({
  "id": zod.string().min(1).max(listKnowledgeFilesResponseTwoItemsItemIdMax).regex(listKnowledgeFilesResponseTwoItemsItemIdRegExp).describe('An opaque identifier.'),
  "fileName": zod.string().min(1).max(listKnowledgeFilesResponseTwoItemsItemFileNameMax),
  "status": zod.enum(['FILE_STATUS_NOT_YET', 'FILE_STATUS_UPLOADING', 'FILE_STATUS_UPLOADED', 'FILE_STATUS_FAILED']).describe('`FILE_STATUS_NOT_YET`: registered, content not uploaded (shown as \'not yet\'); `FILE_STATUS_UPLOADING`: being received and processed; `FILE_STATUS_UPLOADED`: usable by indexes; `FILE_STATUS_FAILED`: the upload failed (\'Upload failed\').'),
  "statusMessage": zod.string().max(listKnowledgeFilesResponseTwoItemsItemStatusMessageMax).optional().describe('Why the upload failed (only with `FILE_STATUS_FAILED`).'),
  "size": zod.int().min(listKnowledgeFilesResponseTwoItemsItemSizeMin).max(listKnowledgeFilesResponseTwoItemsItemSizeMax).describe('Size in bytes (at most 1MB).'),
  "type": zod.enum(['KNOWLEDGE_FILE_TYPE_PDF', 'KNOWLEDGE_FILE_TYPE_TXT', 'KNOWLEDGE_FILE_TYPE_MD', 'KNOWLEDGE_FILE_TYPE_DOCX', 'KNOWLEDGE_FILE_TYPE_CSV']).describe('The accepted file types (by extension .pdf, .txt, .md, .docx, .csv).'),
  "indexIds": zod.array(zod.string().min(1).max(listKnowledgeFilesResponseTwoItemsItemIndexIdsItemMax).regex(listKnowledgeFilesResponseTwoItemsItemIndexIdsItemRegExp).describe('An opaque identifier.')).max(listKnowledgeFilesResponseTwoItemsItemIndexIdsMax).optional().describe('The indexes built from this file (such a file cannot be deleted).'),
  "createdBy": zod.object({
  "id": zod.string().max(listKnowledgeFilesResponseTwoItemsItemCreatedByIdMax),
  "name": zod.string().max(listKnowledgeFilesResponseTwoItemsItemCreatedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "createdAt": zod.iso.datetime({"offset":true}).max(listKnowledgeFilesResponseTwoItemsItemCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "updatedBy": zod.object({
  "id": zod.string().max(listKnowledgeFilesResponseTwoItemsItemUpdatedByIdMax),
  "name": zod.string().max(listKnowledgeFilesResponseTwoItemsItemUpdatedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "updatedAt": zod.iso.datetime({"offset":true}).max(listKnowledgeFilesResponseTwoItemsItemUpdatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).describe('A file of the project that knowledge indexes are built from (1MB or smaller).')).max(listKnowledgeFilesResponseTwoItemsMax)
}))

/**
 * Uploads one file of 1MB or smaller (.pdf, .txt, .md, .docx, .csv). It answers FILE_STATUS_UPLOADING and becomes FILE_STATUS_UPLOADED once processed. Over 1MB: 413 'File size is too large. Maximum size is 1MB.'; another type: 415 'Invalid file type'; an empty file: 400 'Upload failed'; the file part's `filename` must be a base name (FileName: no `/` or `\`, not `.` or `..`, no control characters, at most 255 characters), else 400 'Invalid file name'.
 * @summary Upload a knowledge file
 */
export const uploadKnowledgeFilePathProjectIdMax = 64;


export const uploadKnowledgeFilePathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const UploadKnowledgeFileParams = zod.object({
  "projectId": zod.string().min(1).max(uploadKnowledgeFilePathProjectIdMax).regex(uploadKnowledgeFilePathProjectIdRegExp).describe('The project.')
})

export const uploadKnowledgeFileHeaderIdpMax = 64;

export const uploadKnowledgeFileHeaderAiwTenantIdMax = 64;


export const uploadKnowledgeFileHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const UploadKnowledgeFileHeader = zod.object({
  "idp": zod.string().min(1).max(uploadKnowledgeFileHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(uploadKnowledgeFileHeaderAiwTenantIdMax).regex(uploadKnowledgeFileHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const UploadKnowledgeFileBody = zod.strictObject({
  "file": zod.instanceof(Blob)
}).describe('One file, 1MB or smaller, of type .pdf, .txt, .md, .docx or .csv.')

export const uploadKnowledgeFileResponseIdMax = 64;


export const uploadKnowledgeFileResponseIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const uploadKnowledgeFileResponseFileNameMax = 255;

export const uploadKnowledgeFileResponseStatusMessageMax = 500;

export const uploadKnowledgeFileResponseSizeMin = 0;
export const uploadKnowledgeFileResponseSizeMax = 1048576;

export const uploadKnowledgeFileResponseIndexIdsItemMax = 64;


export const uploadKnowledgeFileResponseIndexIdsItemRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const uploadKnowledgeFileResponseIndexIdsMax = 100;

export const uploadKnowledgeFileResponseCreatedByIdMax = 64;

export const uploadKnowledgeFileResponseCreatedByNameMax = 200;

export const uploadKnowledgeFileResponseCreatedAtMax = 40;

export const uploadKnowledgeFileResponseUpdatedByIdMax = 64;

export const uploadKnowledgeFileResponseUpdatedByNameMax = 200;

export const uploadKnowledgeFileResponseUpdatedAtMax = 40;



export const UploadKnowledgeFileResponse = zod.object({
  "id": zod.string().min(1).max(uploadKnowledgeFileResponseIdMax).regex(uploadKnowledgeFileResponseIdRegExp).describe('An opaque identifier.'),
  "fileName": zod.string().min(1).max(uploadKnowledgeFileResponseFileNameMax),
  "status": zod.enum(['FILE_STATUS_NOT_YET', 'FILE_STATUS_UPLOADING', 'FILE_STATUS_UPLOADED', 'FILE_STATUS_FAILED']).describe('`FILE_STATUS_NOT_YET`: registered, content not uploaded (shown as \'not yet\'); `FILE_STATUS_UPLOADING`: being received and processed; `FILE_STATUS_UPLOADED`: usable by indexes; `FILE_STATUS_FAILED`: the upload failed (\'Upload failed\').'),
  "statusMessage": zod.string().max(uploadKnowledgeFileResponseStatusMessageMax).optional().describe('Why the upload failed (only with `FILE_STATUS_FAILED`).'),
  "size": zod.int().min(uploadKnowledgeFileResponseSizeMin).max(uploadKnowledgeFileResponseSizeMax).describe('Size in bytes (at most 1MB).'),
  "type": zod.enum(['KNOWLEDGE_FILE_TYPE_PDF', 'KNOWLEDGE_FILE_TYPE_TXT', 'KNOWLEDGE_FILE_TYPE_MD', 'KNOWLEDGE_FILE_TYPE_DOCX', 'KNOWLEDGE_FILE_TYPE_CSV']).describe('The accepted file types (by extension .pdf, .txt, .md, .docx, .csv).'),
  "indexIds": zod.array(zod.string().min(1).max(uploadKnowledgeFileResponseIndexIdsItemMax).regex(uploadKnowledgeFileResponseIndexIdsItemRegExp).describe('An opaque identifier.')).max(uploadKnowledgeFileResponseIndexIdsMax).optional().describe('The indexes built from this file (such a file cannot be deleted).'),
  "createdBy": zod.object({
  "id": zod.string().max(uploadKnowledgeFileResponseCreatedByIdMax),
  "name": zod.string().max(uploadKnowledgeFileResponseCreatedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "createdAt": zod.iso.datetime({"offset":true}).max(uploadKnowledgeFileResponseCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "updatedBy": zod.object({
  "id": zod.string().max(uploadKnowledgeFileResponseUpdatedByIdMax),
  "name": zod.string().max(uploadKnowledgeFileResponseUpdatedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "updatedAt": zod.iso.datetime({"offset":true}).max(uploadKnowledgeFileResponseUpdatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).describe('A file of the project that knowledge indexes are built from (1MB or smaller).')

/**
 * The file with its upload status; the studio polls it while it uploads.
 * @summary One knowledge file
 */
export const getKnowledgeFilePathProjectIdMax = 64;


export const getKnowledgeFilePathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getKnowledgeFilePathFileIdMax = 64;


export const getKnowledgeFilePathFileIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const GetKnowledgeFileParams = zod.object({
  "projectId": zod.string().min(1).max(getKnowledgeFilePathProjectIdMax).regex(getKnowledgeFilePathProjectIdRegExp).describe('The project.'),
  "fileId": zod.string().min(1).max(getKnowledgeFilePathFileIdMax).regex(getKnowledgeFilePathFileIdRegExp).describe('The knowledge file.')
})

export const getKnowledgeFileHeaderIdpMax = 64;

export const getKnowledgeFileHeaderAiwTenantIdMax = 64;


export const getKnowledgeFileHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const GetKnowledgeFileHeader = zod.object({
  "idp": zod.string().min(1).max(getKnowledgeFileHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(getKnowledgeFileHeaderAiwTenantIdMax).regex(getKnowledgeFileHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const getKnowledgeFileResponseIdMax = 64;


export const getKnowledgeFileResponseIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getKnowledgeFileResponseFileNameMax = 255;

export const getKnowledgeFileResponseStatusMessageMax = 500;

export const getKnowledgeFileResponseSizeMin = 0;
export const getKnowledgeFileResponseSizeMax = 1048576;

export const getKnowledgeFileResponseIndexIdsItemMax = 64;


export const getKnowledgeFileResponseIndexIdsItemRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getKnowledgeFileResponseIndexIdsMax = 100;

export const getKnowledgeFileResponseCreatedByIdMax = 64;

export const getKnowledgeFileResponseCreatedByNameMax = 200;

export const getKnowledgeFileResponseCreatedAtMax = 40;

export const getKnowledgeFileResponseUpdatedByIdMax = 64;

export const getKnowledgeFileResponseUpdatedByNameMax = 200;

export const getKnowledgeFileResponseUpdatedAtMax = 40;



export const GetKnowledgeFileResponse = zod.object({
  "id": zod.string().min(1).max(getKnowledgeFileResponseIdMax).regex(getKnowledgeFileResponseIdRegExp).describe('An opaque identifier.'),
  "fileName": zod.string().min(1).max(getKnowledgeFileResponseFileNameMax),
  "status": zod.enum(['FILE_STATUS_NOT_YET', 'FILE_STATUS_UPLOADING', 'FILE_STATUS_UPLOADED', 'FILE_STATUS_FAILED']).describe('`FILE_STATUS_NOT_YET`: registered, content not uploaded (shown as \'not yet\'); `FILE_STATUS_UPLOADING`: being received and processed; `FILE_STATUS_UPLOADED`: usable by indexes; `FILE_STATUS_FAILED`: the upload failed (\'Upload failed\').'),
  "statusMessage": zod.string().max(getKnowledgeFileResponseStatusMessageMax).optional().describe('Why the upload failed (only with `FILE_STATUS_FAILED`).'),
  "size": zod.int().min(getKnowledgeFileResponseSizeMin).max(getKnowledgeFileResponseSizeMax).describe('Size in bytes (at most 1MB).'),
  "type": zod.enum(['KNOWLEDGE_FILE_TYPE_PDF', 'KNOWLEDGE_FILE_TYPE_TXT', 'KNOWLEDGE_FILE_TYPE_MD', 'KNOWLEDGE_FILE_TYPE_DOCX', 'KNOWLEDGE_FILE_TYPE_CSV']).describe('The accepted file types (by extension .pdf, .txt, .md, .docx, .csv).'),
  "indexIds": zod.array(zod.string().min(1).max(getKnowledgeFileResponseIndexIdsItemMax).regex(getKnowledgeFileResponseIndexIdsItemRegExp).describe('An opaque identifier.')).max(getKnowledgeFileResponseIndexIdsMax).optional().describe('The indexes built from this file (such a file cannot be deleted).'),
  "createdBy": zod.object({
  "id": zod.string().max(getKnowledgeFileResponseCreatedByIdMax),
  "name": zod.string().max(getKnowledgeFileResponseCreatedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "createdAt": zod.iso.datetime({"offset":true}).max(getKnowledgeFileResponseCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "updatedBy": zod.object({
  "id": zod.string().max(getKnowledgeFileResponseUpdatedByIdMax),
  "name": zod.string().max(getKnowledgeFileResponseUpdatedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "updatedAt": zod.iso.datetime({"offset":true}).max(getKnowledgeFileResponseUpdatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).describe('A file of the project that knowledge indexes are built from (1MB or smaller).')

/**
 * Deletes the file. A file that an index is built from cannot be deleted: 409 'Cannot delete the file because it is used by an index: {index names}' (remove it from those indexes first), and nothing changes.
 * @summary Delete a knowledge file
 */
export const deleteKnowledgeFilePathProjectIdMax = 64;


export const deleteKnowledgeFilePathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const deleteKnowledgeFilePathFileIdMax = 64;


export const deleteKnowledgeFilePathFileIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const DeleteKnowledgeFileParams = zod.object({
  "projectId": zod.string().min(1).max(deleteKnowledgeFilePathProjectIdMax).regex(deleteKnowledgeFilePathProjectIdRegExp).describe('The project.'),
  "fileId": zod.string().min(1).max(deleteKnowledgeFilePathFileIdMax).regex(deleteKnowledgeFilePathFileIdRegExp).describe('The knowledge file.')
})

export const deleteKnowledgeFileHeaderIdpMax = 64;

export const deleteKnowledgeFileHeaderAiwTenantIdMax = 64;


export const deleteKnowledgeFileHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const DeleteKnowledgeFileHeader = zod.object({
  "idp": zod.string().min(1).max(deleteKnowledgeFileHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(deleteKnowledgeFileHeaderAiwTenantIdMax).regex(deleteKnowledgeFileHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const DeleteKnowledgeFileResponse = zod.void()

/**
 * The plain text the index builder reads from the file (its first 20,000 characters), for previewing how a chunk size and overlap split it. A file that is not uploaded yet (not yet, uploading) or whose upload failed has no text: 409 'The file is not uploaded yet'.
 * @summary The text extracted from a knowledge file
 */
export const getKnowledgeFileTextPathProjectIdMax = 64;


export const getKnowledgeFileTextPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getKnowledgeFileTextPathFileIdMax = 64;


export const getKnowledgeFileTextPathFileIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const GetKnowledgeFileTextParams = zod.object({
  "projectId": zod.string().min(1).max(getKnowledgeFileTextPathProjectIdMax).regex(getKnowledgeFileTextPathProjectIdRegExp).describe('The project.'),
  "fileId": zod.string().min(1).max(getKnowledgeFileTextPathFileIdMax).regex(getKnowledgeFileTextPathFileIdRegExp).describe('The knowledge file.')
})

export const getKnowledgeFileTextHeaderIdpMax = 64;

export const getKnowledgeFileTextHeaderAiwTenantIdMax = 64;


export const getKnowledgeFileTextHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const GetKnowledgeFileTextHeader = zod.object({
  "idp": zod.string().min(1).max(getKnowledgeFileTextHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(getKnowledgeFileTextHeaderAiwTenantIdMax).regex(getKnowledgeFileTextHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const getKnowledgeFileTextResponseFileIdMax = 64;


export const getKnowledgeFileTextResponseFileIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getKnowledgeFileTextResponseTextMax = 20000;



export const GetKnowledgeFileTextResponse = zod.object({
  "fileId": zod.string().min(1).max(getKnowledgeFileTextResponseFileIdMax).regex(getKnowledgeFileTextResponseFileIdRegExp).describe('An opaque identifier.'),
  "text": zod.string().max(getKnowledgeFileTextResponseTextMax),
  "truncated": zod.boolean().describe('The file holds more text than `text` shows.')
}).describe('The plain text the index builder reads from a file (its first 20,000 characters).')

