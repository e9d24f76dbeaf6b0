import * as zod from 'zod';


/**
 * One page of the project's knowledge indexes, newest first, filtered by name (contains, case-insensitive).
 * @summary List the project's knowledge indexes
 */
export const listKnowledgeIndexesPathProjectIdMax = 64;


export const listKnowledgeIndexesPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const ListKnowledgeIndexesParams = zod.object({
  "projectId": zod.string().min(1).max(listKnowledgeIndexesPathProjectIdMax).regex(listKnowledgeIndexesPathProjectIdRegExp).describe('The project.')
})

export const listKnowledgeIndexesQueryPageDefault = 1;
export const listKnowledgeIndexesQueryPageMax = 100000;

export const listKnowledgeIndexesQueryPageSizeDefault = 10;
export const listKnowledgeIndexesQueryPageSizeMin = 10;
export const listKnowledgeIndexesQueryPageSizeMax = 100;

export const listKnowledgeIndexesQueryNameMax = 200;



export const ListKnowledgeIndexesQueryParams = zod.object({
  "page": zod.int().min(1).max(listKnowledgeIndexesQueryPageMax).default(listKnowledgeIndexesQueryPageDefault).describe('1-based page number (at most 100000, so that the largest list, 1,000,000 items, is reachable at the smallest page size).'),
  "pageSize": zod.int().min(listKnowledgeIndexesQueryPageSizeMin).max(listKnowledgeIndexesQueryPageSizeMax).default(listKnowledgeIndexesQueryPageSizeDefault).describe('Items per page (at least 10).'),
  "name": zod.string().max(listKnowledgeIndexesQueryNameMax).optional().describe('Keep only items whose name contains this text (case-insensitive).')
})

export const listKnowledgeIndexesHeaderIdpMax = 64;

export const listKnowledgeIndexesHeaderAiwTenantIdMax = 64;


