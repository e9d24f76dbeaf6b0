import * as zod from 'zod';


/**
 * One page of the active organization's shared custom nodes, newest first, filtered by name.
 * @summary List the organization's shared custom nodes
 */
export const listSharedCustomNodesQueryPageDefault = 1;
export const listSharedCustomNodesQueryPageMax = 100000;

export const listSharedCustomNodesQueryPageSizeDefault = 10;
export const listSharedCustomNodesQueryPageSizeMin = 10;
export const listSharedCustomNodesQueryPageSizeMax = 100;

export const listSharedCustomNodesQueryNameMax = 200;



export const ListSharedCustomNodesQueryParams = zod.object({
  "page": zod.int().min(1).max(listSharedCustomNodesQueryPageMax).default(listSharedCustomNodesQueryPageDefault).describe('1-based page number (at most 100000, so that the largest list, 1,000,000 items, is reachable at the smallest page size).'),
  "pageSize": zod.int().min(listSharedCustomNodesQueryPageSizeMin).max(listSharedCustomNodesQueryPageSizeMax).default(listSharedCustomNodesQueryPageSizeDefault).describe('Items per page (at least 10).'),
  "name": zod.string().max(listSharedCustomNodesQueryNameMax).optional().describe('Keep only items whose name contains this text (case-insensitive).')
})

export const listSharedCustomNodesHeaderIdpMax = 64;

export const listSharedCustomNodesHeaderAiwTenantIdMax = 64;


