import * as zod from 'zod';


/**
 * The tenant id under which the organization's workflow APIs are called (shown in the API overview). The UI shows 'Failed to retrieve tenant ID' when this fails.
 * @summary The tenant id of the active organization
 */
export const getTenantHeaderIdpMax = 64;

export const getTenantHeaderAiwTenantIdMax = 64;


export const getTenantHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const GetTenantHeader = zod.object({
  "idp": zod.string().min(1).max(getTenantHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(getTenantHeaderAiwTenantIdMax).regex(getTenantHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const getTenantResponseTenantIdMax = 64;

export const getTenantResponseOrganizationIdMax = 64;



export const GetTenantResponse = zod.object({
  "tenantId": zod.string().min(1).max(getTenantResponseTenantIdMax).describe('The tenant id that appears in the endpoints and that API callers send.'),
  "organizationId": zod.string().min(1).max(getTenantResponseOrganizationIdMax).describe('The active organization (the `aiw-tenant-id` header) the tenant belongs to.')
}).describe('The tenant the published workflow APIs of the active organization are called under.')

/**
 * The workflow API details for the API publishing panel: the tenant id, how many versions exist and are published, and the latest version (without its key). A project or workflow that does not exist in the caller's organization answers 404 ('Project not found', 'Workflow not found'), never an empty or invented answer.
 * @summary A workflow's API at a glance
 */
export const getWorkflowApiPathProjectIdMax = 64;


export const getWorkflowApiPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getWorkflowApiPathWorkflowIdMax = 64;


export const getWorkflowApiPathWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const GetWorkflowApiParams = zod.object({
  "projectId": zod.string().min(1).max(getWorkflowApiPathProjectIdMax).regex(getWorkflowApiPathProjectIdRegExp).describe('The project.'),
  "workflowId": zod.string().min(1).max(getWorkflowApiPathWorkflowIdMax).regex(getWorkflowApiPathWorkflowIdRegExp).describe('The workflow, of the project. A workflow that does not exist there answers 404 \'Workflow not found\' on every operation of this path.')
})

export const getWorkflowApiHeaderIdpMax = 64;

export const getWorkflowApiHeaderAiwTenantIdMax = 64;


export const getWorkflowApiHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const GetWorkflowApiHeader = zod.object({
  "idp": zod.string().min(1).max(getWorkflowApiHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(getWorkflowApiHeaderAiwTenantIdMax).regex(getWorkflowApiHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const getWorkflowApiResponseWorkflowIdMax = 64;


export const getWorkflowApiResponseWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getWorkflowApiResponseWorkflowNameMax = 100;

export const getWorkflowApiResponseTenantIdMax = 64;

export const getWorkflowApiResponseVersionCountMin = 0;
export const getWorkflowApiResponseVersionCountMax = 10000;

export const getWorkflowApiResponsePublishedVersionCountMin = 0;
export const getWorkflowApiResponsePublishedVersionCountMax = 10000;

export const getWorkflowApiResponseLatestVersionIdMax = 64;


export const getWorkflowApiResponseLatestVersionIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getWorkflowApiResponseLatestVersionWorkflowIdMax = 64;


export const getWorkflowApiResponseLatestVersionWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getWorkflowApiResponseLatestVersionWorkflowNameMax = 100;

export const getWorkflowApiResponseLatestVersionWorkflowVersionMax = 100000;

export const getWorkflowApiResponseLatestVersionVersionNameMax = 20;

export const getWorkflowApiResponseLatestVersionDescriptionMax = 500;

export const getWorkflowApiResponseLatestVersionSyncEndpointMax = 500;

export const getWorkflowApiResponseLatestVersionAsyncEndpointMax = 500;

export const getWorkflowApiResponseLatestVersionHubEndpointMax = 500;

export const getWorkflowApiResponseLatestVersionTenantIdMax = 64;

export const getWorkflowApiResponseLatestVersionInputVariableNamesItemMax = 100;

export const getWorkflowApiResponseLatestVersionInputVariableNamesMax = 50;

export const getWorkflowApiResponseLatestVersionOutputVariableNamesItemMax = 100;

export const getWorkflowApiResponseLatestVersionOutputVariableNamesMax = 50;

export const getWorkflowApiResponseLatestVersionApiKeyIssuedAtMax = 40;

export const getWorkflowApiResponseLatestVersionApiKeyHintMax = 64;

export const getWorkflowApiResponseLatestVersionCreatedByIdMax = 64;

export const getWorkflowApiResponseLatestVersionCreatedByNameMax = 200;

export const getWorkflowApiResponseLatestVersionCreatedAtMax = 40;

export const getWorkflowApiResponseLatestVersionUpdatedAtMax = 40;



export const GetWorkflowApiResponse = zod.object({
  "workflowId": zod.string().min(1).max(getWorkflowApiResponseWorkflowIdMax).regex(getWorkflowApiResponseWorkflowIdRegExp).describe('An opaque identifier.'),
  "workflowName": zod.string().max(getWorkflowApiResponseWorkflowNameMax),
  "tenantId": zod.string().min(1).max(getWorkflowApiResponseTenantIdMax),
  "versionCount": zod.int().min(getWorkflowApiResponseVersionCountMin).max(getWorkflowApiResponseVersionCountMax),
  "publishedVersionCount": zod.int().min(getWorkflowApiResponsePublishedVersionCountMin).max(getWorkflowApiResponsePublishedVersionCountMax),
  "latestVersion": zod.object({
  "id": zod.string().min(1).max(getWorkflowApiResponseLatestVersionIdMax).regex(getWorkflowApiResponseLatestVersionIdRegExp).describe('An opaque identifier.'),
  "workflowId": zod.string().min(1).max(getWorkflowApiResponseLatestVersionWorkflowIdMax).regex(getWorkflowApiResponseLatestVersionWorkflowIdRegExp).describe('An opaque identifier.'),
  "workflowName": zod.string().max(getWorkflowApiResponseLatestVersionWorkflowNameMax).describe('The workflow\'s name when the version was created.'),
  "workflowVersion": zod.int().min(1).max(getWorkflowApiResponseLatestVersionWorkflowVersionMax).describe('The saved workflow version this API runs: the revision of the workflow\'s graph (WorkflowRevision.revision), read with getWorkflowRevision (`…/workflows/{workflowId}/revisions/{workflowVersion}`). A revision an API version runs is never pruned.'),
  "versionName": zod.string().min(1).max(getWorkflowApiResponseLatestVersionVersionNameMax).describe('The version\'s name, unique per workflow. Required (\'Please enter a version name\'), at most 20 characters.'),
  "description": zod.string().max(getWorkflowApiResponseLatestVersionDescriptionMax).optional(),
  "status": zod.enum(['WORKFLOW_API_STATUS_PUBLISHED', 'WORKFLOW_API_STATUS_UNPUBLISHED']).describe('Whether the API version answers calls. The user changes it at will; a new version does not unpublish older ones.'),
  "syncEndpoint": zod.url().max(getWorkflowApiResponseLatestVersionSyncEndpointMax).describe('Call and wait for the answer.'),
  "asyncEndpoint": zod.url().max(getWorkflowApiResponseLatestVersionAsyncEndpointMax).describe('Start a run and poll for its result.'),
  "hubEndpoint": zod.url().max(getWorkflowApiResponseLatestVersionHubEndpointMax).describe('The streaming (hub) endpoint.'),
  "tenantId": zod.string().min(1).max(getWorkflowApiResponseLatestVersionTenantIdMax),
  "inputVariableNames": zod.array(zod.string().min(1).max(getWorkflowApiResponseLatestVersionInputVariableNamesItemMax)).max(getWorkflowApiResponseLatestVersionInputVariableNamesMax).describe('Variable names of the workflow\'s start node (inputs) or end node (outputs) at this version.'),
  "outputVariableNames": zod.array(zod.string().min(1).max(getWorkflowApiResponseLatestVersionOutputVariableNamesItemMax)).max(getWorkflowApiResponseLatestVersionOutputVariableNamesMax).describe('Variable names of the workflow\'s start node (inputs) or end node (outputs) at this version.'),
  "apiKeyIssuedAt": zod.iso.datetime({"offset":true}).max(getWorkflowApiResponseLatestVersionApiKeyIssuedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "apiKeyHint": zod.string().max(getWorkflowApiResponseLatestVersionApiKeyHintMax).describe('The current key, masked (its last 4 characters only). The key itself is never answered again.'),
  "createdBy": zod.object({
  "id": zod.string().max(getWorkflowApiResponseLatestVersionCreatedByIdMax),
  "name": zod.string().max(getWorkflowApiResponseLatestVersionCreatedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "createdAt": zod.iso.datetime({"offset":true}).max(getWorkflowApiResponseLatestVersionCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "updatedAt": zod.iso.datetime({"offset":true}).max(getWorkflowApiResponseLatestVersionUpdatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).optional().describe('One published version of a workflow\'s API (the API overview).')
}).describe('A workflow\'s API at a glance (the API publishing panel).')

/**
 * One page of the workflow's API versions, newest first, filtered by version name. Keys are never answered here, only their issue time and a masked hint. A project or workflow that does not exist in the caller's organization answers 404 ('Project not found', 'Workflow not found'), never an empty or invented answer.
 * @summary List a workflow's API versions
 */
export const listApiVersionsPathProjectIdMax = 64;


export const listApiVersionsPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const listApiVersionsPathWorkflowIdMax = 64;


export const listApiVersionsPathWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const ListApiVersionsParams = zod.object({
  "projectId": zod.string().min(1).max(listApiVersionsPathProjectIdMax).regex(listApiVersionsPathProjectIdRegExp).describe('The project.'),
  "workflowId": zod.string().min(1).max(listApiVersionsPathWorkflowIdMax).regex(listApiVersionsPathWorkflowIdRegExp).describe('The workflow, of the project. A workflow that does not exist there answers 404 \'Workflow not found\' on every operation of this path.')
})

export const listApiVersionsQueryPageDefault = 1;
export const listApiVersionsQueryPageMax = 100000;

export const listApiVersionsQueryPageSizeDefault = 10;
export const listApiVersionsQueryPageSizeMin = 10;
export const listApiVersionsQueryPageSizeMax = 100;

export const listApiVersionsQueryNameMax = 200;



export const ListApiVersionsQueryParams = zod.object({
  "page": zod.int().min(1).max(listApiVersionsQueryPageMax).default(listApiVersionsQueryPageDefault).describe('1-based page number (at most 100000, so that the largest list, 1,000,000 items, is reachable at the smallest page size).'),
  "pageSize": zod.int().min(listApiVersionsQueryPageSizeMin).max(listApiVersionsQueryPageSizeMax).default(listApiVersionsQueryPageSizeDefault).describe('Items per page (at least 10).'),
  "name": zod.string().max(listApiVersionsQueryNameMax).optional().describe('Keep only items whose name contains this text (case-insensitive).')
})

export const listApiVersionsHeaderIdpMax = 64;

export const listApiVersionsHeaderAiwTenantIdMax = 64;


export const listApiVersionsHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const ListApiVersionsHeader = zod.object({
  "idp": zod.string().min(1).max(listApiVersionsHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(listApiVersionsHeaderAiwTenantIdMax).regex(listApiVersionsHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const listApiVersionsResponseOneTotalCountMin = 0;
export const listApiVersionsResponseOneTotalCountMax = 1000000;

export const listApiVersionsResponseOnePageMax = 100000;

export const listApiVersionsResponseOnePageSizeMin = 10;
export const listApiVersionsResponseOnePageSizeMax = 100;

export const listApiVersionsResponseTwoItemsItemIdMax = 64;


export const listApiVersionsResponseTwoItemsItemIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const listApiVersionsResponseTwoItemsItemWorkflowIdMax = 64;


export const listApiVersionsResponseTwoItemsItemWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const listApiVersionsResponseTwoItemsItemWorkflowNameMax = 100;

export const listApiVersionsResponseTwoItemsItemWorkflowVersionMax = 100000;

export const listApiVersionsResponseTwoItemsItemVersionNameMax = 20;

export const listApiVersionsResponseTwoItemsItemDescriptionMax = 500;

export const listApiVersionsResponseTwoItemsItemSyncEndpointMax = 500;

export const listApiVersionsResponseTwoItemsItemAsyncEndpointMax = 500;

export const listApiVersionsResponseTwoItemsItemHubEndpointMax = 500;

export const listApiVersionsResponseTwoItemsItemTenantIdMax = 64;

export const listApiVersionsResponseTwoItemsItemInputVariableNamesItemMax = 100;

export const listApiVersionsResponseTwoItemsItemInputVariableNamesMax = 50;

export const listApiVersionsResponseTwoItemsItemOutputVariableNamesItemMax = 100;

export const listApiVersionsResponseTwoItemsItemOutputVariableNamesMax = 50;

export const listApiVersionsResponseTwoItemsItemApiKeyIssuedAtMax = 40;

export const listApiVersionsResponseTwoItemsItemApiKeyHintMax = 64;

export const listApiVersionsResponseTwoItemsItemCreatedByIdMax = 64;

export const listApiVersionsResponseTwoItemsItemCreatedByNameMax = 200;

export const listApiVersionsResponseTwoItemsItemCreatedAtMax = 40;

export const listApiVersionsResponseTwoItemsItemUpdatedAtMax = 40;

export const listApiVersionsResponseTwoItemsMax = 100;



export const ListApiVersionsResponse = zod.object({
  "totalCount": zod.int().min(listApiVersionsResponseOneTotalCountMin).max(listApiVersionsResponseOneTotalCountMax).describe('How many items match, over all pages (a list holds at most 1,000,000).'),
  "page": zod.int().min(1).max(listApiVersionsResponseOnePageMax).describe('The page answered (1-based).'),
  "pageSize": zod.int().min(listApiVersionsResponseOnePageSizeMin).max(listApiVersionsResponseOnePageSizeMax).describe('Items per page.')
}).describe('The paging fields every list answer carries beside its items.').and(zod.object({
  "items": zod.array(zod.object({
  "id": zod.string().min(1).max(listApiVersionsResponseTwoItemsItemIdMax).regex(listApiVersionsResponseTwoItemsItemIdRegExp).describe('An opaque identifier.'),
  "workflowId": zod.string().min(1).max(listApiVersionsResponseTwoItemsItemWorkflowIdMax).regex(listApiVersionsResponseTwoItemsItemWorkflowIdRegExp).describe('An opaque identifier.'),
  "workflowName": zod.string().max(listApiVersionsResponseTwoItemsItemWorkflowNameMax).describe('The workflow\'s name when the version was created.'),
  "workflowVersion": zod.int().min(1).max(listApiVersionsResponseTwoItemsItemWorkflowVersionMax).describe('The saved workflow version this API runs: the revision of the workflow\'s graph (WorkflowRevision.revision), read with getWorkflowRevision (`…/workflows/{workflowId}/revisions/{workflowVersion}`). A revision an API version runs is never pruned.'),
  "versionName": zod.string().min(1).max(listApiVersionsResponseTwoItemsItemVersionNameMax).describe('The version\'s name, unique per workflow. Required (\'Please enter a version name\'), at most 20 characters.'),
  "description": zod.string().max(listApiVersionsResponseTwoItemsItemDescriptionMax).optional(),
  "status": zod.enum(['WORKFLOW_API_STATUS_PUBLISHED', 'WORKFLOW_API_STATUS_UNPUBLISHED']).describe('Whether the API version answers calls. The user changes it at will; a new version does not unpublish older ones.'),
  "syncEndpoint": zod.url().max(listApiVersionsResponseTwoItemsItemSyncEndpointMax).describe('Call and wait for the answer.'),
  "asyncEndpoint": zod.url().max(listApiVersionsResponseTwoItemsItemAsyncEndpointMax).describe('Start a run and poll for its result.'),
  "hubEndpoint": zod.url().max(listApiVersionsResponseTwoItemsItemHubEndpointMax).describe('The streaming (hub) endpoint.'),
  "tenantId": zod.string().min(1).max(listApiVersionsResponseTwoItemsItemTenantIdMax),
  "inputVariableNames": zod.array(zod.string().min(1).max(listApiVersionsResponseTwoItemsItemInputVariableNamesItemMax)).max(listApiVersionsResponseTwoItemsItemInputVariableNamesMax).describe('Variable names of the workflow\'s start node (inputs) or end node (outputs) at this version.'),
  "outputVariableNames": zod.array(zod.string().min(1).max(listApiVersionsResponseTwoItemsItemOutputVariableNamesItemMax)).max(listApiVersionsResponseTwoItemsItemOutputVariableNamesMax).describe('Variable names of the workflow\'s start node (inputs) or end node (outputs) at this version.'),
  "apiKeyIssuedAt": zod.iso.datetime({"offset":true}).max(listApiVersionsResponseTwoItemsItemApiKeyIssuedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "apiKeyHint": zod.string().max(listApiVersionsResponseTwoItemsItemApiKeyHintMax).describe('The current key, masked (its last 4 characters only). The key itself is never answered again.'),
  "createdBy": zod.object({
  "id": zod.string().max(listApiVersionsResponseTwoItemsItemCreatedByIdMax),
  "name": zod.string().max(listApiVersionsResponseTwoItemsItemCreatedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "createdAt": zod.iso.datetime({"offset":true}).max(listApiVersionsResponseTwoItemsItemCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "updatedAt": zod.iso.datetime({"offset":true}).max(listApiVersionsResponseTwoItemsItemUpdatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).describe('One published version of a workflow\'s API (the API overview).')).max(listApiVersionsResponseTwoItemsMax)
}))

/**
 * Publishes a new API version of the workflow with new endpoints and a new API key, answered this once only. Older versions stay published. The version name is required ('Please enter a version name') and unique per workflow ('This version name is already in use', 409). The version runs the saved revision workflowVersion names (the latest saved one when absent); a workflowVersion that is not a kept revision of the workflow (never saved, or pruned) answers 400 ('Revision not found', detail on workflowVersion) and nothing is created. Only the holder of the workflow's edit permission may do this (403).
 * @summary Create a new API version
 */
export const createApiVersionPathProjectIdMax = 64;


export const createApiVersionPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const createApiVersionPathWorkflowIdMax = 64;


export const createApiVersionPathWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const CreateApiVersionParams = zod.object({
  "projectId": zod.string().min(1).max(createApiVersionPathProjectIdMax).regex(createApiVersionPathProjectIdRegExp).describe('The project.'),
  "workflowId": zod.string().min(1).max(createApiVersionPathWorkflowIdMax).regex(createApiVersionPathWorkflowIdRegExp).describe('The workflow, of the project. A workflow that does not exist there answers 404 \'Workflow not found\' on every operation of this path.')
})

export const createApiVersionHeaderIdpMax = 64;

export const createApiVersionHeaderAiwTenantIdMax = 64;


export const createApiVersionHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const CreateApiVersionHeader = zod.object({
  "idp": zod.string().min(1).max(createApiVersionHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(createApiVersionHeaderAiwTenantIdMax).regex(createApiVersionHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const createApiVersionBodyVersionNameMax = 20;

export const createApiVersionBodyDescriptionMax = 500;

export const createApiVersionBodyWorkflowVersionMax = 100000;



export const CreateApiVersionBody = zod.strictObject({
  "versionName": zod.string().min(1).max(createApiVersionBodyVersionNameMax).describe('The version\'s name, unique per workflow. Required (\'Please enter a version name\'), at most 20 characters.'),
  "description": zod.string().max(createApiVersionBodyDescriptionMax).optional(),
  "workflowVersion": zod.int().min(1).max(createApiVersionBodyWorkflowVersionMax).optional().describe('The saved workflow version to publish; the latest when absent.')
}).describe('A new API version of the workflow\'s latest saved version. It gets new endpoints and a new key.')

export const createApiVersionResponseOneIdMax = 64;


export const createApiVersionResponseOneIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const createApiVersionResponseOneWorkflowIdMax = 64;


export const createApiVersionResponseOneWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const createApiVersionResponseOneWorkflowNameMax = 100;

export const createApiVersionResponseOneWorkflowVersionMax = 100000;

export const createApiVersionResponseOneVersionNameMax = 20;

export const createApiVersionResponseOneDescriptionMax = 500;

export const createApiVersionResponseOneSyncEndpointMax = 500;

export const createApiVersionResponseOneAsyncEndpointMax = 500;

export const createApiVersionResponseOneHubEndpointMax = 500;

export const createApiVersionResponseOneTenantIdMax = 64;

export const createApiVersionResponseOneInputVariableNamesItemMax = 100;

export const createApiVersionResponseOneInputVariableNamesMax = 50;

export const createApiVersionResponseOneOutputVariableNamesItemMax = 100;

export const createApiVersionResponseOneOutputVariableNamesMax = 50;

export const createApiVersionResponseOneApiKeyIssuedAtMax = 40;

export const createApiVersionResponseOneApiKeyHintMax = 64;

export const createApiVersionResponseOneCreatedByIdMax = 64;

export const createApiVersionResponseOneCreatedByNameMax = 200;

export const createApiVersionResponseOneCreatedAtMax = 40;

export const createApiVersionResponseOneUpdatedAtMax = 40;

export const createApiVersionResponseTwoApiKeyMin = 20;
export const createApiVersionResponseTwoApiKeyMax = 128;



export const CreateApiVersionResponse = zod.object({
  "id": zod.string().min(1).max(createApiVersionResponseOneIdMax).regex(createApiVersionResponseOneIdRegExp).describe('An opaque identifier.'),
  "workflowId": zod.string().min(1).max(createApiVersionResponseOneWorkflowIdMax).regex(createApiVersionResponseOneWorkflowIdRegExp).describe('An opaque identifier.'),
  "workflowName": zod.string().max(createApiVersionResponseOneWorkflowNameMax).describe('The workflow\'s name when the version was created.'),
  "workflowVersion": zod.int().min(1).max(createApiVersionResponseOneWorkflowVersionMax).describe('The saved workflow version this API runs: the revision of the workflow\'s graph (WorkflowRevision.revision), read with getWorkflowRevision (`…/workflows/{workflowId}/revisions/{workflowVersion}`). A revision an API version runs is never pruned.'),
  "versionName": zod.string().min(1).max(createApiVersionResponseOneVersionNameMax).describe('The version\'s name, unique per workflow. Required (\'Please enter a version name\'), at most 20 characters.'),
  "description": zod.string().max(createApiVersionResponseOneDescriptionMax).optional(),
  "status": zod.enum(['WORKFLOW_API_STATUS_PUBLISHED', 'WORKFLOW_API_STATUS_UNPUBLISHED']).describe('Whether the API version answers calls. The user changes it at will; a new version does not unpublish older ones.'),
  "syncEndpoint": zod.url().max(createApiVersionResponseOneSyncEndpointMax).describe('Call and wait for the answer.'),
  "asyncEndpoint": zod.url().max(createApiVersionResponseOneAsyncEndpointMax).describe('Start a run and poll for its result.'),
  "hubEndpoint": zod.url().max(createApiVersionResponseOneHubEndpointMax).describe('The streaming (hub) endpoint.'),
  "tenantId": zod.string().min(1).max(createApiVersionResponseOneTenantIdMax),
  "inputVariableNames": zod.array(zod.string().min(1).max(createApiVersionResponseOneInputVariableNamesItemMax)).max(createApiVersionResponseOneInputVariableNamesMax).describe('Variable names of the workflow\'s start node (inputs) or end node (outputs) at this version.'),
  "outputVariableNames": zod.array(zod.string().min(1).max(createApiVersionResponseOneOutputVariableNamesItemMax)).max(createApiVersionResponseOneOutputVariableNamesMax).describe('Variable names of the workflow\'s start node (inputs) or end node (outputs) at this version.'),
  "apiKeyIssuedAt": zod.iso.datetime({"offset":true}).max(createApiVersionResponseOneApiKeyIssuedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "apiKeyHint": zod.string().max(createApiVersionResponseOneApiKeyHintMax).describe('The current key, masked (its last 4 characters only). The key itself is never answered again.'),
  "createdBy": zod.object({
  "id": zod.string().max(createApiVersionResponseOneCreatedByIdMax),
  "name": zod.string().max(createApiVersionResponseOneCreatedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "createdAt": zod.iso.datetime({"offset":true}).max(createApiVersionResponseOneCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "updatedAt": zod.iso.datetime({"offset":true}).max(createApiVersionResponseOneUpdatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).describe('One published version of a workflow\'s API (the API overview).').and(zod.object({
  "apiKey": zod.string().min(createApiVersionResponseTwoApiKeyMin).max(createApiVersionResponseTwoApiKeyMax).describe('An API key, answered only by the call that issues it (view or copy it right then).')
})).describe('The new version, with its API key (answered this once only).')

/**
 * The API overview of one version: status, endpoints, tenant id, input and output variable names and when its key was issued (never the key).
 * @summary One API version
 */
export const getApiVersionPathProjectIdMax = 64;


export const getApiVersionPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getApiVersionPathWorkflowIdMax = 64;


export const getApiVersionPathWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getApiVersionPathApiIdMax = 64;


export const getApiVersionPathApiIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const GetApiVersionParams = zod.object({
  "projectId": zod.string().min(1).max(getApiVersionPathProjectIdMax).regex(getApiVersionPathProjectIdRegExp).describe('The project.'),
  "workflowId": zod.string().min(1).max(getApiVersionPathWorkflowIdMax).regex(getApiVersionPathWorkflowIdRegExp).describe('The workflow, of the project. A workflow that does not exist there answers 404 \'Workflow not found\' on every operation of this path.'),
  "apiId": zod.string().min(1).max(getApiVersionPathApiIdMax).regex(getApiVersionPathApiIdRegExp).describe('The API version.')
})

export const getApiVersionHeaderIdpMax = 64;

export const getApiVersionHeaderAiwTenantIdMax = 64;


export const getApiVersionHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const GetApiVersionHeader = zod.object({
  "idp": zod.string().min(1).max(getApiVersionHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(getApiVersionHeaderAiwTenantIdMax).regex(getApiVersionHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const getApiVersionResponseIdMax = 64;


export const getApiVersionResponseIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getApiVersionResponseWorkflowIdMax = 64;


export const getApiVersionResponseWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getApiVersionResponseWorkflowNameMax = 100;

export const getApiVersionResponseWorkflowVersionMax = 100000;

export const getApiVersionResponseVersionNameMax = 20;

export const getApiVersionResponseDescriptionMax = 500;

export const getApiVersionResponseSyncEndpointMax = 500;

export const getApiVersionResponseAsyncEndpointMax = 500;

export const getApiVersionResponseHubEndpointMax = 500;

export const getApiVersionResponseTenantIdMax = 64;

export const getApiVersionResponseInputVariableNamesItemMax = 100;

export const getApiVersionResponseInputVariableNamesMax = 50;

export const getApiVersionResponseOutputVariableNamesItemMax = 100;

export const getApiVersionResponseOutputVariableNamesMax = 50;

export const getApiVersionResponseApiKeyIssuedAtMax = 40;

export const getApiVersionResponseApiKeyHintMax = 64;

export const getApiVersionResponseCreatedByIdMax = 64;

export const getApiVersionResponseCreatedByNameMax = 200;

export const getApiVersionResponseCreatedAtMax = 40;

export const getApiVersionResponseUpdatedAtMax = 40;



export const GetApiVersionResponse = zod.object({
  "id": zod.string().min(1).max(getApiVersionResponseIdMax).regex(getApiVersionResponseIdRegExp).describe('An opaque identifier.'),
  "workflowId": zod.string().min(1).max(getApiVersionResponseWorkflowIdMax).regex(getApiVersionResponseWorkflowIdRegExp).describe('An opaque identifier.'),
  "workflowName": zod.string().max(getApiVersionResponseWorkflowNameMax).describe('The workflow\'s name when the version was created.'),
  "workflowVersion": zod.int().min(1).max(getApiVersionResponseWorkflowVersionMax).describe('The saved workflow version this API runs: the revision of the workflow\'s graph (WorkflowRevision.revision), read with getWorkflowRevision (`…/workflows/{workflowId}/revisions/{workflowVersion}`). A revision an API version runs is never pruned.'),
  "versionName": zod.string().min(1).max(getApiVersionResponseVersionNameMax).describe('The version\'s name, unique per workflow. Required (\'Please enter a version name\'), at most 20 characters.'),
  "description": zod.string().max(getApiVersionResponseDescriptionMax).optional(),
  "status": zod.enum(['WORKFLOW_API_STATUS_PUBLISHED', 'WORKFLOW_API_STATUS_UNPUBLISHED']).describe('Whether the API version answers calls. The user changes it at will; a new version does not unpublish older ones.'),
  "syncEndpoint": zod.url().max(getApiVersionResponseSyncEndpointMax).describe('Call and wait for the answer.'),
  "asyncEndpoint": zod.url().max(getApiVersionResponseAsyncEndpointMax).describe('Start a run and poll for its result.'),
  "hubEndpoint": zod.url().max(getApiVersionResponseHubEndpointMax).describe('The streaming (hub) endpoint.'),
  "tenantId": zod.string().min(1).max(getApiVersionResponseTenantIdMax),
  "inputVariableNames": zod.array(zod.string().min(1).max(getApiVersionResponseInputVariableNamesItemMax)).max(getApiVersionResponseInputVariableNamesMax).describe('Variable names of the workflow\'s start node (inputs) or end node (outputs) at this version.'),
  "outputVariableNames": zod.array(zod.string().min(1).max(getApiVersionResponseOutputVariableNamesItemMax)).max(getApiVersionResponseOutputVariableNamesMax).describe('Variable names of the workflow\'s start node (inputs) or end node (outputs) at this version.'),
  "apiKeyIssuedAt": zod.iso.datetime({"offset":true}).max(getApiVersionResponseApiKeyIssuedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "apiKeyHint": zod.string().max(getApiVersionResponseApiKeyHintMax).describe('The current key, masked (its last 4 characters only). The key itself is never answered again.'),
  "createdBy": zod.object({
  "id": zod.string().max(getApiVersionResponseCreatedByIdMax),
  "name": zod.string().max(getApiVersionResponseCreatedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "createdAt": zod.iso.datetime({"offset":true}).max(getApiVersionResponseCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "updatedAt": zod.iso.datetime({"offset":true}).max(getApiVersionResponseUpdatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).describe('One published version of a workflow\'s API (the API overview).')

/**
 * Publishes or unpublishes the version; recorded in the version history. Only the holder of the workflow's edit permission may do this (403).
 * @summary Change an API version's publish status
 */
export const updateApiVersionPathProjectIdMax = 64;


export const updateApiVersionPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const updateApiVersionPathWorkflowIdMax = 64;


export const updateApiVersionPathWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const updateApiVersionPathApiIdMax = 64;


export const updateApiVersionPathApiIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const UpdateApiVersionParams = zod.object({
  "projectId": zod.string().min(1).max(updateApiVersionPathProjectIdMax).regex(updateApiVersionPathProjectIdRegExp).describe('The project.'),
  "workflowId": zod.string().min(1).max(updateApiVersionPathWorkflowIdMax).regex(updateApiVersionPathWorkflowIdRegExp).describe('The workflow, of the project. A workflow that does not exist there answers 404 \'Workflow not found\' on every operation of this path.'),
  "apiId": zod.string().min(1).max(updateApiVersionPathApiIdMax).regex(updateApiVersionPathApiIdRegExp).describe('The API version.')
})

export const updateApiVersionHeaderIdpMax = 64;

export const updateApiVersionHeaderAiwTenantIdMax = 64;


export const updateApiVersionHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const UpdateApiVersionHeader = zod.object({
  "idp": zod.string().min(1).max(updateApiVersionHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(updateApiVersionHeaderAiwTenantIdMax).regex(updateApiVersionHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const UpdateApiVersionBody = zod.strictObject({
  "status": zod.enum(['WORKFLOW_API_STATUS_PUBLISHED', 'WORKFLOW_API_STATUS_UNPUBLISHED']).describe('Whether the API version answers calls. The user changes it at will; a new version does not unpublish older ones.')
}).describe('Publishes or unpublishes the version.')

export const updateApiVersionResponseIdMax = 64;


export const updateApiVersionResponseIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const updateApiVersionResponseWorkflowIdMax = 64;


export const updateApiVersionResponseWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const updateApiVersionResponseWorkflowNameMax = 100;

export const updateApiVersionResponseWorkflowVersionMax = 100000;

export const updateApiVersionResponseVersionNameMax = 20;

export const updateApiVersionResponseDescriptionMax = 500;

export const updateApiVersionResponseSyncEndpointMax = 500;

export const updateApiVersionResponseAsyncEndpointMax = 500;

export const updateApiVersionResponseHubEndpointMax = 500;

export const updateApiVersionResponseTenantIdMax = 64;

export const updateApiVersionResponseInputVariableNamesItemMax = 100;

export const updateApiVersionResponseInputVariableNamesMax = 50;

export const updateApiVersionResponseOutputVariableNamesItemMax = 100;

export const updateApiVersionResponseOutputVariableNamesMax = 50;

export const updateApiVersionResponseApiKeyIssuedAtMax = 40;

export const updateApiVersionResponseApiKeyHintMax = 64;

export const updateApiVersionResponseCreatedByIdMax = 64;

export const updateApiVersionResponseCreatedByNameMax = 200;

export const updateApiVersionResponseCreatedAtMax = 40;

export const updateApiVersionResponseUpdatedAtMax = 40;



export const UpdateApiVersionResponse = zod.object({
  "id": zod.string().min(1).max(updateApiVersionResponseIdMax).regex(updateApiVersionResponseIdRegExp).describe('An opaque identifier.'),
  "workflowId": zod.string().min(1).max(updateApiVersionResponseWorkflowIdMax).regex(updateApiVersionResponseWorkflowIdRegExp).describe('An opaque identifier.'),
  "workflowName": zod.string().max(updateApiVersionResponseWorkflowNameMax).describe('The workflow\'s name when the version was created.'),
  "workflowVersion": zod.int().min(1).max(updateApiVersionResponseWorkflowVersionMax).describe('The saved workflow version this API runs: the revision of the workflow\'s graph (WorkflowRevision.revision), read with getWorkflowRevision (`…/workflows/{workflowId}/revisions/{workflowVersion}`). A revision an API version runs is never pruned.'),
  "versionName": zod.string().min(1).max(updateApiVersionResponseVersionNameMax).describe('The version\'s name, unique per workflow. Required (\'Please enter a version name\'), at most 20 characters.'),
  "description": zod.string().max(updateApiVersionResponseDescriptionMax).optional(),
  "status": zod.enum(['WORKFLOW_API_STATUS_PUBLISHED', 'WORKFLOW_API_STATUS_UNPUBLISHED']).describe('Whether the API version answers calls. The user changes it at will; a new version does not unpublish older ones.'),
  "syncEndpoint": zod.url().max(updateApiVersionResponseSyncEndpointMax).describe('Call and wait for the answer.'),
  "asyncEndpoint": zod.url().max(updateApiVersionResponseAsyncEndpointMax).describe('Start a run and poll for its result.'),
  "hubEndpoint": zod.url().max(updateApiVersionResponseHubEndpointMax).describe('The streaming (hub) endpoint.'),
  "tenantId": zod.string().min(1).max(updateApiVersionResponseTenantIdMax),
  "inputVariableNames": zod.array(zod.string().min(1).max(updateApiVersionResponseInputVariableNamesItemMax)).max(updateApiVersionResponseInputVariableNamesMax).describe('Variable names of the workflow\'s start node (inputs) or end node (outputs) at this version.'),
  "outputVariableNames": zod.array(zod.string().min(1).max(updateApiVersionResponseOutputVariableNamesItemMax)).max(updateApiVersionResponseOutputVariableNamesMax).describe('Variable names of the workflow\'s start node (inputs) or end node (outputs) at this version.'),
  "apiKeyIssuedAt": zod.iso.datetime({"offset":true}).max(updateApiVersionResponseApiKeyIssuedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "apiKeyHint": zod.string().max(updateApiVersionResponseApiKeyHintMax).describe('The current key, masked (its last 4 characters only). The key itself is never answered again.'),
  "createdBy": zod.object({
  "id": zod.string().max(updateApiVersionResponseCreatedByIdMax),
  "name": zod.string().max(updateApiVersionResponseCreatedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "createdAt": zod.iso.datetime({"offset":true}).max(updateApiVersionResponseCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "updatedAt": zod.iso.datetime({"offset":true}).max(updateApiVersionResponseUpdatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).describe('One published version of a workflow\'s API (the API overview).')

/**
 * Issues a new key for the version; its previous key stops working at once. The key is in this answer only (view or copy it now). Only the holder of the workflow's edit permission may do this (403). The UI shows 'Failed to issue API Key' when this fails.
 * @summary Issue a new API key for a version
 */
export const issueApiKeyPathProjectIdMax = 64;


export const issueApiKeyPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const issueApiKeyPathWorkflowIdMax = 64;


export const issueApiKeyPathWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const issueApiKeyPathApiIdMax = 64;


export const issueApiKeyPathApiIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const IssueApiKeyParams = zod.object({
  "projectId": zod.string().min(1).max(issueApiKeyPathProjectIdMax).regex(issueApiKeyPathProjectIdRegExp).describe('The project.'),
  "workflowId": zod.string().min(1).max(issueApiKeyPathWorkflowIdMax).regex(issueApiKeyPathWorkflowIdRegExp).describe('The workflow, of the project. A workflow that does not exist there answers 404 \'Workflow not found\' on every operation of this path.'),
  "apiId": zod.string().min(1).max(issueApiKeyPathApiIdMax).regex(issueApiKeyPathApiIdRegExp).describe('The API version.')
})

export const issueApiKeyHeaderIdpMax = 64;

export const issueApiKeyHeaderAiwTenantIdMax = 64;


export const issueApiKeyHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const IssueApiKeyHeader = zod.object({
  "idp": zod.string().min(1).max(issueApiKeyHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(issueApiKeyHeaderAiwTenantIdMax).regex(issueApiKeyHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const issueApiKeyResponseApiIdMax = 64;


export const issueApiKeyResponseApiIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const issueApiKeyResponseApiKeyMin = 20;
export const issueApiKeyResponseApiKeyMax = 128;

export const issueApiKeyResponseApiKeyIssuedAtMax = 40;

export const issueApiKeyResponseApiKeyHintMax = 64;



export const IssueApiKeyResponse = zod.object({
  "apiId": zod.string().min(1).max(issueApiKeyResponseApiIdMax).regex(issueApiKeyResponseApiIdRegExp).describe('An opaque identifier.'),
  "apiKey": zod.string().min(issueApiKeyResponseApiKeyMin).max(issueApiKeyResponseApiKeyMax).describe('An API key, answered only by the call that issues it (view or copy it right then).'),
  "apiKeyIssuedAt": zod.iso.datetime({"offset":true}).max(issueApiKeyResponseApiKeyIssuedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "apiKeyHint": zod.string().max(issueApiKeyResponseApiKeyHintMax)
}).describe('A newly issued API key of a version (answered this once only); the version\'s previous key no longer works.')

/**
 * The Publish History tab: who created, published, unpublished a version or issued its key, and when; newest first. Filtered by version name (name) or by one version (apiId). A project or workflow that does not exist in the caller's organization answers 404 ('Project not found', 'Workflow not found'), never an empty or invented answer.
 * @summary The workflow's API version history
 */
export const listApiVersionHistoryPathProjectIdMax = 64;


export const listApiVersionHistoryPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const listApiVersionHistoryPathWorkflowIdMax = 64;


export const listApiVersionHistoryPathWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const ListApiVersionHistoryParams = zod.object({
  "projectId": zod.string().min(1).max(listApiVersionHistoryPathProjectIdMax).regex(listApiVersionHistoryPathProjectIdRegExp).describe('The project.'),
  "workflowId": zod.string().min(1).max(listApiVersionHistoryPathWorkflowIdMax).regex(listApiVersionHistoryPathWorkflowIdRegExp).describe('The workflow, of the project. A workflow that does not exist there answers 404 \'Workflow not found\' on every operation of this path.')
})

export const listApiVersionHistoryQueryPageDefault = 1;
export const listApiVersionHistoryQueryPageMax = 100000;

export const listApiVersionHistoryQueryPageSizeDefault = 10;
export const listApiVersionHistoryQueryPageSizeMin = 10;
export const listApiVersionHistoryQueryPageSizeMax = 100;

export const listApiVersionHistoryQueryNameMax = 200;

export const listApiVersionHistoryQueryApiIdMax = 64;


export const listApiVersionHistoryQueryApiIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const ListApiVersionHistoryQueryParams = zod.object({
  "page": zod.int().min(1).max(listApiVersionHistoryQueryPageMax).default(listApiVersionHistoryQueryPageDefault).describe('1-based page number (at most 100000, so that the largest list, 1,000,000 items, is reachable at the smallest page size).'),
  "pageSize": zod.int().min(listApiVersionHistoryQueryPageSizeMin).max(listApiVersionHistoryQueryPageSizeMax).default(listApiVersionHistoryQueryPageSizeDefault).describe('Items per page (at least 10).'),
  "name": zod.string().max(listApiVersionHistoryQueryNameMax).optional().describe('Keep only items whose name contains this text (case-insensitive).'),
  "apiId": zod.string().min(1).max(listApiVersionHistoryQueryApiIdMax).regex(listApiVersionHistoryQueryApiIdRegExp).optional().describe('Keep only the history of this API version.')
})

export const listApiVersionHistoryHeaderIdpMax = 64;

export const listApiVersionHistoryHeaderAiwTenantIdMax = 64;


export const listApiVersionHistoryHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const ListApiVersionHistoryHeader = zod.object({
  "idp": zod.string().min(1).max(listApiVersionHistoryHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(listApiVersionHistoryHeaderAiwTenantIdMax).regex(listApiVersionHistoryHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const listApiVersionHistoryResponseOneTotalCountMin = 0;
export const listApiVersionHistoryResponseOneTotalCountMax = 1000000;

export const listApiVersionHistoryResponseOnePageMax = 100000;

export const listApiVersionHistoryResponseOnePageSizeMin = 10;
export const listApiVersionHistoryResponseOnePageSizeMax = 100;

export const listApiVersionHistoryResponseTwoItemsItemIdMax = 64;


export const listApiVersionHistoryResponseTwoItemsItemIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const listApiVersionHistoryResponseTwoItemsItemApiIdMax = 64;


export const listApiVersionHistoryResponseTwoItemsItemApiIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const listApiVersionHistoryResponseTwoItemsItemVersionNameMax = 20;

export const listApiVersionHistoryResponseTwoItemsItemActorIdMax = 64;

export const listApiVersionHistoryResponseTwoItemsItemActorNameMax = 200;

export const listApiVersionHistoryResponseTwoItemsItemOccurredAtMax = 40;

export const listApiVersionHistoryResponseTwoItemsMax = 100;



export const ListApiVersionHistoryResponse = zod.object({
  "totalCount": zod.int().min(listApiVersionHistoryResponseOneTotalCountMin).max(listApiVersionHistoryResponseOneTotalCountMax).describe('How many items match, over all pages (a list holds at most 1,000,000).'),
  "page": zod.int().min(1).max(listApiVersionHistoryResponseOnePageMax).describe('The page answered (1-based).'),
  "pageSize": zod.int().min(listApiVersionHistoryResponseOnePageSizeMin).max(listApiVersionHistoryResponseOnePageSizeMax).describe('Items per page.')
}).describe('The paging fields every list answer carries beside its items.').and(zod.object({
  "items": zod.array(zod.object({
  "id": zod.string().min(1).max(listApiVersionHistoryResponseTwoItemsItemIdMax).regex(listApiVersionHistoryResponseTwoItemsItemIdRegExp).describe('An opaque identifier.'),
  "apiId": zod.string().min(1).max(listApiVersionHistoryResponseTwoItemsItemApiIdMax).regex(listApiVersionHistoryResponseTwoItemsItemApiIdRegExp).describe('An opaque identifier.'),
  "versionName": zod.string().min(1).max(listApiVersionHistoryResponseTwoItemsItemVersionNameMax).describe('The version\'s name, unique per workflow. Required (\'Please enter a version name\'), at most 20 characters.'),
  "action": zod.enum(['API_HISTORY_ACTION_CREATED', 'API_HISTORY_ACTION_PUBLISHED', 'API_HISTORY_ACTION_UNPUBLISHED', 'API_HISTORY_ACTION_API_KEY_ISSUED']).describe('What happened to an API version.'),
  "actor": zod.object({
  "id": zod.string().max(listApiVersionHistoryResponseTwoItemsItemActorIdMax),
  "name": zod.string().max(listApiVersionHistoryResponseTwoItemsItemActorNameMax)
}).describe('Who did something, as the studio shows it.'),
  "occurredAt": zod.iso.datetime({"offset":true}).max(listApiVersionHistoryResponseTwoItemsItemOccurredAtMax).describe('An instant in RFC 3339 (UTC).')
}).describe('One line of the Publish History tab (who did what to which version, when).')).max(listApiVersionHistoryResponseTwoItemsMax)
}))