export const listKnowledgeIndexesHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const ListKnowledgeIndexesHeader = zod.object({
  "idp": zod.string().min(1).max(listKnowledgeIndexesHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(listKnowledgeIndexesHeaderAiwTenantIdMax).regex(listKnowledgeIndexesHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const listKnowledgeIndexesResponseOneTotalCountMin = 0;
export const listKnowledgeIndexesResponseOneTotalCountMax = 1000000;

export const listKnowledgeIndexesResponseOnePageMax = 100000;

export const listKnowledgeIndexesResponseOnePageSizeMin = 10;
export const listKnowledgeIndexesResponseOnePageSizeMax = 100;

export const listKnowledgeIndexesResponseTwoItemsItemIdMax = 64;


export const listKnowledgeIndexesResponseTwoItemsItemIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const listKnowledgeIndexesResponseTwoItemsItemNameMax = 50;

export const listKnowledgeIndexesResponseTwoItemsItemStatusMessageMax = 500;

export const listKnowledgeIndexesResponseTwoItemsItemChunkSizeMax = 8000;

export const listKnowledgeIndexesResponseTwoItemsItemChunkOverlapMax = 8000;

export const listKnowledgeIndexesResponseTwoItemsItemFilesItemIdMax = 64;


export const listKnowledgeIndexesResponseTwoItemsItemFilesItemIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const listKnowledgeIndexesResponseTwoItemsItemFilesItemFileNameMax = 255;

export const listKnowledgeIndexesResponseTwoItemsItemFilesMax = 100;

export const listKnowledgeIndexesResponseTwoItemsItemFileProgressItemFileIdMax = 64;


export const listKnowledgeIndexesResponseTwoItemsItemFileProgressItemFileIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const listKnowledgeIndexesResponseTwoItemsItemFileProgressItemFileNameMax = 255;

export const listKnowledgeIndexesResponseTwoItemsItemFileProgressItemStageChangedAtMax = 40;

export const listKnowledgeIndexesResponseTwoItemsItemFileProgressItemUploadedAtMax = 40;

export const listKnowledgeIndexesResponseTwoItemsItemFileProgressItemChunkedAtMax = 40;

export const listKnowledgeIndexesResponseTwoItemsItemFileProgressItemEmbeddedAtMax = 40;

export const listKnowledgeIndexesResponseTwoItemsItemFileProgressItemSearchableAtMax = 40;

export const listKnowledgeIndexesResponseTwoItemsItemFileProgressItemExpectedNextAtMax = 40;

export const listKnowledgeIndexesResponseTwoItemsItemFileProgressItemChunkCountMin = 0;
export const listKnowledgeIndexesResponseTwoItemsItemFileProgressItemChunkCountMax = 1000000;

export const listKnowledgeIndexesResponseTwoItemsItemFileProgressItemStatusMessageMax = 500;

export const listKnowledgeIndexesResponseTwoItemsItemFileProgressMax = 100;

export const listKnowledgeIndexesResponseTwoItemsItemMinimumScoreMin = 0;
export const listKnowledgeIndexesResponseTwoItemsItemMinimumScoreMax = 1;

export const listKnowledgeIndexesResponseTwoItemsItemDocumentCountMax = 50;

export const listKnowledgeIndexesResponseTwoItemsItemCreatedByIdMax = 64;

export const listKnowledgeIndexesResponseTwoItemsItemCreatedByNameMax = 200;

export const listKnowledgeIndexesResponseTwoItemsItemCreatedAtMax = 40;

export const listKnowledgeIndexesResponseTwoItemsItemUpdatedAtMax = 40;

export const listKnowledgeIndexesResponseTwoItemsMax = 100;



export const ListKnowledgeIndexesResponse = zod.object({
  "totalCount": zod.int().min(listKnowledgeIndexesResponseOneTotalCountMin).max(listKnowledgeIndexesResponseOneTotalCountMax).describe('How many items match, over all pages (a list holds at most 1,000,000).'),
  "page": zod.int().min(1).max(listKnowledgeIndexesResponseOnePageMax).describe('The page answered (1-based).'),
  "pageSize": zod.int().min(listKnowledgeIndexesResponseOnePageSizeMin).max(listKnowledgeIndexesResponseOnePageSizeMax).describe('Items per page.')
}).describe('The paging fields every list answer carries beside its items.').and(zod.object({
  "items": zod.array(zod.object({
  "id": zod.string().min(1).max(listKnowledgeIndexesResponseTwoItemsItemIdMax).regex(listKnowledgeIndexesResponseTwoItemsItemIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().min(1).max(listKnowledgeIndexesResponseTwoItemsItemNameMax),
  "status": zod.enum(['INDEX_STATUS_PENDING', 'INDEX_STATUS_PROGRESS', 'INDEX_STATUS_SUCCESS', 'INDEX_STATUS_FAILED', 'INDEX_STATUS_WAITING']).describe('Where the index\'s build is. `INDEX_STATUS_WAITING`: waits for one of its files to finish uploading; `INDEX_STATUS_PENDING`: queued; `INDEX_STATUS_PROGRESS`: being built (an index that is pending or in progress cannot be edited: 409 \'Cannot edit the index because its status is processing\'); `INDEX_STATUS_SUCCESS`: searchable; `INDEX_STATUS_FAILED`: the build failed (see `statusMessage`).'),
  "statusMessage": zod.string().max(listKnowledgeIndexesResponseTwoItemsItemStatusMessageMax).optional().describe('Why the last build failed (only with `INDEX_STATUS_FAILED`).'),
  "chunkSize": zod.int().min(1).max(listKnowledgeIndexesResponseTwoItemsItemChunkSizeMax).describe('Characters per chunk.'),
  "chunkOverlap": zod.int().min(1).max(listKnowledgeIndexesResponseTwoItemsItemChunkOverlapMax).describe('Characters shared by neighbouring chunks.'),
  "searchType": zod.enum(['SEARCH_TYPE_VECTOR', 'SEARCH_TYPE_FULL_TEXT', 'SEARCH_TYPE_HYBRID']).describe('How the index is searched.'),
  "embeddingModel": zod.enum(['EMBEDDING_MODEL_TEXT_EMBEDDING_3_SMALL', 'EMBEDDING_MODEL_TEXT_EMBEDDING_3_LARGE', 'EMBEDDING_MODEL_MULTILINGUAL_E5_LARGE']).describe('The model that embeds the chunks.'),
  "files": zod.array(zod.object({
  "id": zod.string().min(1).max(listKnowledgeIndexesResponseTwoItemsItemFilesItemIdMax).regex(listKnowledgeIndexesResponseTwoItemsItemFilesItemIdRegExp).describe('An opaque identifier.'),
  "fileName": zod.string().min(1).max(listKnowledgeIndexesResponseTwoItemsItemFilesItemFileNameMax)
}).describe('A file an index is built from.')).min(1).max(listKnowledgeIndexesResponseTwoItemsItemFilesMax),
  "fileProgress": zod.array(zod.object({
  "fileId": zod.string().min(1).max(listKnowledgeIndexesResponseTwoItemsItemFileProgressItemFileIdMax).regex(listKnowledgeIndexesResponseTwoItemsItemFileProgressItemFileIdRegExp).describe('An opaque identifier.'),
  "fileName": zod.string().min(1).max(listKnowledgeIndexesResponseTwoItemsItemFileProgressItemFileNameMax),
  "stage": zod.enum(['INDEX_FILE_STAGE_WAITING', 'INDEX_FILE_STAGE_UPLOADED', 'INDEX_FILE_STAGE_CHUNKED', 'INDEX_FILE_STAGE_EMBEDDED', 'INDEX_FILE_STAGE_SEARCHABLE', 'INDEX_FILE_STAGE_FAILED']).describe('How far one file of an index has come in the current build: `INDEX_FILE_STAGE_WAITING` (the file is not uploaded yet) → `INDEX_FILE_STAGE_UPLOADED` → `INDEX_FILE_STAGE_CHUNKED` → `INDEX_FILE_STAGE_EMBEDDED` → `INDEX_FILE_STAGE_SEARCHABLE`; `INDEX_FILE_STAGE_FAILED` when the file could not be used (see `statusMessage`).'),
  "stageChangedAt": zod.iso.datetime({"offset":true}).max(listKnowledgeIndexesResponseTwoItemsItemFileProgressItemStageChangedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "uploadedAt": zod.iso.datetime({"offset":true}).max(listKnowledgeIndexesResponseTwoItemsItemFileProgressItemUploadedAtMax).optional().describe('An instant in RFC 3339 (UTC).'),
  "chunkedAt": zod.iso.datetime({"offset":true}).max(listKnowledgeIndexesResponseTwoItemsItemFileProgressItemChunkedAtMax).optional().describe('An instant in RFC 3339 (UTC).'),
  "embeddedAt": zod.iso.datetime({"offset":true}).max(listKnowledgeIndexesResponseTwoItemsItemFileProgressItemEmbeddedAtMax).optional().describe('An instant in RFC 3339 (UTC).'),
  "searchableAt": zod.iso.datetime({"offset":true}).max(listKnowledgeIndexesResponseTwoItemsItemFileProgressItemSearchableAtMax).optional().describe('An instant in RFC 3339 (UTC).'),
  "expectedNextAt": zod.iso.datetime({"offset":true}).max(listKnowledgeIndexesResponseTwoItemsItemFileProgressItemExpectedNextAtMax).optional().describe('An instant in RFC 3339 (UTC).'),
  "chunkCount": zod.int().min(listKnowledgeIndexesResponseTwoItemsItemFileProgressItemChunkCountMin).max(listKnowledgeIndexesResponseTwoItemsItemFileProgressItemChunkCountMax).optional().describe('Chunks made from the file (once chunked).'),
  "statusMessage": zod.string().max(listKnowledgeIndexesResponseTwoItemsItemFileProgressItemStatusMessageMax).optional().describe('Why the file could not be used (only with `INDEX_FILE_STAGE_FAILED`).')
}).describe('One file\'s way through the index\'s build, with the time each stage was reached. `expectedNextAt` is when the server expects the file to reach its next stage (from its size and the queue); past it, the studio flags the file as not moving.')).max(listKnowledgeIndexesResponseTwoItemsItemFileProgressMax).describe('Where each of the index\'s files is in the current build (one entry per file, in the order of `files`).'),
  "minimumScore": zod.number().min(listKnowledgeIndexesResponseTwoItemsItemMinimumScoreMin).max(listKnowledgeIndexesResponseTwoItemsItemMinimumScoreMax).describe('Search results scoring below this are dropped.'),
  "documentCount": zod.int().min(1).max(listKnowledgeIndexesResponseTwoItemsItemDocumentCountMax).describe('How many documents a search returns.'),
  "createdBy": zod.object({
  "id": zod.string().max(listKnowledgeIndexesResponseTwoItemsItemCreatedByIdMax),
  "name": zod.string().max(listKnowledgeIndexesResponseTwoItemsItemCreatedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "createdAt": zod.iso.datetime({"offset":true}).max(listKnowledgeIndexesResponseTwoItemsItemCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "updatedAt": zod.iso.datetime({"offset":true}).max(listKnowledgeIndexesResponseTwoItemsItemUpdatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).describe('A searchable index built from knowledge files. Creating or updating it (or asking for a rebuild) starts a build that moves it through WAITING (files still uploading) → PENDING → PROGRESS → SUCCESS or FAILED; the studio polls the index.')).max(listKnowledgeIndexesResponseTwoItemsMax)
}))

/**
 * Creates the index and starts building it: WAITING while one of its files is still uploading, then PENDING → PROGRESS → SUCCESS (FAILED when a file cannot be used). Name required; chunk size and chunk overlap integers of at least 1, the overlap smaller than the chunk size; at least one file of the project (unknown files answer 400).
 * @summary Create a knowledge index and start its build
 */
export const createKnowledgeIndexPathProjectIdMax = 64;


export const createKnowledgeIndexPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const CreateKnowledgeIndexParams = zod.object({
  "projectId": zod.string().min(1).max(createKnowledgeIndexPathProjectIdMax).regex(createKnowledgeIndexPathProjectIdRegExp).describe('The project.')
})

export const createKnowledgeIndexHeaderIdpMax = 64;

export const createKnowledgeIndexHeaderAiwTenantIdMax = 64;


export const createKnowledgeIndexHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const CreateKnowledgeIndexHeader = zod.object({
  "idp": zod.string().min(1).max(createKnowledgeIndexHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(createKnowledgeIndexHeaderAiwTenantIdMax).regex(createKnowledgeIndexHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const createKnowledgeIndexBodyNameMax = 50;

export const createKnowledgeIndexBodyChunkSizeMax = 8000;

export const createKnowledgeIndexBodyChunkOverlapMax = 8000;

export const createKnowledgeIndexBodyFileIdsItemMax = 64;


export const createKnowledgeIndexBodyFileIdsItemRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const createKnowledgeIndexBodyFileIdsMax = 100;

export const createKnowledgeIndexBodyMinimumScoreDefault = 0.75;
export const createKnowledgeIndexBodyMinimumScoreMin = 0;
export const createKnowledgeIndexBodyMinimumScoreMax = 1;

export const createKnowledgeIndexBodyDocumentCountDefault = 3;
export const createKnowledgeIndexBodyDocumentCountMax = 50;



export const CreateKnowledgeIndexBody = zod.strictObject({
  "name": zod.string().min(1).max(createKnowledgeIndexBodyNameMax),
  "chunkSize": zod.int().min(1).max(createKnowledgeIndexBodyChunkSizeMax),
  "chunkOverlap": zod.int().min(1).max(createKnowledgeIndexBodyChunkOverlapMax),
  "searchType": zod.enum(['SEARCH_TYPE_VECTOR', 'SEARCH_TYPE_FULL_TEXT', 'SEARCH_TYPE_HYBRID']).describe('How the index is searched.'),
  "embeddingModel": zod.enum(['EMBEDDING_MODEL_TEXT_EMBEDDING_3_SMALL', 'EMBEDDING_MODEL_TEXT_EMBEDDING_3_LARGE', 'EMBEDDING_MODEL_MULTILINGUAL_E5_LARGE']).describe('The model that embeds the chunks.'),
  "fileIds": zod.array(zod.string().min(1).max(createKnowledgeIndexBodyFileIdsItemMax).regex(createKnowledgeIndexBodyFileIdsItemRegExp).describe('An opaque identifier.')).min(1).max(createKnowledgeIndexBodyFileIdsMax).describe('The knowledge files (of the same project) to build from; at least one.'),
  "minimumScore": zod.number().min(createKnowledgeIndexBodyMinimumScoreMin).max(createKnowledgeIndexBodyMinimumScoreMax).default(createKnowledgeIndexBodyMinimumScoreDefault),
  "documentCount": zod.int().min(1).max(createKnowledgeIndexBodyDocumentCountMax).default(createKnowledgeIndexBodyDocumentCountDefault)
}).describe('A new index. Name required; chunk size and chunk overlap required, integers of at least 1 (the overlap smaller than the chunk size); at least one file of the project.')

export const createKnowledgeIndexResponseIdMax = 64;


export const createKnowledgeIndexResponseIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const createKnowledgeIndexResponseNameMax = 50;

export const createKnowledgeIndexResponseStatusMessageMax = 500;

export const createKnowledgeIndexResponseChunkSizeMax = 8000;

export const createKnowledgeIndexResponseChunkOverlapMax = 8000;

export const createKnowledgeIndexResponseFilesItemIdMax = 64;


export const createKnowledgeIndexResponseFilesItemIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const createKnowledgeIndexResponseFilesItemFileNameMax = 255;

export const createKnowledgeIndexResponseFilesMax = 100;

export const createKnowledgeIndexResponseFileProgressItemFileIdMax = 64;


export const createKnowledgeIndexResponseFileProgressItemFileIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const createKnowledgeIndexResponseFileProgressItemFileNameMax = 255;

export const createKnowledgeIndexResponseFileProgressItemStageChangedAtMax = 40;

export const createKnowledgeIndexResponseFileProgressItemUploadedAtMax = 40;

export const createKnowledgeIndexResponseFileProgressItemChunkedAtMax = 40;

export const createKnowledgeIndexResponseFileProgressItemEmbeddedAtMax = 40;

export const createKnowledgeIndexResponseFileProgressItemSearchableAtMax = 40;

export const createKnowledgeIndexResponseFileProgressItemExpectedNextAtMax = 40;

export const createKnowledgeIndexResponseFileProgressItemChunkCountMin = 0;
export const createKnowledgeIndexResponseFileProgressItemChunkCountMax = 1000000;

export const createKnowledgeIndexResponseFileProgressItemStatusMessageMax = 500;

export const createKnowledgeIndexResponseFileProgressMax = 100;

export const createKnowledgeIndexResponseMinimumScoreMin = 0;
export const createKnowledgeIndexResponseMinimumScoreMax = 1;

export const createKnowledgeIndexResponseDocumentCountMax = 50;

export const createKnowledgeIndexResponseCreatedByIdMax = 64;

export const createKnowledgeIndexResponseCreatedByNameMax = 200;

export const createKnowledgeIndexResponseCreatedAtMax = 40;

export const createKnowledgeIndexResponseUpdatedAtMax = 40;



export const CreateKnowledgeIndexResponse = zod.object({
  "id": zod.string().min(1).max(createKnowledgeIndexResponseIdMax).regex(createKnowledgeIndexResponseIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().min(1).max(createKnowledgeIndexResponseNameMax),
  "status": zod.enum(['INDEX_STATUS_PENDING', 'INDEX_STATUS_PROGRESS', 'INDEX_STATUS_SUCCESS', 'INDEX_STATUS_FAILED', 'INDEX_STATUS_WAITING']).describe('Where the index\'s build is. `INDEX_STATUS_WAITING`: waits for one of its files to finish uploading; `INDEX_STATUS_PENDING`: queued; `INDEX_STATUS_PROGRESS`: being built (an index that is pending or in progress cannot be edited: 409 \'Cannot edit the index because its status is processing\'); `INDEX_STATUS_SUCCESS`: searchable; `INDEX_STATUS_FAILED`: the build failed (see `statusMessage`).'),
  "statusMessage": zod.string().max(createKnowledgeIndexResponseStatusMessageMax).optional().describe('Why the last build failed (only with `INDEX_STATUS_FAILED`).'),
  "chunkSize": zod.int().min(1).max(createKnowledgeIndexResponseChunkSizeMax).describe('Characters per chunk.'),
  "chunkOverlap": zod.int().min(1).max(createKnowledgeIndexResponseChunkOverlapMax).describe('Characters shared by neighbouring chunks.'),
  "searchType": zod.enum(['SEARCH_TYPE_VECTOR', 'SEARCH_TYPE_FULL_TEXT', 'SEARCH_TYPE_HYBRID']).describe('How the index is searched.'),
  "embeddingModel": zod.enum(['EMBEDDING_MODEL_TEXT_EMBEDDING_3_SMALL', 'EMBEDDING_MODEL_TEXT_EMBEDDING_3_LARGE', 'EMBEDDING_MODEL_MULTILINGUAL_E5_LARGE']).describe('The model that embeds the chunks.'),
  "files": zod.array(zod.object({
  "id": zod.string().min(1).max(createKnowledgeIndexResponseFilesItemIdMax).regex(createKnowledgeIndexResponseFilesItemIdRegExp).describe('An opaque identifier.'),
  "fileName": zod.string().min(1).max(createKnowledgeIndexResponseFilesItemFileNameMax)
}).describe('A file an index is built from.')).min(1).max(createKnowledgeIndexResponseFilesMax),
  "fileProgress": zod.array(zod.object({
  "fileId": zod.string().min(1).max(createKnowledgeIndexResponseFileProgressItemFileIdMax).regex(createKnowledgeIndexResponseFileProgressItemFileIdRegExp).describe('An opaque identifier.'),
  "fileName": zod.string().min(1).max(createKnowledgeIndexResponseFileProgressItemFileNameMax),
  "stage": zod.enum(['INDEX_FILE_STAGE_WAITING', 'INDEX_FILE_STAGE_UPLOADED', 'INDEX_FILE_STAGE_CHUNKED', 'INDEX_FILE_STAGE_EMBEDDED', 'INDEX_FILE_STAGE_SEARCHABLE', 'INDEX_FILE_STAGE_FAILED']).describe('How far one file of an index has come in the current build: `INDEX_FILE_STAGE_WAITING` (the file is not uploaded yet) → `INDEX_FILE_STAGE_UPLOADED` → `INDEX_FILE_STAGE_CHUNKED` → `INDEX_FILE_STAGE_EMBEDDED` → `INDEX_FILE_STAGE_SEARCHABLE`; `INDEX_FILE_STAGE_FAILED` when the file could not be used (see `statusMessage`).'),
  "stageChangedAt": zod.iso.datetime({"offset":true}).max(createKnowledgeIndexResponseFileProgressItemStageChangedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "uploadedAt": zod.iso.datetime({"offset":true}).max(createKnowledgeIndexResponseFileProgressItemUploadedAtMax).optional().describe('An instant in RFC 3339 (UTC).'),
  "chunkedAt": zod.iso.datetime({"offset":true}).max(createKnowledgeIndexResponseFileProgressItemChunkedAtMax).optional().describe('An instant in RFC 3339 (UTC).'),
  "embeddedAt": zod.iso.datetime({"offset":true}).max(createKnowledgeIndexResponseFileProgressItemEmbeddedAtMax).optional().describe('An instant in RFC 3339 (UTC).'),
  "searchableAt": zod.iso.datetime({"offset":true}).max(createKnowledgeIndexResponseFileProgressItemSearchableAtMax).optional().describe('An instant in RFC 3339 (UTC).'),
  "expectedNextAt": zod.iso.datetime({"offset":true}).max(createKnowledgeIndexResponseFileProgressItemExpectedNextAtMax).optional().describe('An instant in RFC 3339 (UTC).'),
  "chunkCount": zod.int().min(createKnowledgeIndexResponseFileProgressItemChunkCountMin).max(createKnowledgeIndexResponseFileProgressItemChunkCountMax).optional().describe('Chunks made from the file (once chunked).'),
  "statusMessage": zod.string().max(createKnowledgeIndexResponseFileProgressItemStatusMessageMax).optional().describe('Why the file could not be used (only with `INDEX_FILE_STAGE_FAILED`).')
}).describe('One file\'s way through the index\'s build, with the time each stage was reached. `expectedNextAt` is when the server expects the file to reach its next stage (from its size and the queue); past it, the studio flags the file as not moving.')).max(createKnowledgeIndexResponseFileProgressMax).describe('Where each of the index\'s files is in the current build (one entry per file, in the order of `files`).'),
  "minimumScore": zod.number().min(createKnowledgeIndexResponseMinimumScoreMin).max(createKnowledgeIndexResponseMinimumScoreMax).describe('Search results scoring below this are dropped.'),
  "documentCount": zod.int().min(1).max(createKnowledgeIndexResponseDocumentCountMax).describe('How many documents a search returns.'),
  "createdBy": zod.object({
  "id": zod.string().max(createKnowledgeIndexResponseCreatedByIdMax),
  "name": zod.string().max(createKnowledgeIndexResponseCreatedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "createdAt": zod.iso.datetime({"offset":true}).max(createKnowledgeIndexResponseCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "updatedAt": zod.iso.datetime({"offset":true}).max(createKnowledgeIndexResponseUpdatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).describe('A searchable index built from knowledge files. Creating or updating it (or asking for a rebuild) starts a build that moves it through WAITING (files still uploading) → PENDING → PROGRESS → SUCCESS or FAILED; the studio polls the index.')

/**
 * The index with its build status; the studio polls it while the build runs.
 * @summary One knowledge index
 */
export const getKnowledgeIndexPathProjectIdMax = 64;


export const getKnowledgeIndexPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getKnowledgeIndexPathIndexIdMax = 64;


export const getKnowledgeIndexPathIndexIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const GetKnowledgeIndexParams = zod.object({
  "projectId": zod.string().min(1).max(getKnowledgeIndexPathProjectIdMax).regex(getKnowledgeIndexPathProjectIdRegExp).describe('The project.'),
  "indexId": zod.string().min(1).max(getKnowledgeIndexPathIndexIdMax).regex(getKnowledgeIndexPathIndexIdRegExp).describe('The knowledge index.')
})

export const getKnowledgeIndexHeaderIdpMax = 64;

export const getKnowledgeIndexHeaderAiwTenantIdMax = 64;


export const getKnowledgeIndexHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const GetKnowledgeIndexHeader = zod.object({
  "idp": zod.string().min(1).max(getKnowledgeIndexHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(getKnowledgeIndexHeaderAiwTenantIdMax).regex(getKnowledgeIndexHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const getKnowledgeIndexResponseIdMax = 64;


export const getKnowledgeIndexResponseIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getKnowledgeIndexResponseNameMax = 50;

export const getKnowledgeIndexResponseStatusMessageMax = 500;

export const getKnowledgeIndexResponseChunkSizeMax = 8000;

export const getKnowledgeIndexResponseChunkOverlapMax = 8000;

export const getKnowledgeIndexResponseFilesItemIdMax = 64;


export const getKnowledgeIndexResponseFilesItemIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getKnowledgeIndexResponseFilesItemFileNameMax = 255;

export const getKnowledgeIndexResponseFilesMax = 100;

export const getKnowledgeIndexResponseFileProgressItemFileIdMax = 64;


export const getKnowledgeIndexResponseFileProgressItemFileIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getKnowledgeIndexResponseFileProgressItemFileNameMax = 255;

export const getKnowledgeIndexResponseFileProgressItemStageChangedAtMax = 40;

export const getKnowledgeIndexResponseFileProgressItemUploadedAtMax = 40;

export const getKnowledgeIndexResponseFileProgressItemChunkedAtMax = 40;

export const getKnowledgeIndexResponseFileProgressItemEmbeddedAtMax = 40;

export const getKnowledgeIndexResponseFileProgressItemSearchableAtMax = 40;

export const getKnowledgeIndexResponseFileProgressItemExpectedNextAtMax = 40;

export const getKnowledgeIndexResponseFileProgressItemChunkCountMin = 0;
export const getKnowledgeIndexResponseFileProgressItemChunkCountMax = 1000000;

export const getKnowledgeIndexResponseFileProgressItemStatusMessageMax = 500;

export const getKnowledgeIndexResponseFileProgressMax = 100;

export const getKnowledgeIndexResponseMinimumScoreMin = 0;
export const getKnowledgeIndexResponseMinimumScoreMax = 1;

export const getKnowledgeIndexResponseDocumentCountMax = 50;

export const getKnowledgeIndexResponseCreatedByIdMax = 64;

export const getKnowledgeIndexResponseCreatedByNameMax = 200;

export const getKnowledgeIndexResponseCreatedAtMax = 40;

export const getKnowledgeIndexResponseUpdatedAtMax = 40;



export const GetKnowledgeIndexResponse = zod.object({
  "id": zod.string().min(1).max(getKnowledgeIndexResponseIdMax).regex(getKnowledgeIndexResponseIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().min(1).max(getKnowledgeIndexResponseNameMax),
  "status": zod.enum(['INDEX_STATUS_PENDING', 'INDEX_STATUS_PROGRESS', 'INDEX_STATUS_SUCCESS', 'INDEX_STATUS_FAILED', 'INDEX_STATUS_WAITING']).describe('Where the index\'s build is. `INDEX_STATUS_WAITING`: waits for one of its files to finish uploading; `INDEX_STATUS_PENDING`: queued; `INDEX_STATUS_PROGRESS`: being built (an index that is pending or in progress cannot be edited: 409 \'Cannot edit the index because its status is processing\'); `INDEX_STATUS_SUCCESS`: searchable; `INDEX_STATUS_FAILED`: the build failed (see `statusMessage`).'),
  "statusMessage": zod.string().max(getKnowledgeIndexResponseStatusMessageMax).optional().describe('Why the last build failed (only with `INDEX_STATUS_FAILED`).'),
  "chunkSize": zod.int().min(1).max(getKnowledgeIndexResponseChunkSizeMax).describe('Characters per chunk.'),
  "chunkOverlap": zod.int().min(1).max(getKnowledgeIndexResponseChunkOverlapMax).describe('Characters shared by neighbouring chunks.'),
  "searchType": zod.enum(['SEARCH_TYPE_VECTOR', 'SEARCH_TYPE_FULL_TEXT', 'SEARCH_TYPE_HYBRID']).describe('How the index is searched.'),
  "embeddingModel": zod.enum(['EMBEDDING_MODEL_TEXT_EMBEDDING_3_SMALL', 'EMBEDDING_MODEL_TEXT_EMBEDDING_3_LARGE', 'EMBEDDING_MODEL_MULTILINGUAL_E5_LARGE']).describe('The model that embeds the chunks.'),
  "files": zod.array(zod.object({
  "id": zod.string().min(1).max(getKnowledgeIndexResponseFilesItemIdMax).regex(getKnowledgeIndexResponseFilesItemIdRegExp).describe('An opaque identifier.'),
  "fileName": zod.string().min(1).max(getKnowledgeIndexResponseFilesItemFileNameMax)
}).describe('A file an index is built from.')).min(1).max(getKnowledgeIndexResponseFilesMax),
  "fileProgress": zod.array(zod.object({
  "fileId": zod.string().min(1).max(getKnowledgeIndexResponseFileProgressItemFileIdMax).regex(getKnowledgeIndexResponseFileProgressItemFileIdRegExp).describe('An opaque identifier.'),
  "fileName": zod.string().min(1).max(getKnowledgeIndexResponseFileProgressItemFileNameMax),
  "stage": zod.enum(['INDEX_FILE_STAGE_WAITING', 'INDEX_FILE_STAGE_UPLOADED', 'INDEX_FILE_STAGE_CHUNKED', 'INDEX_FILE_STAGE_EMBEDDED', 'INDEX_FILE_STAGE_SEARCHABLE', 'INDEX_FILE_STAGE_FAILED']).describe('How far one file of an index has come in the current build: `INDEX_FILE_STAGE_WAITING` (the file is not uploaded yet) → `INDEX_FILE_STAGE_UPLOADED` → `INDEX_FILE_STAGE_CHUNKED` → `INDEX_FILE_STAGE_EMBEDDED` → `INDEX_FILE_STAGE_SEARCHABLE`; `INDEX_FILE_STAGE_FAILED` when the file could not be used (see `statusMessage`).'),
  "stageChangedAt": zod.iso.datetime({"offset":true}).max(getKnowledgeIndexResponseFileProgressItemStageChangedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "uploadedAt": zod.iso.datetime({"offset":true}).max(getKnowledgeIndexResponseFileProgressItemUploadedAtMax).optional().describe('An instant in RFC 3339 (UTC).'),
  "chunkedAt": zod.iso.datetime({"offset":true}).max(getKnowledgeIndexResponseFileProgressItemChunkedAtMax).optional().describe('An instant in RFC 3339 (UTC).'),
  "embeddedAt": zod.iso.datetime({"offset":true}).max(getKnowledgeIndexResponseFileProgressItemEmbeddedAtMax).optional().describe('An instant in RFC 3339 (UTC).'),
  "searchableAt": zod.iso.datetime({"offset":true}).max(getKnowledgeIndexResponseFileProgressItemSearchableAtMax).optional().describe('An instant in RFC 3339 (UTC).'),
  "expectedNextAt": zod.iso.datetime({"offset":true}).max(getKnowledgeIndexResponseFileProgressItemExpectedNextAtMax).optional().describe('An instant in RFC 3339 (UTC).'),
  "chunkCount": zod.int().min(getKnowledgeIndexResponseFileProgressItemChunkCountMin).max(getKnowledgeIndexResponseFileProgressItemChunkCountMax).optional().describe('Chunks made from the file (once chunked).'),
  "statusMessage": zod.string().max(getKnowledgeIndexResponseFileProgressItemStatusMessageMax).optional().describe('Why the file could not be used (only with `INDEX_FILE_STAGE_FAILED`).')
}).describe('One file\'s way through the index\'s build, with the time each stage was reached. `expectedNextAt` is when the server expects the file to reach its next stage (from its size and the queue); past it, the studio flags the file as not moving.')).max(getKnowledgeIndexResponseFileProgressMax).describe('Where each of the index\'s files is in the current build (one entry per file, in the order of `files`).'),
  "minimumScore": zod.number().min(getKnowledgeIndexResponseMinimumScoreMin).max(getKnowledgeIndexResponseMinimumScoreMax).describe('Search results scoring below this are dropped.'),
  "documentCount": zod.int().min(1).max(getKnowledgeIndexResponseDocumentCountMax).describe('How many documents a search returns.'),
  "createdBy": zod.object({
  "id": zod.string().max(getKnowledgeIndexResponseCreatedByIdMax),
  "name": zod.string().max(getKnowledgeIndexResponseCreatedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "createdAt": zod.iso.datetime({"offset":true}).max(getKnowledgeIndexResponseCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "updatedAt": zod.iso.datetime({"offset":true}).max(getKnowledgeIndexResponseUpdatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).describe('A searchable index built from knowledge files. Creating or updating it (or asking for a rebuild) starts a build that moves it through WAITING (files still uploading) → PENDING → PROGRESS → SUCCESS or FAILED; the studio polls the index.')

/**
 * Changes the given fields and starts a new build. An index that is pending or in progress cannot be edited: 409 'Cannot edit the index because its status is processing', and nothing changes.
 * @summary Change a knowledge index and rebuild it
 */
export const updateKnowledgeIndexPathProjectIdMax = 64;


export const updateKnowledgeIndexPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const updateKnowledgeIndexPathIndexIdMax = 64;


export const updateKnowledgeIndexPathIndexIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const UpdateKnowledgeIndexParams = zod.object({
  "projectId": zod.string().min(1).max(updateKnowledgeIndexPathProjectIdMax).regex(updateKnowledgeIndexPathProjectIdRegExp).describe('The project.'),
  "indexId": zod.string().min(1).max(updateKnowledgeIndexPathIndexIdMax).regex(updateKnowledgeIndexPathIndexIdRegExp).describe('The knowledge index.')
})

export const updateKnowledgeIndexHeaderIdpMax = 64;

export const updateKnowledgeIndexHeaderAiwTenantIdMax = 64;


export const updateKnowledgeIndexHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const UpdateKnowledgeIndexHeader = zod.object({
  "idp": zod.string().min(1).max(updateKnowledgeIndexHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(updateKnowledgeIndexHeaderAiwTenantIdMax).regex(updateKnowledgeIndexHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const updateKnowledgeIndexBodyNameMax = 50;

export const updateKnowledgeIndexBodyChunkSizeMax = 8000;

export const updateKnowledgeIndexBodyChunkOverlapMax = 8000;

export const updateKnowledgeIndexBodyFileIdsItemMax = 64;


export const updateKnowledgeIndexBodyFileIdsItemRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const updateKnowledgeIndexBodyFileIdsMax = 100;

export const updateKnowledgeIndexBodyMinimumScoreMin = 0;
export const updateKnowledgeIndexBodyMinimumScoreMax = 1;

export const updateKnowledgeIndexBodyDocumentCountMax = 50;



export const UpdateKnowledgeIndexBody = zod.strictObject({
  "name": zod.string().min(1).max(updateKnowledgeIndexBodyNameMax).optional(),
  "chunkSize": zod.int().min(1).max(updateKnowledgeIndexBodyChunkSizeMax).optional(),
  "chunkOverlap": zod.int().min(1).max(updateKnowledgeIndexBodyChunkOverlapMax).optional(),
  "searchType": zod.enum(['SEARCH_TYPE_VECTOR', 'SEARCH_TYPE_FULL_TEXT', 'SEARCH_TYPE_HYBRID']).optional().describe('How the index is searched.'),
  "embeddingModel": zod.enum(['EMBEDDING_MODEL_TEXT_EMBEDDING_3_SMALL', 'EMBEDDING_MODEL_TEXT_EMBEDDING_3_LARGE', 'EMBEDDING_MODEL_MULTILINGUAL_E5_LARGE']).optional().describe('The model that embeds the chunks.'),
  "fileIds": zod.array(zod.string().min(1).max(updateKnowledgeIndexBodyFileIdsItemMax).regex(updateKnowledgeIndexBodyFileIdsItemRegExp).describe('An opaque identifier.')).min(1).max(updateKnowledgeIndexBodyFileIdsMax).optional(),
  "minimumScore": zod.number().min(updateKnowledgeIndexBodyMinimumScoreMin).max(updateKnowledgeIndexBodyMinimumScoreMax).optional(),
  "documentCount": zod.int().min(1).max(updateKnowledgeIndexBodyDocumentCountMax).optional()
}).describe('Changes the given fields and starts a new build. Refused with 409 while the index is pending or in progress (\'Cannot edit the index because its status is processing\').')

export const updateKnowledgeIndexResponseIdMax = 64;


export const updateKnowledgeIndexResponseIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const updateKnowledgeIndexResponseNameMax = 50;

export const updateKnowledgeIndexResponseStatusMessageMax = 500;

export const updateKnowledgeIndexResponseChunkSizeMax = 8000;

export const updateKnowledgeIndexResponseChunkOverlapMax = 8000;

export const updateKnowledgeIndexResponseFilesItemIdMax = 64;


export const updateKnowledgeIndexResponseFilesItemIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const updateKnowledgeIndexResponseFilesItemFileNameMax = 255;

export const updateKnowledgeIndexResponseFilesMax = 100;

export const updateKnowledgeIndexResponseFileProgressItemFileIdMax = 64;


export const updateKnowledgeIndexResponseFileProgressItemFileIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const updateKnowledgeIndexResponseFileProgressItemFileNameMax = 255;

export const updateKnowledgeIndexResponseFileProgressItemStageChangedAtMax = 40;

export const updateKnowledgeIndexResponseFileProgressItemUploadedAtMax = 40;

export const updateKnowledgeIndexResponseFileProgressItemChunkedAtMax = 40;

export const updateKnowledgeIndexResponseFileProgressItemEmbeddedAtMax = 40;

export const updateKnowledgeIndexResponseFileProgressItemSearchableAtMax = 40;

export const updateKnowledgeIndexResponseFileProgressItemExpectedNextAtMax = 40;

export const updateKnowledgeIndexResponseFileProgressItemChunkCountMin = 0;
export const updateKnowledgeIndexResponseFileProgressItemChunkCountMax = 1000000;

export const updateKnowledgeIndexResponseFileProgressItemStatusMessageMax = 500;

export const updateKnowledgeIndexResponseFileProgressMax = 100;

export const updateKnowledgeIndexResponseMinimumScoreMin = 0;
export const updateKnowledgeIndexResponseMinimumScoreMax = 1;

export const updateKnowledgeIndexResponseDocumentCountMax = 50;

export const updateKnowledgeIndexResponseCreatedByIdMax = 64;

export const updateKnowledgeIndexResponseCreatedByNameMax = 200;

export const updateKnowledgeIndexResponseCreatedAtMax = 40;

export const updateKnowledgeIndexResponseUpdatedAtMax = 40;



export const UpdateKnowledgeIndexResponse = zod.object({
  "id": zod.string().min(1).max(updateKnowledgeIndexResponseIdMax).regex(updateKnowledgeIndexResponseIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().min(1).max(updateKnowledgeIndexResponseNameMax),
  "status": zod.enum(['INDEX_STATUS_PENDING', 'INDEX_STATUS_PROGRESS', 'INDEX_STATUS_SUCCESS', 'INDEX_STATUS_FAILED', 'INDEX_STATUS_WAITING']).describe('Where the index\'s build is. `INDEX_STATUS_WAITING`: waits for one of its files to finish uploading; `INDEX_STATUS_PENDING`: queued; `INDEX_STATUS_PROGRESS`: being built (an index that is pending or in progress cannot be edited: 409 \'Cannot edit the index because its status is processing\'); `INDEX_STATUS_SUCCESS`: searchable; `INDEX_STATUS_FAILED`: the build failed (see `statusMessage`).'),
  "statusMessage": zod.string().max(updateKnowledgeIndexResponseStatusMessageMax).optional().describe('Why the last build failed (only with `INDEX_STATUS_FAILED`).'),
  "chunkSize": zod.int().min(1).max(updateKnowledgeIndexResponseChunkSizeMax).describe('Characters per chunk.'),
  "chunkOverlap": zod.int().min(1).max(updateKnowledgeIndexResponseChunkOverlapMax).describe('Characters shared by neighbouring chunks.'),
  "searchType": zod.enum(['SEARCH_TYPE_VECTOR', 'SEARCH_TYPE_FULL_TEXT', 'SEARCH_TYPE_HYBRID']).describe('How the index is searched.'),
  "embeddingModel": zod.enum(['EMBEDDING_MODEL_TEXT_EMBEDDING_3_SMALL', 'EMBEDDING_MODEL_TEXT_EMBEDDING_3_LARGE', 'EMBEDDING_MODEL_MULTILINGUAL_E5_LARGE']).describe('The model that embeds the chunks.'),
  "files": zod.array(zod.object({
  "id": zod.string().min(1).max(updateKnowledgeIndexResponseFilesItemIdMax).regex(updateKnowledgeIndexResponseFilesItemIdRegExp).describe('An opaque identifier.'),
  "fileName": zod.string().min(1).max(updateKnowledgeIndexResponseFilesItemFileNameMax)
}).describe('A file an index is built from.')).min(1).max(updateKnowledgeIndexResponseFilesMax),
  "fileProgress": zod.array(zod.object({
  "fileId": zod.string().min(1).max(updateKnowledgeIndexResponseFileProgressItemFileIdMax).regex(updateKnowledgeIndexResponseFileProgressItemFileIdRegExp).describe('An opaque identifier.'),
  "fileName": zod.string().min(1).max(updateKnowledgeIndexResponseFileProgressItemFileNameMax),
  "stage": zod.enum(['INDEX_FILE_STAGE_WAITING', 'INDEX_FILE_STAGE_UPLOADED', 'INDEX_FILE_STAGE_CHUNKED', 'INDEX_FILE_STAGE_EMBEDDED', 'INDEX_FILE_STAGE_SEARCHABLE', 'INDEX_FILE_STAGE_FAILED']).describe('How far one file of an index has come in the current build: `INDEX_FILE_STAGE_WAITING` (the file is not uploaded yet) → `INDEX_FILE_STAGE_UPLOADED` → `INDEX_FILE_STAGE_CHUNKED` → `INDEX_FILE_STAGE_EMBEDDED` → `INDEX_FILE_STAGE_SEARCHABLE`; `INDEX_FILE_STAGE_FAILED` when the file could not be used (see `statusMessage`).'),
  "stageChangedAt": zod.iso.datetime({"offset":true}).max(updateKnowledgeIndexResponseFileProgressItemStageChangedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "uploadedAt": zod.iso.datetime({"offset":true}).max(updateKnowledgeIndexResponseFileProgressItemUploadedAtMax).optional().describe('An instant in RFC 3339 (UTC).'),
  "chunkedAt": zod.iso.datetime({"offset":true}).max(updateKnowledgeIndexResponseFileProgressItemChunkedAtMax).optional().describe('An instant in RFC 3339 (UTC).'),
  "embeddedAt": zod.iso.datetime({"offset":true}).max(updateKnowledgeIndexResponseFileProgressItemEmbeddedAtMax).optional().describe('An instant in RFC 3339 (UTC).'),
  "searchableAt": zod.iso.datetime({"offset":true}).max(updateKnowledgeIndexResponseFileProgressItemSearchableAtMax).optional().describe('An instant in RFC 3339 (UTC).'),
  "expectedNextAt": zod.iso.datetime({"offset":true}).max(updateKnowledgeIndexResponseFileProgressItemExpectedNextAtMax).optional().describe('An instant in RFC 3339 (UTC).'),
  "chunkCount": zod.int().min(updateKnowledgeIndexResponseFileProgressItemChunkCountMin).max(updateKnowledgeIndexResponseFileProgressItemChunkCountMax).optional().describe('Chunks made from the file (once chunked).'),
  "statusMessage": zod.string().max(updateKnowledgeIndexResponseFileProgressItemStatusMessageMax).optional().describe('Why the file could not be used (only with `INDEX_FILE_STAGE_FAILED`).')
}).describe('One file\'s way through the index\'s build, with the time each stage was reached. `expectedNextAt` is when the server expects the file to reach its next stage (from its size and the queue); past it, the studio flags the file as not moving.')).max(updateKnowledgeIndexResponseFileProgressMax).describe('Where each of the index\'s files is in the current build (one entry per file, in the order of `files`).'),
  "minimumScore": zod.number().min(updateKnowledgeIndexResponseMinimumScoreMin).max(updateKnowledgeIndexResponseMinimumScoreMax).describe('Search results scoring below this are dropped.'),
  "documentCount": zod.int().min(1).max(updateKnowledgeIndexResponseDocumentCountMax).describe('How many documents a search returns.'),
  "createdBy": zod.object({
  "id": zod.string().max(updateKnowledgeIndexResponseCreatedByIdMax),
  "name": zod.string().max(updateKnowledgeIndexResponseCreatedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "createdAt": zod.iso.datetime({"offset":true}).max(updateKnowledgeIndexResponseCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "updatedAt": zod.iso.datetime({"offset":true}).max(updateKnowledgeIndexResponseUpdatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).describe('A searchable index built from knowledge files. Creating or updating it (or asking for a rebuild) starts a build that moves it through WAITING (files still uploading) → PENDING → PROGRESS → SUCCESS or FAILED; the studio polls the index.')

/**
 * Deletes the index; its files stay. An index that is pending or in progress cannot be deleted: 409 'Cannot edit the index because its status is processing', and nothing changes.
 * @summary Delete a knowledge index
 */
export const deleteKnowledgeIndexPathProjectIdMax = 64;


export const deleteKnowledgeIndexPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const deleteKnowledgeIndexPathIndexIdMax = 64;


export const deleteKnowledgeIndexPathIndexIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const DeleteKnowledgeIndexParams = zod.object({
  "projectId": zod.string().min(1).max(deleteKnowledgeIndexPathProjectIdMax).regex(deleteKnowledgeIndexPathProjectIdRegExp).describe('The project.'),
  "indexId": zod.string().min(1).max(deleteKnowledgeIndexPathIndexIdMax).regex(deleteKnowledgeIndexPathIndexIdRegExp).describe('The knowledge index.')
})

export const deleteKnowledgeIndexHeaderIdpMax = 64;

export const deleteKnowledgeIndexHeaderAiwTenantIdMax = 64;


export const deleteKnowledgeIndexHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const DeleteKnowledgeIndexHeader = zod.object({
  "idp": zod.string().min(1).max(deleteKnowledgeIndexHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(deleteKnowledgeIndexHeaderAiwTenantIdMax).regex(deleteKnowledgeIndexHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const DeleteKnowledgeIndexResponse = zod.void()

/**
 * Starts a new build with the index's current settings (e.g. after a failure). With `fileIds`, only those files are processed again (retry the files that failed; the others keep their chunks and embeddings). Refused like an edit while the index is pending or in progress (409 'Cannot edit the index because its status is processing'); `fileIds` naming a file the index is not built from answers 400.
 * @summary Build a knowledge index again
 */
export const rebuildKnowledgeIndexPathProjectIdMax = 64;


export const rebuildKnowledgeIndexPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const rebuildKnowledgeIndexPathIndexIdMax = 64;


export const rebuildKnowledgeIndexPathIndexIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const RebuildKnowledgeIndexParams = zod.object({
  "projectId": zod.string().min(1).max(rebuildKnowledgeIndexPathProjectIdMax).regex(rebuildKnowledgeIndexPathProjectIdRegExp).describe('The project.'),
  "indexId": zod.string().min(1).max(rebuildKnowledgeIndexPathIndexIdMax).regex(rebuildKnowledgeIndexPathIndexIdRegExp).describe('The knowledge index.')
})

export const rebuildKnowledgeIndexHeaderIdpMax = 64;

export const rebuildKnowledgeIndexHeaderAiwTenantIdMax = 64;


export const rebuildKnowledgeIndexHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const RebuildKnowledgeIndexHeader = zod.object({
  "idp": zod.string().min(1).max(rebuildKnowledgeIndexHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(rebuildKnowledgeIndexHeaderAiwTenantIdMax).regex(rebuildKnowledgeIndexHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const rebuildKnowledgeIndexBodyFileIdsItemMax = 64;


export const rebuildKnowledgeIndexBodyFileIdsItemRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const rebuildKnowledgeIndexBodyFileIdsMax = 100;



export const RebuildKnowledgeIndexBody = zod.strictObject({
  "fileIds": zod.array(zod.string().min(1).max(rebuildKnowledgeIndexBodyFileIdsItemMax).regex(rebuildKnowledgeIndexBodyFileIdsItemRegExp).describe('An opaque identifier.')).min(1).max(rebuildKnowledgeIndexBodyFileIdsMax).optional().describe('Only these files of the index (e.g. the ones that failed); the others keep their chunks and embeddings.')
}).describe('What to build again; without `fileIds`, every file of the index.')

export const rebuildKnowledgeIndexResponseIdMax = 64;


export const rebuildKnowledgeIndexResponseIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const rebuildKnowledgeIndexResponseNameMax = 50;

export const rebuildKnowledgeIndexResponseStatusMessageMax = 500;

export const rebuildKnowledgeIndexResponseChunkSizeMax = 8000;

export const rebuildKnowledgeIndexResponseChunkOverlapMax = 8000;

export const rebuildKnowledgeIndexResponseFilesItemIdMax = 64;


export const rebuildKnowledgeIndexResponseFilesItemIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const rebuildKnowledgeIndexResponseFilesItemFileNameMax = 255;

export const rebuildKnowledgeIndexResponseFilesMax = 100;

export const rebuildKnowledgeIndexResponseFileProgressItemFileIdMax = 64;


export const rebuildKnowledgeIndexResponseFileProgressItemFileIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const rebuildKnowledgeIndexResponseFileProgressItemFileNameMax = 255;

export const rebuildKnowledgeIndexResponseFileProgressItemStageChangedAtMax = 40;

export const rebuildKnowledgeIndexResponseFileProgressItemUploadedAtMax = 40;

export const rebuildKnowledgeIndexResponseFileProgressItemChunkedAtMax = 40;

export const rebuildKnowledgeIndexResponseFileProgressItemEmbeddedAtMax = 40;

export const rebuildKnowledgeIndexResponseFileProgressItemSearchableAtMax = 40;

export const rebuildKnowledgeIndexResponseFileProgressItemExpectedNextAtMax = 40;

export const rebuildKnowledgeIndexResponseFileProgressItemChunkCountMin = 0;
export const rebuildKnowledgeIndexResponseFileProgressItemChunkCountMax = 1000000;

export const rebuildKnowledgeIndexResponseFileProgressItemStatusMessageMax = 500;

export const rebuildKnowledgeIndexResponseFileProgressMax = 100;

export const rebuildKnowledgeIndexResponseMinimumScoreMin = 0;
export const rebuildKnowledgeIndexResponseMinimumScoreMax = 1;

export const rebuildKnowledgeIndexResponseDocumentCountMax = 50;

export const rebuildKnowledgeIndexResponseCreatedByIdMax = 64;

export const rebuildKnowledgeIndexResponseCreatedByNameMax = 200;

export const rebuildKnowledgeIndexResponseCreatedAtMax = 40;

export const rebuildKnowledgeIndexResponseUpdatedAtMax = 40;



export const RebuildKnowledgeIndexResponse = zod.object({
  "id": zod.string().min(1).max(rebuildKnowledgeIndexResponseIdMax).regex(rebuildKnowledgeIndexResponseIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().min(1).max(rebuildKnowledgeIndexResponseNameMax),
  "status": zod.enum(['INDEX_STATUS_PENDING', 'INDEX_STATUS_PROGRESS', 'INDEX_STATUS_SUCCESS', 'INDEX_STATUS_FAILED', 'INDEX_STATUS_WAITING']).describe('Where the index\'s build is. `INDEX_STATUS_WAITING`: waits for one of its files to finish uploading; `INDEX_STATUS_PENDING`: queued; `INDEX_STATUS_PROGRESS`: being built (an index that is pending or in progress cannot be edited: 409 \'Cannot edit the index because its status is processing\'); `INDEX_STATUS_SUCCESS`: searchable; `INDEX_STATUS_FAILED`: the build failed (see `statusMessage`).'),
  "statusMessage": zod.string().max(rebuildKnowledgeIndexResponseStatusMessageMax).optional().describe('Why the last build failed (only with `INDEX_STATUS_FAILED`).'),
  "chunkSize": zod.int().min(1).max(rebuildKnowledgeIndexResponseChunkSizeMax).describe('Characters per chunk.'),
  "chunkOverlap": zod.int().min(1).max(rebuildKnowledgeIndexResponseChunkOverlapMax).describe('Characters shared by neighbouring chunks.'),
  "searchType": zod.enum(['SEARCH_TYPE_VECTOR', 'SEARCH_TYPE_FULL_TEXT', 'SEARCH_TYPE_HYBRID']).describe('How the index is searched.'),
  "embeddingModel": zod.enum(['EMBEDDING_MODEL_TEXT_EMBEDDING_3_SMALL', 'EMBEDDING_MODEL_TEXT_EMBEDDING_3_LARGE', 'EMBEDDING_MODEL_MULTILINGUAL_E5_LARGE']).describe('The model that embeds the chunks.'),
  "files": zod.array(zod.object({
  "id": zod.string().min(1).max(rebuildKnowledgeIndexResponseFilesItemIdMax).regex(rebuildKnowledgeIndexResponseFilesItemIdRegExp).describe('An opaque identifier.'),
  "fileName": zod.string().min(1).max(rebuildKnowledgeIndexResponseFilesItemFileNameMax)
}).describe('A file an index is built from.')).min(1).max(rebuildKnowledgeIndexResponseFilesMax),
  "fileProgress": zod.array(zod.object({
  "fileId": zod.string().min(1).max(rebuildKnowledgeIndexResponseFileProgressItemFileIdMax).regex(rebuildKnowledgeIndexResponseFileProgressItemFileIdRegExp).describe('An opaque identifier.'),
  "fileName": zod.string().min(1).max(rebuildKnowledgeIndexResponseFileProgressItemFileNameMax),
  "stage": zod.enum(['INDEX_FILE_STAGE_WAITING', 'INDEX_FILE_STAGE_UPLOADED', 'INDEX_FILE_STAGE_CHUNKED', 'INDEX_FILE_STAGE_EMBEDDED', 'INDEX_FILE_STAGE_SEARCHABLE', 'INDEX_FILE_STAGE_FAILED']).describe('How far one file of an index has come in the current build: `INDEX_FILE_STAGE_WAITING` (the file is not uploaded yet) → `INDEX_FILE_STAGE_UPLOADED` → `INDEX_FILE_STAGE_CHUNKED` → `INDEX_FILE_STAGE_EMBEDDED` → `INDEX_FILE_STAGE_SEARCHABLE`; `INDEX_FILE_STAGE_FAILED` when the file could not be used (see `statusMessage`).'),
  "stageChangedAt": zod.iso.datetime({"offset":true}).max(rebuildKnowledgeIndexResponseFileProgressItemStageChangedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "uploadedAt": zod.iso.datetime({"offset":true}).max(rebuildKnowledgeIndexResponseFileProgressItemUploadedAtMax).optional().describe('An instant in RFC 3339 (UTC).'),
  "chunkedAt": zod.iso.datetime({"offset":true}).max(rebuildKnowledgeIndexResponseFileProgressItemChunkedAtMax).optional().describe('An instant in RFC 3339 (UTC).'),
  "embeddedAt": zod.iso.datetime({"offset":true}).max(rebuildKnowledgeIndexResponseFileProgressItemEmbeddedAtMax).optional().describe('An instant in RFC 3339 (UTC).'),
  "searchableAt": zod.iso.datetime({"offset":true}).max(rebuildKnowledgeIndexResponseFileProgressItemSearchableAtMax).optional().describe('An instant in RFC 3339 (UTC).'),
  "expectedNextAt": zod.iso.datetime({"offset":true}).max(rebuildKnowledgeIndexResponseFileProgressItemExpectedNextAtMax).optional().describe('An instant in RFC 3339 (UTC).'),
  "chunkCount": zod.int().min(rebuildKnowledgeIndexResponseFileProgressItemChunkCountMin).max(rebuildKnowledgeIndexResponseFileProgressItemChunkCountMax).optional().describe('Chunks made from the file (once chunked).'),
  "statusMessage": zod.string().max(rebuildKnowledgeIndexResponseFileProgressItemStatusMessageMax).optional().describe('Why the file could not be used (only with `INDEX_FILE_STAGE_FAILED`).')
}).describe('One file\'s way through the index\'s build, with the time each stage was reached. `expectedNextAt` is when the server expects the file to reach its next stage (from its size and the queue); past it, the studio flags the file as not moving.')).max(rebuildKnowledgeIndexResponseFileProgressMax).describe('Where each of the index\'s files is in the current build (one entry per file, in the order of `files`).'),
  "minimumScore": zod.number().min(rebuildKnowledgeIndexResponseMinimumScoreMin).max(rebuildKnowledgeIndexResponseMinimumScoreMax).describe('Search results scoring below this are dropped.'),
  "documentCount": zod.int().min(1).max(rebuildKnowledgeIndexResponseDocumentCountMax).describe('How many documents a search returns.'),
  "createdBy": zod.object({
  "id": zod.string().max(rebuildKnowledgeIndexResponseCreatedByIdMax),
  "name": zod.string().max(rebuildKnowledgeIndexResponseCreatedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "createdAt": zod.iso.datetime({"offset":true}).max(rebuildKnowledgeIndexResponseCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "updatedAt": zod.iso.datetime({"offset":true}).max(rebuildKnowledgeIndexResponseUpdatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).describe('A searchable index built from knowledge files. Creating or updating it (or asking for a rebuild) starts a build that moves it through WAITING (files still uploading) → PENDING → PROGRESS → SUCCESS or FAILED; the studio polls the index.')