export const listSharedCustomNodesHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const ListSharedCustomNodesHeader = zod.object({
  "idp": zod.string().min(1).max(listSharedCustomNodesHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(listSharedCustomNodesHeaderAiwTenantIdMax).regex(listSharedCustomNodesHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const listSharedCustomNodesResponseOneTotalCountMin = 0;
export const listSharedCustomNodesResponseOneTotalCountMax = 1000000;

export const listSharedCustomNodesResponseOnePageMax = 100000;

export const listSharedCustomNodesResponseOnePageSizeMin = 10;
export const listSharedCustomNodesResponseOnePageSizeMax = 100;

export const listSharedCustomNodesResponseTwoItemsItemIdMax = 64;


export const listSharedCustomNodesResponseTwoItemsItemIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const listSharedCustomNodesResponseTwoItemsItemNameMax = 20;

export const listSharedCustomNodesResponseTwoItemsItemDescriptionMax = 500;

export const listSharedCustomNodesResponseTwoItemsItemSourceProjectIdMax = 64;


export const listSharedCustomNodesResponseTwoItemsItemSourceProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const listSharedCustomNodesResponseTwoItemsItemSourceCustomNodeIdMax = 64;


export const listSharedCustomNodesResponseTwoItemsItemSourceCustomNodeIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const listSharedCustomNodesResponseTwoItemsItemInputParametersItemNameMax = 50;

export const listSharedCustomNodesResponseTwoItemsItemInputParametersItemDescriptionMax = 500;

export const listSharedCustomNodesResponseTwoItemsItemInputParametersMax = 50;

export const listSharedCustomNodesResponseTwoItemsItemOutputVariableMax = 50;

export const listSharedCustomNodesResponseTwoItemsItemConfigFileCountMin = 0;
export const listSharedCustomNodesResponseTwoItemsItemConfigFileCountMax = 1000;

export const listSharedCustomNodesResponseTwoItemsItemPublishedByIdMax = 64;

export const listSharedCustomNodesResponseTwoItemsItemPublishedByNameMax = 200;

export const listSharedCustomNodesResponseTwoItemsItemCreatedAtMax = 40;

export const listSharedCustomNodesResponseTwoItemsItemUpdatedAtMax = 40;

export const listSharedCustomNodesResponseTwoItemsMax = 100;



export const ListSharedCustomNodesResponse = zod.object({
  "totalCount": zod.int().min(listSharedCustomNodesResponseOneTotalCountMin).max(listSharedCustomNodesResponseOneTotalCountMax).describe('How many items match, over all pages (a list holds at most 1,000,000).'),
  "page": zod.int().min(1).max(listSharedCustomNodesResponseOnePageMax).describe('The page answered (1-based).'),
  "pageSize": zod.int().min(listSharedCustomNodesResponseOnePageSizeMin).max(listSharedCustomNodesResponseOnePageSizeMax).describe('Items per page.')
}).describe('The paging fields every list answer carries beside its items.').and(zod.object({
  "items": zod.array(zod.object({
  "id": zod.string().min(1).max(listSharedCustomNodesResponseTwoItemsItemIdMax).regex(listSharedCustomNodesResponseTwoItemsItemIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().min(1).max(listSharedCustomNodesResponseTwoItemsItemNameMax),
  "description": zod.string().max(listSharedCustomNodesResponseTwoItemsItemDescriptionMax).optional(),
  "sourceProjectId": zod.string().min(1).max(listSharedCustomNodesResponseTwoItemsItemSourceProjectIdMax).regex(listSharedCustomNodesResponseTwoItemsItemSourceProjectIdRegExp).optional().describe('The project of the custom node it was published from.'),
  "sourceCustomNodeId": zod.string().min(1).max(listSharedCustomNodesResponseTwoItemsItemSourceCustomNodeIdMax).regex(listSharedCustomNodesResponseTwoItemsItemSourceCustomNodeIdRegExp).optional().describe('The custom node it was published from (it may have changed or been deleted since).'),
  "inputParameters": zod.array(zod.object({
  "name": zod.string().min(1).max(listSharedCustomNodesResponseTwoItemsItemInputParametersItemNameMax),
  "dataType": zod.enum(['PARAMETER_DATA_TYPE_STRING', 'PARAMETER_DATA_TYPE_NUMBER', 'PARAMETER_DATA_TYPE_INTEGER', 'PARAMETER_DATA_TYPE_BOOLEAN', 'PARAMETER_DATA_TYPE_OBJECT', 'PARAMETER_DATA_TYPE_ARRAY']).describe('The data type of a custom node parameter.'),
  "description": zod.string().max(listSharedCustomNodesResponseTwoItemsItemInputParametersItemDescriptionMax).optional(),
  "required": zod.boolean()
}).describe('A value the workflow hands to the node (one of its parameters, as the workflow editor\'s panel shows it).')).max(listSharedCustomNodesResponseTwoItemsItemInputParametersMax),
  "outputVariable": zod.string().min(1).max(listSharedCustomNodesResponseTwoItemsItemOutputVariableMax),
  "authenticationProvider": zod.enum(['AUTH_PROVIDER_ENTRA_ID', 'AUTH_PROVIDER_BOX', 'AUTH_PROVIDER_GOOGLE']).optional().describe('An external provider a custom node signs in to.'),
  "configFileCount": zod.int().min(listSharedCustomNodesResponseTwoItemsItemConfigFileCountMin).max(listSharedCustomNodesResponseTwoItemsItemConfigFileCountMax),
  "publishedBy": zod.object({
  "id": zod.string().max(listSharedCustomNodesResponseTwoItemsItemPublishedByIdMax),
  "name": zod.string().max(listSharedCustomNodesResponseTwoItemsItemPublishedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "createdAt": zod.iso.datetime({"offset":true}).max(listSharedCustomNodesResponseTwoItemsItemCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "updatedAt": zod.iso.datetime({"offset":true}).max(listSharedCustomNodesResponseTwoItemsItemUpdatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).describe('A custom node an administrator published for the whole organization (usable in any project\'s workflows).')).max(listSharedCustomNodesResponseTwoItemsMax)
}))

/**
 * Admin only (403 otherwise). Copies the custom node (code, parameters, output variable, authentication settings) into a shared custom node of the active organization. 409 when the custom node is already published or the name is taken by another shared custom node.
 * @summary Publish a project's custom node for the whole organization
 */
export const publishSharedCustomNodeHeaderIdpMax = 64;

export const publishSharedCustomNodeHeaderAiwTenantIdMax = 64;


export const publishSharedCustomNodeHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const PublishSharedCustomNodeHeader = zod.object({
  "idp": zod.string().min(1).max(publishSharedCustomNodeHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(publishSharedCustomNodeHeaderAiwTenantIdMax).regex(publishSharedCustomNodeHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const publishSharedCustomNodeBodyProjectIdMax = 64;


export const publishSharedCustomNodeBodyProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const publishSharedCustomNodeBodyCustomNodeIdMax = 64;


export const publishSharedCustomNodeBodyCustomNodeIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const publishSharedCustomNodeBodyNameMax = 20;

export const publishSharedCustomNodeBodyDescriptionMax = 500;



export const PublishSharedCustomNodeBody = zod.strictObject({
  "projectId": zod.string().min(1).max(publishSharedCustomNodeBodyProjectIdMax).regex(publishSharedCustomNodeBodyProjectIdRegExp).describe('An opaque identifier.'),
  "customNodeId": zod.string().min(1).max(publishSharedCustomNodeBodyCustomNodeIdMax).regex(publishSharedCustomNodeBodyCustomNodeIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().min(1).max(publishSharedCustomNodeBodyNameMax).optional().describe('Defaults to the custom node\'s name.'),
  "description": zod.string().max(publishSharedCustomNodeBodyDescriptionMax).optional()
}).describe('Which project custom node to publish, optionally under another name and description.')

export const publishSharedCustomNodeResponseIdMax = 64;


export const publishSharedCustomNodeResponseIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const publishSharedCustomNodeResponseNameMax = 20;

export const publishSharedCustomNodeResponseDescriptionMax = 500;

export const publishSharedCustomNodeResponseSourceProjectIdMax = 64;


export const publishSharedCustomNodeResponseSourceProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const publishSharedCustomNodeResponseSourceCustomNodeIdMax = 64;


export const publishSharedCustomNodeResponseSourceCustomNodeIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const publishSharedCustomNodeResponseInputParametersItemNameMax = 50;

export const publishSharedCustomNodeResponseInputParametersItemDescriptionMax = 500;

export const publishSharedCustomNodeResponseInputParametersMax = 50;

export const publishSharedCustomNodeResponseOutputVariableMax = 50;

export const publishSharedCustomNodeResponseConfigFileCountMin = 0;
export const publishSharedCustomNodeResponseConfigFileCountMax = 1000;

export const publishSharedCustomNodeResponsePublishedByIdMax = 64;

export const publishSharedCustomNodeResponsePublishedByNameMax = 200;

export const publishSharedCustomNodeResponseCreatedAtMax = 40;

export const publishSharedCustomNodeResponseUpdatedAtMax = 40;



export const PublishSharedCustomNodeResponse = zod.object({
  "id": zod.string().min(1).max(publishSharedCustomNodeResponseIdMax).regex(publishSharedCustomNodeResponseIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().min(1).max(publishSharedCustomNodeResponseNameMax),
  "description": zod.string().max(publishSharedCustomNodeResponseDescriptionMax).optional(),
  "sourceProjectId": zod.string().min(1).max(publishSharedCustomNodeResponseSourceProjectIdMax).regex(publishSharedCustomNodeResponseSourceProjectIdRegExp).optional().describe('The project of the custom node it was published from.'),
  "sourceCustomNodeId": zod.string().min(1).max(publishSharedCustomNodeResponseSourceCustomNodeIdMax).regex(publishSharedCustomNodeResponseSourceCustomNodeIdRegExp).optional().describe('The custom node it was published from (it may have changed or been deleted since).'),
  "inputParameters": zod.array(zod.object({
  "name": zod.string().min(1).max(publishSharedCustomNodeResponseInputParametersItemNameMax),
  "dataType": zod.enum(['PARAMETER_DATA_TYPE_STRING', 'PARAMETER_DATA_TYPE_NUMBER', 'PARAMETER_DATA_TYPE_INTEGER', 'PARAMETER_DATA_TYPE_BOOLEAN', 'PARAMETER_DATA_TYPE_OBJECT', 'PARAMETER_DATA_TYPE_ARRAY']).describe('The data type of a custom node parameter.'),
  "description": zod.string().max(publishSharedCustomNodeResponseInputParametersItemDescriptionMax).optional(),
  "required": zod.boolean()
}).describe('A value the workflow hands to the node (one of its parameters, as the workflow editor\'s panel shows it).')).max(publishSharedCustomNodeResponseInputParametersMax),
  "outputVariable": zod.string().min(1).max(publishSharedCustomNodeResponseOutputVariableMax),
  "authenticationProvider": zod.enum(['AUTH_PROVIDER_ENTRA_ID', 'AUTH_PROVIDER_BOX', 'AUTH_PROVIDER_GOOGLE']).optional().describe('An external provider a custom node signs in to.'),
  "configFileCount": zod.int().min(publishSharedCustomNodeResponseConfigFileCountMin).max(publishSharedCustomNodeResponseConfigFileCountMax),
  "publishedBy": zod.object({
  "id": zod.string().max(publishSharedCustomNodeResponsePublishedByIdMax),
  "name": zod.string().max(publishSharedCustomNodeResponsePublishedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "createdAt": zod.iso.datetime({"offset":true}).max(publishSharedCustomNodeResponseCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "updatedAt": zod.iso.datetime({"offset":true}).max(publishSharedCustomNodeResponseUpdatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).describe('A custom node an administrator published for the whole organization (usable in any project\'s workflows).')

/**
 * The shared custom node with its input parameters and its (read-only) Python source.
 * @summary One shared custom node
 */
export const getSharedCustomNodePathSharedCustomNodeIdMax = 64;


export const getSharedCustomNodePathSharedCustomNodeIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const GetSharedCustomNodeParams = zod.object({
  "sharedCustomNodeId": zod.string().min(1).max(getSharedCustomNodePathSharedCustomNodeIdMax).regex(getSharedCustomNodePathSharedCustomNodeIdRegExp).describe('The shared custom node.')
})

export const getSharedCustomNodeHeaderIdpMax = 64;

export const getSharedCustomNodeHeaderAiwTenantIdMax = 64;


export const getSharedCustomNodeHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const GetSharedCustomNodeHeader = zod.object({
  "idp": zod.string().min(1).max(getSharedCustomNodeHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(getSharedCustomNodeHeaderAiwTenantIdMax).regex(getSharedCustomNodeHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const getSharedCustomNodeResponseOneIdMax = 64;


export const getSharedCustomNodeResponseOneIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getSharedCustomNodeResponseOneNameMax = 20;

export const getSharedCustomNodeResponseOneDescriptionMax = 500;

export const getSharedCustomNodeResponseOneSourceProjectIdMax = 64;


export const getSharedCustomNodeResponseOneSourceProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getSharedCustomNodeResponseOneSourceCustomNodeIdMax = 64;


export const getSharedCustomNodeResponseOneSourceCustomNodeIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getSharedCustomNodeResponseOneInputParametersItemNameMax = 50;

export const getSharedCustomNodeResponseOneInputParametersItemDescriptionMax = 500;

export const getSharedCustomNodeResponseOneInputParametersMax = 50;

export const getSharedCustomNodeResponseOneOutputVariableMax = 50;

export const getSharedCustomNodeResponseOneConfigFileCountMin = 0;
export const getSharedCustomNodeResponseOneConfigFileCountMax = 1000;

export const getSharedCustomNodeResponseOnePublishedByIdMax = 64;

export const getSharedCustomNodeResponseOnePublishedByNameMax = 200;

export const getSharedCustomNodeResponseOneCreatedAtMax = 40;

export const getSharedCustomNodeResponseOneUpdatedAtMax = 40;

export const getSharedCustomNodeResponseTwoCodeMax = 100000;



export const GetSharedCustomNodeResponse = zod.object({
  "id": zod.string().min(1).max(getSharedCustomNodeResponseOneIdMax).regex(getSharedCustomNodeResponseOneIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().min(1).max(getSharedCustomNodeResponseOneNameMax),
  "description": zod.string().max(getSharedCustomNodeResponseOneDescriptionMax).optional(),
  "sourceProjectId": zod.string().min(1).max(getSharedCustomNodeResponseOneSourceProjectIdMax).regex(getSharedCustomNodeResponseOneSourceProjectIdRegExp).optional().describe('The project of the custom node it was published from.'),
  "sourceCustomNodeId": zod.string().min(1).max(getSharedCustomNodeResponseOneSourceCustomNodeIdMax).regex(getSharedCustomNodeResponseOneSourceCustomNodeIdRegExp).optional().describe('The custom node it was published from (it may have changed or been deleted since).'),
  "inputParameters": zod.array(zod.object({
  "name": zod.string().min(1).max(getSharedCustomNodeResponseOneInputParametersItemNameMax),
  "dataType": zod.enum(['PARAMETER_DATA_TYPE_STRING', 'PARAMETER_DATA_TYPE_NUMBER', 'PARAMETER_DATA_TYPE_INTEGER', 'PARAMETER_DATA_TYPE_BOOLEAN', 'PARAMETER_DATA_TYPE_OBJECT', 'PARAMETER_DATA_TYPE_ARRAY']).describe('The data type of a custom node parameter.'),
  "description": zod.string().max(getSharedCustomNodeResponseOneInputParametersItemDescriptionMax).optional(),
  "required": zod.boolean()
}).describe('A value the workflow hands to the node (one of its parameters, as the workflow editor\'s panel shows it).')).max(getSharedCustomNodeResponseOneInputParametersMax),
  "outputVariable": zod.string().min(1).max(getSharedCustomNodeResponseOneOutputVariableMax),
  "authenticationProvider": zod.enum(['AUTH_PROVIDER_ENTRA_ID', 'AUTH_PROVIDER_BOX', 'AUTH_PROVIDER_GOOGLE']).optional().describe('An external provider a custom node signs in to.'),
  "configFileCount": zod.int().min(getSharedCustomNodeResponseOneConfigFileCountMin).max(getSharedCustomNodeResponseOneConfigFileCountMax),
  "publishedBy": zod.object({
  "id": zod.string().max(getSharedCustomNodeResponseOnePublishedByIdMax),
  "name": zod.string().max(getSharedCustomNodeResponseOnePublishedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "createdAt": zod.iso.datetime({"offset":true}).max(getSharedCustomNodeResponseOneCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "updatedAt": zod.iso.datetime({"offset":true}).max(getSharedCustomNodeResponseOneUpdatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).describe('A custom node an administrator published for the whole organization (usable in any project\'s workflows).').and(zod.object({
  "code": zod.string().min(1).max(getSharedCustomNodeResponseTwoCodeMax).describe('The published Python source; its `run(**params)` function returns the output.')
})).describe('A shared custom node with its Python source (read-only, the published copy).')

/**
 * Admin only (403 otherwise). Deletes the shared custom node and its configuration files; the source custom node stays. Workflows that use it keep their node, which fails at run until replaced, and tools made from it stop working (getSharedCustomNodeUsage names them beforehand).
 * @summary Unpublish (delete) a shared custom node
 */
export const unpublishSharedCustomNodePathSharedCustomNodeIdMax = 64;


export const unpublishSharedCustomNodePathSharedCustomNodeIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const UnpublishSharedCustomNodeParams = zod.object({
  "sharedCustomNodeId": zod.string().min(1).max(unpublishSharedCustomNodePathSharedCustomNodeIdMax).regex(unpublishSharedCustomNodePathSharedCustomNodeIdRegExp).describe('The shared custom node.')
})

export const unpublishSharedCustomNodeHeaderIdpMax = 64;

export const unpublishSharedCustomNodeHeaderAiwTenantIdMax = 64;


export const unpublishSharedCustomNodeHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const UnpublishSharedCustomNodeHeader = zod.object({
  "idp": zod.string().min(1).max(unpublishSharedCustomNodeHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(unpublishSharedCustomNodeHeaderAiwTenantIdMax).regex(unpublishSharedCustomNodeHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const UnpublishSharedCustomNodeResponse = zod.void()

/**
 * The workflows of every project of the organization whose graphs have the node, and the tools made from it.
 * @summary Who uses a shared custom node
 */
export const getSharedCustomNodeUsagePathSharedCustomNodeIdMax = 64;


export const getSharedCustomNodeUsagePathSharedCustomNodeIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const GetSharedCustomNodeUsageParams = zod.object({
  "sharedCustomNodeId": zod.string().min(1).max(getSharedCustomNodeUsagePathSharedCustomNodeIdMax).regex(getSharedCustomNodeUsagePathSharedCustomNodeIdRegExp).describe('The shared custom node.')
})

export const getSharedCustomNodeUsageHeaderIdpMax = 64;

export const getSharedCustomNodeUsageHeaderAiwTenantIdMax = 64;


export const getSharedCustomNodeUsageHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const GetSharedCustomNodeUsageHeader = zod.object({
  "idp": zod.string().min(1).max(getSharedCustomNodeUsageHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(getSharedCustomNodeUsageHeaderAiwTenantIdMax).regex(getSharedCustomNodeUsageHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const getSharedCustomNodeUsageResponseWorkflowsItemProjectIdMax = 64;


export const getSharedCustomNodeUsageResponseWorkflowsItemProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getSharedCustomNodeUsageResponseWorkflowsItemProjectNameMax = 100;

export const getSharedCustomNodeUsageResponseWorkflowsItemWorkflowIdMax = 64;


export const getSharedCustomNodeUsageResponseWorkflowsItemWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getSharedCustomNodeUsageResponseWorkflowsItemWorkflowNameMax = 100;

export const getSharedCustomNodeUsageResponseWorkflowsItemNodesItemIdMax = 100;

export const getSharedCustomNodeUsageResponseWorkflowsItemNodesItemLabelMax = 100;

export const getSharedCustomNodeUsageResponseWorkflowsItemNodesMax = 50;

export const getSharedCustomNodeUsageResponseWorkflowsMax = 100;

export const getSharedCustomNodeUsageResponseToolsItemProjectIdMax = 64;


export const getSharedCustomNodeUsageResponseToolsItemProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getSharedCustomNodeUsageResponseToolsItemProjectNameMax = 100;

export const getSharedCustomNodeUsageResponseToolsItemToolIdMax = 64;


export const getSharedCustomNodeUsageResponseToolsItemToolIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getSharedCustomNodeUsageResponseToolsItemToolNameMax = 100;

export const getSharedCustomNodeUsageResponseToolsMax = 100;



export const GetSharedCustomNodeUsageResponse = zod.object({
  "workflows": zod.array(zod.object({
  "projectId": zod.string().min(1).max(getSharedCustomNodeUsageResponseWorkflowsItemProjectIdMax).regex(getSharedCustomNodeUsageResponseWorkflowsItemProjectIdRegExp).describe('An opaque identifier.'),
  "projectName": zod.string().min(1).max(getSharedCustomNodeUsageResponseWorkflowsItemProjectNameMax),
  "workflowId": zod.string().min(1).max(getSharedCustomNodeUsageResponseWorkflowsItemWorkflowIdMax).regex(getSharedCustomNodeUsageResponseWorkflowsItemWorkflowIdRegExp).describe('An opaque identifier.'),
  "workflowName": zod.string().min(1).max(getSharedCustomNodeUsageResponseWorkflowsItemWorkflowNameMax),
  "nodes": zod.array(zod.object({
  "id": zod.string().min(1).max(getSharedCustomNodeUsageResponseWorkflowsItemNodesItemIdMax),
  "label": zod.string().max(getSharedCustomNodeUsageResponseWorkflowsItemNodesItemLabelMax)
})).min(1).max(getSharedCustomNodeUsageResponseWorkflowsItemNodesMax).describe('The nodes of the workflow that use it (the first 50 in graph order).')
}).describe('A workflow whose graph has nodes that use the shared custom node (or the configuration file).')).max(getSharedCustomNodeUsageResponseWorkflowsMax).describe('The first 100 workflows by project and workflow name.'),
  "tools": zod.array(zod.object({
  "projectId": zod.string().min(1).max(getSharedCustomNodeUsageResponseToolsItemProjectIdMax).regex(getSharedCustomNodeUsageResponseToolsItemProjectIdRegExp).describe('An opaque identifier.'),
  "projectName": zod.string().min(1).max(getSharedCustomNodeUsageResponseToolsItemProjectNameMax),
  "toolId": zod.string().min(1).max(getSharedCustomNodeUsageResponseToolsItemToolIdMax).regex(getSharedCustomNodeUsageResponseToolsItemToolIdRegExp).describe('An opaque identifier.'),
  "toolName": zod.string().min(1).max(getSharedCustomNodeUsageResponseToolsItemToolNameMax)
}).describe('A tool made from the shared custom node (agents call it).')).max(getSharedCustomNodeUsageResponseToolsMax).describe('The first 100 tools by project.')
}).describe('Who uses a shared custom node or one of its configuration files, across the organization\'s projects: shown before unpublishing or deleting. Tools refer to the node only (never to a configuration file).')

/**
 * What the workflow editor's shared-custom-node panel needs: the node's input parameters, its output variable and the configuration (env) files one of which the node may use (optional).
 * @summary Env files and input parameters of a shared custom node (workflow editor)
 */
export const getSharedCustomNodeInputParametersPathSharedCustomNodeIdMax = 64;


export const getSharedCustomNodeInputParametersPathSharedCustomNodeIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const GetSharedCustomNodeInputParametersParams = zod.object({
  "sharedCustomNodeId": zod.string().min(1).max(getSharedCustomNodeInputParametersPathSharedCustomNodeIdMax).regex(getSharedCustomNodeInputParametersPathSharedCustomNodeIdRegExp).describe('The shared custom node.')
})

export const getSharedCustomNodeInputParametersHeaderIdpMax = 64;

export const getSharedCustomNodeInputParametersHeaderAiwTenantIdMax = 64;


export const getSharedCustomNodeInputParametersHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const GetSharedCustomNodeInputParametersHeader = zod.object({
  "idp": zod.string().min(1).max(getSharedCustomNodeInputParametersHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(getSharedCustomNodeInputParametersHeaderAiwTenantIdMax).regex(getSharedCustomNodeInputParametersHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const getSharedCustomNodeInputParametersResponseSharedCustomNodeIdMax = 64;


export const getSharedCustomNodeInputParametersResponseSharedCustomNodeIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getSharedCustomNodeInputParametersResponseInputParametersItemNameMax = 50;

export const getSharedCustomNodeInputParametersResponseInputParametersItemDescriptionMax = 500;

export const getSharedCustomNodeInputParametersResponseInputParametersMax = 50;

export const getSharedCustomNodeInputParametersResponseOutputVariableMax = 50;

export const getSharedCustomNodeInputParametersResponseConfigFilesItemIdMax = 64;


export const getSharedCustomNodeInputParametersResponseConfigFilesItemIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getSharedCustomNodeInputParametersResponseConfigFilesItemFileNameMax = 100;

export const getSharedCustomNodeInputParametersResponseConfigFilesMax = 1000;



export const GetSharedCustomNodeInputParametersResponse = zod.object({
  "sharedCustomNodeId": zod.string().min(1).max(getSharedCustomNodeInputParametersResponseSharedCustomNodeIdMax).regex(getSharedCustomNodeInputParametersResponseSharedCustomNodeIdRegExp).describe('An opaque identifier.'),
  "inputParameters": zod.array(zod.object({
  "name": zod.string().min(1).max(getSharedCustomNodeInputParametersResponseInputParametersItemNameMax),
  "dataType": zod.enum(['PARAMETER_DATA_TYPE_STRING', 'PARAMETER_DATA_TYPE_NUMBER', 'PARAMETER_DATA_TYPE_INTEGER', 'PARAMETER_DATA_TYPE_BOOLEAN', 'PARAMETER_DATA_TYPE_OBJECT', 'PARAMETER_DATA_TYPE_ARRAY']).describe('The data type of a custom node parameter.'),
  "description": zod.string().max(getSharedCustomNodeInputParametersResponseInputParametersItemDescriptionMax).optional(),
  "required": zod.boolean()
}).describe('A value the workflow hands to the node (one of its parameters, as the workflow editor\'s panel shows it).')).max(getSharedCustomNodeInputParametersResponseInputParametersMax),
  "outputVariable": zod.string().min(1).max(getSharedCustomNodeInputParametersResponseOutputVariableMax),
  "configFiles": zod.array(zod.object({
  "id": zod.string().min(1).max(getSharedCustomNodeInputParametersResponseConfigFilesItemIdMax).regex(getSharedCustomNodeInputParametersResponseConfigFilesItemIdRegExp).describe('An opaque identifier.'),
  "fileName": zod.string().min(1).max(getSharedCustomNodeInputParametersResponseConfigFilesItemFileNameMax)
}).describe('A configuration file as a choice in the workflow editor.')).max(getSharedCustomNodeInputParametersResponseConfigFilesMax)
}).describe('The input parameters, output variable and usable configuration (env) files of a shared custom node.')

