import * as zod from 'zod';


/**
 * The File List tab: one page of the project's dataset files, most recently updated first, filtered by file name.
 * @summary List the project's dataset files
 */
export const listDatasetFilesPathProjectIdMax = 64;


export const listDatasetFilesPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const ListDatasetFilesParams = zod.object({
  "projectId": zod.string().min(1).max(listDatasetFilesPathProjectIdMax).regex(listDatasetFilesPathProjectIdRegExp).describe('The project.')
})

export const listDatasetFilesQueryPageDefault = 1;
export const listDatasetFilesQueryPageMax = 100000;

export const listDatasetFilesQueryPageSizeDefault = 10;
export const listDatasetFilesQueryPageSizeMin = 10;
export const listDatasetFilesQueryPageSizeMax = 100;

export const listDatasetFilesQueryNameMax = 200;



export const ListDatasetFilesQueryParams = zod.object({
  "page": zod.int().min(1).max(listDatasetFilesQueryPageMax).default(listDatasetFilesQueryPageDefault).describe('1-based page number (at most 100000, so that the largest list, 1,000,000 items, is reachable at the smallest page size).'),
  "pageSize": zod.int().min(listDatasetFilesQueryPageSizeMin).max(listDatasetFilesQueryPageSizeMax).default(listDatasetFilesQueryPageSizeDefault).describe('Items per page (at least 10).'),
  "name": zod.string().max(listDatasetFilesQueryNameMax).optional().describe('Keep only items whose name contains this text (case-insensitive).')
})

export const listDatasetFilesHeaderIdpMax = 64;

export const listDatasetFilesHeaderAiwTenantIdMax = 64;


export const listDatasetFilesHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const ListDatasetFilesHeader = zod.object({
  "idp": zod.string().min(1).max(listDatasetFilesHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(listDatasetFilesHeaderAiwTenantIdMax).regex(listDatasetFilesHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const listDatasetFilesResponseOneTotalCountMin = 0;
export const listDatasetFilesResponseOneTotalCountMax = 1000000;

export const listDatasetFilesResponseOnePageMax = 100000;

export const listDatasetFilesResponseOnePageSizeMin = 10;
export const listDatasetFilesResponseOnePageSizeMax = 100;

export const listDatasetFilesResponseTwoItemsItemIdMax = 64;


export const listDatasetFilesResponseTwoItemsItemIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const listDatasetFilesResponseTwoItemsItemFileNameMax = 255;

export const listDatasetFilesResponseTwoItemsItemSizeMin = 0;
export const listDatasetFilesResponseTwoItemsItemSizeMax = 10485760;

export const listDatasetFilesResponseTwoItemsItemRowCountMin = 0;
export const listDatasetFilesResponseTwoItemsItemRowCountMax = 1000000;

export const listDatasetFilesResponseTwoItemsItemErrorMessageMax = 2000;

export const listDatasetFilesResponseTwoItemsItemUpdatedByIdMax = 64;

export const listDatasetFilesResponseTwoItemsItemUpdatedByNameMax = 200;

export const listDatasetFilesResponseTwoItemsItemUpdatedAtMax = 40;

export const listDatasetFilesResponseTwoItemsItemCreatedAtMax = 40;

export const listDatasetFilesResponseTwoItemsMax = 100;



export const ListDatasetFilesResponse = zod.object({
  "totalCount": zod.int().min(listDatasetFilesResponseOneTotalCountMin).max(listDatasetFilesResponseOneTotalCountMax).describe('How many items match, over all pages (a list holds at most 1,000,000).'),
  "page": zod.int().min(1).max(listDatasetFilesResponseOnePageMax).describe('The page answered (1-based).'),
  "pageSize": zod.int().min(listDatasetFilesResponseOnePageSizeMin).max(listDatasetFilesResponseOnePageSizeMax).describe('Items per page.')
}).describe('The paging fields every list answer carries beside its items.').and(zod.object({
  "items": zod.array(zod.object({
  "id": zod.string().min(1).max(listDatasetFilesResponseTwoItemsItemIdMax).regex(listDatasetFilesResponseTwoItemsItemIdRegExp).describe('An opaque identifier.'),
  "fileName": zod.string().min(1).max(listDatasetFilesResponseTwoItemsItemFileNameMax),
  "size": zod.int().min(listDatasetFilesResponseTwoItemsItemSizeMin).max(listDatasetFilesResponseTwoItemsItemSizeMax).describe('Bytes (at most 10MB).'),
  "type": zod.enum(['DATASET_FILE_TYPE_CSV', 'DATASET_FILE_TYPE_TSV', 'DATASET_FILE_TYPE_XLSX', 'DATASET_FILE_TYPE_JSONL']).describe('The file\'s format, from its extension (.csv, .tsv, .xlsx, .jsonl).'),
  "status": zod.enum(['DATASET_FILE_STATUS_BEFORE_UPLOAD', 'DATASET_FILE_STATUS_UPLOADING', 'DATASET_FILE_STATUS_UPLOADED', 'DATASET_FILE_STATUS_FAILED']).describe('DATASET_FILE_STATUS_BEFORE_UPLOAD a registered file whose content is not uploaded yet (\'Before Upload\'), DATASET_FILE_STATUS_UPLOADING content arriving, DATASET_FILE_STATUS_UPLOADED ready for jobs, DATASET_FILE_STATUS_FAILED the content could not be read (\'Failed to parse file\').'),
  "rowCount": zod.int().min(listDatasetFilesResponseTwoItemsItemRowCountMin).max(listDatasetFilesResponseTwoItemsItemRowCountMax).describe('Data rows (header excluded); 0 until uploaded.'),
  "errorMessage": zod.string().max(listDatasetFilesResponseTwoItemsItemErrorMessageMax).optional().describe('Why the file failed (status DATASET_FILE_STATUS_FAILED).'),
  "updatedBy": zod.object({
  "id": zod.string().max(listDatasetFilesResponseTwoItemsItemUpdatedByIdMax),
  "name": zod.string().max(listDatasetFilesResponseTwoItemsItemUpdatedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "updatedAt": zod.iso.datetime({"offset":true}).max(listDatasetFilesResponseTwoItemsItemUpdatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "createdAt": zod.iso.datetime({"offset":true}).max(listDatasetFilesResponseTwoItemsItemCreatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).describe('A line of the File List tab.')).max(listDatasetFilesResponseTwoItemsMax)
}))

/**
 * Uploads a CSV, TSV, XLSX or JSONL file of at most 10MB. A file is required ('Please select a file', 400); another type answers 'Invalid file type' (415); a larger file 'File size is too large. Maximum size is 10MB.' (413); unreadable content 'Failed to parse file' (400); the file part's `filename` must be a base name (FileName: no `/` or `\`, not `.` or `..`, no control characters, at most 255 characters), else 400 'Invalid file name' (e.g. `../../../etc/evil.csv`: the name is never cut down to its last segment). A file with the same name in the project is replaced (same id).
 * @summary Upload a dataset file
 */
export const uploadDatasetFilePathProjectIdMax = 64;


export const uploadDatasetFilePathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const UploadDatasetFileParams = zod.object({
  "projectId": zod.string().min(1).max(uploadDatasetFilePathProjectIdMax).regex(uploadDatasetFilePathProjectIdRegExp).describe('The project.')
})

export const uploadDatasetFileHeaderIdpMax = 64;

export const uploadDatasetFileHeaderAiwTenantIdMax = 64;


export const uploadDatasetFileHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const UploadDatasetFileHeader = zod.object({
  "idp": zod.string().min(1).max(uploadDatasetFileHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(uploadDatasetFileHeaderAiwTenantIdMax).regex(uploadDatasetFileHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const UploadDatasetFileBody = zod.strictObject({
  "file": zod.instanceof(Blob)
}).describe('The Upload tab\'s form. A file is required; .csv, .tsv, .xlsx or .jsonl (\'Invalid file type\'), at most 10MB (\'File size is too large. Maximum size is 10MB.\'). A file with the same name in the project is replaced.')

export const uploadDatasetFileResponseIdMax = 64;


export const uploadDatasetFileResponseIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const uploadDatasetFileResponseFileNameMax = 255;

export const uploadDatasetFileResponseSizeMin = 0;
export const uploadDatasetFileResponseSizeMax = 10485760;

export const uploadDatasetFileResponseRowCountMin = 0;
export const uploadDatasetFileResponseRowCountMax = 1000000;

export const uploadDatasetFileResponseErrorMessageMax = 2000;

export const uploadDatasetFileResponseUpdatedByIdMax = 64;

export const uploadDatasetFileResponseUpdatedByNameMax = 200;

export const uploadDatasetFileResponseUpdatedAtMax = 40;

export const uploadDatasetFileResponseCreatedAtMax = 40;



export const UploadDatasetFileResponse = zod.object({
  "id": zod.string().min(1).max(uploadDatasetFileResponseIdMax).regex(uploadDatasetFileResponseIdRegExp).describe('An opaque identifier.'),
  "fileName": zod.string().min(1).max(uploadDatasetFileResponseFileNameMax),
  "size": zod.int().min(uploadDatasetFileResponseSizeMin).max(uploadDatasetFileResponseSizeMax).describe('Bytes (at most 10MB).'),
  "type": zod.enum(['DATASET_FILE_TYPE_CSV', 'DATASET_FILE_TYPE_TSV', 'DATASET_FILE_TYPE_XLSX', 'DATASET_FILE_TYPE_JSONL']).describe('The file\'s format, from its extension (.csv, .tsv, .xlsx, .jsonl).'),
  "status": zod.enum(['DATASET_FILE_STATUS_BEFORE_UPLOAD', 'DATASET_FILE_STATUS_UPLOADING', 'DATASET_FILE_STATUS_UPLOADED', 'DATASET_FILE_STATUS_FAILED']).describe('DATASET_FILE_STATUS_BEFORE_UPLOAD a registered file whose content is not uploaded yet (\'Before Upload\'), DATASET_FILE_STATUS_UPLOADING content arriving, DATASET_FILE_STATUS_UPLOADED ready for jobs, DATASET_FILE_STATUS_FAILED the content could not be read (\'Failed to parse file\').'),
  "rowCount": zod.int().min(uploadDatasetFileResponseRowCountMin).max(uploadDatasetFileResponseRowCountMax).describe('Data rows (header excluded); 0 until uploaded.'),
  "errorMessage": zod.string().max(uploadDatasetFileResponseErrorMessageMax).optional().describe('Why the file failed (status DATASET_FILE_STATUS_FAILED).'),
  "updatedBy": zod.object({
  "id": zod.string().max(uploadDatasetFileResponseUpdatedByIdMax),
  "name": zod.string().max(uploadDatasetFileResponseUpdatedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "updatedAt": zod.iso.datetime({"offset":true}).max(uploadDatasetFileResponseUpdatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "createdAt": zod.iso.datetime({"offset":true}).max(uploadDatasetFileResponseCreatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).describe('A line of the File List tab.')

/**
 * The dataset file.
 * @summary One dataset file
 */
export const getDatasetFilePathProjectIdMax = 64;


export const getDatasetFilePathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getDatasetFilePathFileIdMax = 64;


export const getDatasetFilePathFileIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const GetDatasetFileParams = zod.object({
  "projectId": zod.string().min(1).max(getDatasetFilePathProjectIdMax).regex(getDatasetFilePathProjectIdRegExp).describe('The project.'),
  "fileId": zod.string().min(1).max(getDatasetFilePathFileIdMax).regex(getDatasetFilePathFileIdRegExp).describe('The dataset file.')
})

export const getDatasetFileHeaderIdpMax = 64;

export const getDatasetFileHeaderAiwTenantIdMax = 64;


export const getDatasetFileHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const GetDatasetFileHeader = zod.object({
  "idp": zod.string().min(1).max(getDatasetFileHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(getDatasetFileHeaderAiwTenantIdMax).regex(getDatasetFileHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const getDatasetFileResponseIdMax = 64;


export const getDatasetFileResponseIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getDatasetFileResponseFileNameMax = 255;

export const getDatasetFileResponseSizeMin = 0;
export const getDatasetFileResponseSizeMax = 10485760;

export const getDatasetFileResponseRowCountMin = 0;
export const getDatasetFileResponseRowCountMax = 1000000;

export const getDatasetFileResponseErrorMessageMax = 2000;

export const getDatasetFileResponseUpdatedByIdMax = 64;

export const getDatasetFileResponseUpdatedByNameMax = 200;

export const getDatasetFileResponseUpdatedAtMax = 40;

export const getDatasetFileResponseCreatedAtMax = 40;



export const GetDatasetFileResponse = zod.object({
  "id": zod.string().min(1).max(getDatasetFileResponseIdMax).regex(getDatasetFileResponseIdRegExp).describe('An opaque identifier.'),
  "fileName": zod.string().min(1).max(getDatasetFileResponseFileNameMax),
  "size": zod.int().min(getDatasetFileResponseSizeMin).max(getDatasetFileResponseSizeMax).describe('Bytes (at most 10MB).'),
  "type": zod.enum(['DATASET_FILE_TYPE_CSV', 'DATASET_FILE_TYPE_TSV', 'DATASET_FILE_TYPE_XLSX', 'DATASET_FILE_TYPE_JSONL']).describe('The file\'s format, from its extension (.csv, .tsv, .xlsx, .jsonl).'),
  "status": zod.enum(['DATASET_FILE_STATUS_BEFORE_UPLOAD', 'DATASET_FILE_STATUS_UPLOADING', 'DATASET_FILE_STATUS_UPLOADED', 'DATASET_FILE_STATUS_FAILED']).describe('DATASET_FILE_STATUS_BEFORE_UPLOAD a registered file whose content is not uploaded yet (\'Before Upload\'), DATASET_FILE_STATUS_UPLOADING content arriving, DATASET_FILE_STATUS_UPLOADED ready for jobs, DATASET_FILE_STATUS_FAILED the content could not be read (\'Failed to parse file\').'),
  "rowCount": zod.int().min(getDatasetFileResponseRowCountMin).max(getDatasetFileResponseRowCountMax).describe('Data rows (header excluded); 0 until uploaded.'),
  "errorMessage": zod.string().max(getDatasetFileResponseErrorMessageMax).optional().describe('Why the file failed (status DATASET_FILE_STATUS_FAILED).'),
  "updatedBy": zod.object({
  "id": zod.string().max(getDatasetFileResponseUpdatedByIdMax),
  "name": zod.string().max(getDatasetFileResponseUpdatedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "updatedAt": zod.iso.datetime({"offset":true}).max(getDatasetFileResponseUpdatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "createdAt": zod.iso.datetime({"offset":true}).max(getDatasetFileResponseCreatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).describe('A line of the File List tab.')

/**
 * Deletes the file. A file that jobs run over cannot be deleted: 409 'Cannot delete the dataset file because it is used by a job: {job names}' (change or delete those jobs first), and nothing changes.
 * @summary Delete a dataset file
 */
export const deleteDatasetFilePathProjectIdMax = 64;


export const deleteDatasetFilePathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const deleteDatasetFilePathFileIdMax = 64;


export const deleteDatasetFilePathFileIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const DeleteDatasetFileParams = zod.object({
  "projectId": zod.string().min(1).max(deleteDatasetFilePathProjectIdMax).regex(deleteDatasetFilePathProjectIdRegExp).describe('The project.'),
  "fileId": zod.string().min(1).max(deleteDatasetFilePathFileIdMax).regex(deleteDatasetFilePathFileIdRegExp).describe('The dataset file.')
})

export const deleteDatasetFileHeaderIdpMax = 64;

export const deleteDatasetFileHeaderAiwTenantIdMax = 64;


export const deleteDatasetFileHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const DeleteDatasetFileHeader = zod.object({
  "idp": zod.string().min(1).max(deleteDatasetFileHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(deleteDatasetFileHeaderAiwTenantIdMax).regex(deleteDatasetFileHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const DeleteDatasetFileResponse = zod.void()

/**
 * The columns of an uploaded file with a few sample values, for the job form's dataset column picker. A file that is not uploaded has no columns.
 * @summary A dataset file's columns
 */
export const getDatasetFileColumnsPathProjectIdMax = 64;


export const getDatasetFileColumnsPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getDatasetFileColumnsPathFileIdMax = 64;


export const getDatasetFileColumnsPathFileIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const GetDatasetFileColumnsParams = zod.object({
  "projectId": zod.string().min(1).max(getDatasetFileColumnsPathProjectIdMax).regex(getDatasetFileColumnsPathProjectIdRegExp).describe('The project.'),
  "fileId": zod.string().min(1).max(getDatasetFileColumnsPathFileIdMax).regex(getDatasetFileColumnsPathFileIdRegExp).describe('The dataset file.')
})

export const getDatasetFileColumnsHeaderIdpMax = 64;

export const getDatasetFileColumnsHeaderAiwTenantIdMax = 64;


export const getDatasetFileColumnsHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const GetDatasetFileColumnsHeader = zod.object({
  "idp": zod.string().min(1).max(getDatasetFileColumnsHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(getDatasetFileColumnsHeaderAiwTenantIdMax).regex(getDatasetFileColumnsHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const getDatasetFileColumnsResponseFileIdMax = 64;


export const getDatasetFileColumnsResponseFileIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getDatasetFileColumnsResponseColumnsItemNameMax = 200;

export const getDatasetFileColumnsResponseColumnsItemIndexMin = 0;
export const getDatasetFileColumnsResponseColumnsItemIndexMax = 10000;

export const getDatasetFileColumnsResponseColumnsItemSampleValuesItemMax = 200;

export const getDatasetFileColumnsResponseColumnsItemSampleValuesMax = 3;

export const getDatasetFileColumnsResponseColumnsMax = 1000;



export const GetDatasetFileColumnsResponse = zod.object({
  "fileId": zod.string().min(1).max(getDatasetFileColumnsResponseFileIdMax).regex(getDatasetFileColumnsResponseFileIdRegExp).describe('An opaque identifier.'),
  "columns": zod.array(zod.object({
  "name": zod.string().min(1).max(getDatasetFileColumnsResponseColumnsItemNameMax),
  "index": zod.int().min(getDatasetFileColumnsResponseColumnsItemIndexMin).max(getDatasetFileColumnsResponseColumnsItemIndexMax).describe('0-based position in the file.'),
  "sampleValues": zod.array(zod.string().max(getDatasetFileColumnsResponseColumnsItemSampleValuesItemMax)).max(getDatasetFileColumnsResponseColumnsItemSampleValuesMax).optional().describe('Up to 3 values from the first rows.')
})).max(getDatasetFileColumnsResponseColumnsMax)
}).describe('The columns of an uploaded dataset file (the job form\'s dataset column picker).')

