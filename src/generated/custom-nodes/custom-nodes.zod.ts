import * as zod from 'zod';


/**
 * One page of the project's custom nodes, newest first, filtered by name (contains, case-insensitive).
 * @summary List the project's custom nodes
 */
export const listCustomNodesPathProjectIdMax = 64;


export const listCustomNodesPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const ListCustomNodesParams = zod.object({
  "projectId": zod.string().min(1).max(listCustomNodesPathProjectIdMax).regex(listCustomNodesPathProjectIdRegExp).describe('The project.')
})

export const listCustomNodesQueryPageDefault = 1;
export const listCustomNodesQueryPageMax = 100000;

export const listCustomNodesQueryPageSizeDefault = 10;
export const listCustomNodesQueryPageSizeMin = 10;
export const listCustomNodesQueryPageSizeMax = 100;

export const listCustomNodesQueryNameMax = 200;



export const ListCustomNodesQueryParams = zod.object({
  "page": zod.int().min(1).max(listCustomNodesQueryPageMax).default(listCustomNodesQueryPageDefault).describe('1-based page number (at most 100000, so that the largest list, 1,000,000 items, is reachable at the smallest page size).'),
  "pageSize": zod.int().min(listCustomNodesQueryPageSizeMin).max(listCustomNodesQueryPageSizeMax).default(listCustomNodesQueryPageSizeDefault).describe('Items per page (at least 10).'),
  "name": zod.string().max(listCustomNodesQueryNameMax).optional().describe('Keep only items whose name contains this text (case-insensitive).')
})

export const listCustomNodesHeaderIdpMax = 64;

export const listCustomNodesHeaderAiwTenantIdMax = 64;


export const listCustomNodesHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const ListCustomNodesHeader = zod.object({
  "idp": zod.string().min(1).max(listCustomNodesHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(listCustomNodesHeaderAiwTenantIdMax).regex(listCustomNodesHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const listCustomNodesResponseOneTotalCountMin = 0;
export const listCustomNodesResponseOneTotalCountMax = 1000000;

export const listCustomNodesResponseOnePageMax = 100000;

export const listCustomNodesResponseOnePageSizeMin = 10;
export const listCustomNodesResponseOnePageSizeMax = 100;

export const listCustomNodesResponseTwoItemsItemParameterCountMin = 0;
export const listCustomNodesResponseTwoItemsItemParameterCountMax = 50;

export const listCustomNodesResponseTwoItemsItemIdMax = 64;


export const listCustomNodesResponseTwoItemsItemIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const listCustomNodesResponseTwoItemsItemNameMax = 20;

export const listCustomNodesResponseTwoItemsItemDescriptionMax = 500;

export const listCustomNodesResponseTwoItemsItemCreatedByIdMax = 64;

export const listCustomNodesResponseTwoItemsItemCreatedByNameMax = 200;

export const listCustomNodesResponseTwoItemsItemCreatedAtMax = 40;

export const listCustomNodesResponseTwoItemsItemUpdatedAtMax = 40;

export const listCustomNodesResponseTwoItemsMax = 100;



export const ListCustomNodesResponse = zod.object({
  "totalCount": zod.int().min(listCustomNodesResponseOneTotalCountMin).max(listCustomNodesResponseOneTotalCountMax).describe('How many items match, over all pages (a list holds at most 1,000,000).'),
  "page": zod.int().min(1).max(listCustomNodesResponseOnePageMax).describe('The page answered (1-based).'),
  "pageSize": zod.int().min(listCustomNodesResponseOnePageSizeMin).max(listCustomNodesResponseOnePageSizeMax).describe('Items per page.')
}).describe('The paging fields every list answer carries beside its items.').and(zod.object({
  "items": zod.array(zod.object({
  "parameterCount": zod.int().min(listCustomNodesResponseTwoItemsItemParameterCountMin).max(listCustomNodesResponseTwoItemsItemParameterCountMax).describe('How many parameters the node takes.'),
  "id": zod.string().min(1).max(listCustomNodesResponseTwoItemsItemIdMax).regex(listCustomNodesResponseTwoItemsItemIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().min(1).max(listCustomNodesResponseTwoItemsItemNameMax),
  "description": zod.string().max(listCustomNodesResponseTwoItemsItemDescriptionMax).optional(),
  "authenticationProvider": zod.enum(['AUTH_PROVIDER_ENTRA_ID', 'AUTH_PROVIDER_BOX', 'AUTH_PROVIDER_GOOGLE']).optional().describe('An external provider a custom node signs in to.'),
  "createdBy": zod.object({
  "id": zod.string().max(listCustomNodesResponseTwoItemsItemCreatedByIdMax),
  "name": zod.string().max(listCustomNodesResponseTwoItemsItemCreatedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "createdAt": zod.iso.datetime({"offset":true}).max(listCustomNodesResponseTwoItemsItemCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "updatedAt": zod.iso.datetime({"offset":true}).max(listCustomNodesResponseTwoItemsItemUpdatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).describe('A custom node as the list shows it (without its code).')).max(listCustomNodesResponseTwoItemsMax)
}))

/**
 * Creates a custom node written in Python. Name required, at most 20 characters; code required. Authentication, when given, names a provider and scopes offered by that provider (getAuthenticationProviders).
 * @summary Create a custom node
 */
export const createCustomNodePathProjectIdMax = 64;


export const createCustomNodePathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const CreateCustomNodeParams = zod.object({
  "projectId": zod.string().min(1).max(createCustomNodePathProjectIdMax).regex(createCustomNodePathProjectIdRegExp).describe('The project.')
})

export const createCustomNodeHeaderIdpMax = 64;

export const createCustomNodeHeaderAiwTenantIdMax = 64;


export const createCustomNodeHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const CreateCustomNodeHeader = zod.object({
  "idp": zod.string().min(1).max(createCustomNodeHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(createCustomNodeHeaderAiwTenantIdMax).regex(createCustomNodeHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const createCustomNodeBodyNameMax = 20;

export const createCustomNodeBodyDescriptionMax = 500;

export const createCustomNodeBodyCodeMax = 100000;

export const createCustomNodeBodyParametersItemLabelMax = 50;


export const createCustomNodeBodyParametersItemLabelRegExp = new RegExp('^[A-Za-z_][A-Za-z0-9_]*$');
export const createCustomNodeBodyParametersItemDescriptionMax = 500;

export const createCustomNodeBodyParametersItemRequiredDefault = true;
export const createCustomNodeBodyParametersMax = 50;

export const createCustomNodeBodyOutputVariableMax = 50;


export const createCustomNodeBodyOutputVariableRegExp = new RegExp('^[A-Za-z_][A-Za-z0-9_]*$');
export const createCustomNodeBodyAuthenticationScopesItemMax = 200;

export const createCustomNodeBodyAuthenticationScopesMax = 30;



export const CreateCustomNodeBody = zod.strictObject({
  "name": zod.string().min(1).max(createCustomNodeBodyNameMax),
  "description": zod.string().max(createCustomNodeBodyDescriptionMax).optional(),
  "code": zod.string().min(1).max(createCustomNodeBodyCodeMax).describe('The Python source; its `run(**params)` function returns the output.'),
  "parameters": zod.array(zod.strictObject({
  "label": zod.string().min(1).max(createCustomNodeBodyParametersItemLabelMax).regex(createCustomNodeBodyParametersItemLabelRegExp).describe('The parameter\'s name in the code (a Python identifier).'),
  "dataType": zod.enum(['PARAMETER_DATA_TYPE_STRING', 'PARAMETER_DATA_TYPE_NUMBER', 'PARAMETER_DATA_TYPE_INTEGER', 'PARAMETER_DATA_TYPE_BOOLEAN', 'PARAMETER_DATA_TYPE_OBJECT', 'PARAMETER_DATA_TYPE_ARRAY']).describe('The data type of a custom node parameter.'),
  "description": zod.string().max(createCustomNodeBodyParametersItemDescriptionMax).optional(),
  "required": zod.boolean().default(createCustomNodeBodyParametersItemRequiredDefault).describe('Whether a value must be given (default true).')
}).describe('A parameter of the custom node (an argument of its Python `run` function). The workflow feeds it as an input parameter; the preview asks for its value.')).max(createCustomNodeBodyParametersMax).optional(),
  "outputVariable": zod.string().min(1).max(createCustomNodeBodyOutputVariableMax).regex(createCustomNodeBodyOutputVariableRegExp).describe('The name under which the node\'s return value reaches the workflow.'),
  "authentication": zod.strictObject({
  "provider": zod.enum(['AUTH_PROVIDER_ENTRA_ID', 'AUTH_PROVIDER_BOX', 'AUTH_PROVIDER_GOOGLE']).describe('An external provider a custom node signs in to.'),
  "scopes": zod.array(zod.string().min(1).max(createCustomNodeBodyAuthenticationScopesItemMax)).min(1).max(createCustomNodeBodyAuthenticationScopesMax)
}).optional().describe('The provider the node signs in to and the credential scopes it asks for (chosen from getAuthenticationProviders).')
}).describe('The editor\'s form (Config, Code and Authentication tabs). Name required, at most 20 characters; code required.')

export const createCustomNodeResponseIdMax = 64;


export const createCustomNodeResponseIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const createCustomNodeResponseNameMax = 20;

export const createCustomNodeResponseDescriptionMax = 500;

export const createCustomNodeResponseCodeMax = 100000;

export const createCustomNodeResponseParametersItemLabelMax = 50;


export const createCustomNodeResponseParametersItemLabelRegExp = new RegExp('^[A-Za-z_][A-Za-z0-9_]*$');
export const createCustomNodeResponseParametersItemDescriptionMax = 500;

export const createCustomNodeResponseParametersItemRequiredDefault = true;
export const createCustomNodeResponseParametersMax = 50;

export const createCustomNodeResponseOutputVariableMax = 50;

export const createCustomNodeResponseAuthenticationScopesItemMax = 200;

export const createCustomNodeResponseAuthenticationScopesMax = 30;

export const createCustomNodeResponseCreatedByIdMax = 64;

export const createCustomNodeResponseCreatedByNameMax = 200;

export const createCustomNodeResponseCreatedAtMax = 40;

export const createCustomNodeResponseUpdatedAtMax = 40;



export const CreateCustomNodeResponse = zod.object({
  "id": zod.string().min(1).max(createCustomNodeResponseIdMax).regex(createCustomNodeResponseIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().min(1).max(createCustomNodeResponseNameMax),
  "description": zod.string().max(createCustomNodeResponseDescriptionMax).optional(),
  "code": zod.string().min(1).max(createCustomNodeResponseCodeMax),
  "parameters": zod.array(zod.object({
  "label": zod.string().min(1).max(createCustomNodeResponseParametersItemLabelMax).regex(createCustomNodeResponseParametersItemLabelRegExp).describe('The parameter\'s name in the code (a Python identifier).'),
  "dataType": zod.enum(['PARAMETER_DATA_TYPE_STRING', 'PARAMETER_DATA_TYPE_NUMBER', 'PARAMETER_DATA_TYPE_INTEGER', 'PARAMETER_DATA_TYPE_BOOLEAN', 'PARAMETER_DATA_TYPE_OBJECT', 'PARAMETER_DATA_TYPE_ARRAY']).describe('The data type of a custom node parameter.'),
  "description": zod.string().max(createCustomNodeResponseParametersItemDescriptionMax).optional(),
  "required": zod.boolean().default(createCustomNodeResponseParametersItemRequiredDefault).describe('Whether a value must be given (default true).')
}).describe('A parameter of the custom node (an argument of its Python `run` function). The workflow feeds it as an input parameter; the preview asks for its value.')).max(createCustomNodeResponseParametersMax),
  "outputVariable": zod.string().min(1).max(createCustomNodeResponseOutputVariableMax),
  "authentication": zod.object({
  "provider": zod.enum(['AUTH_PROVIDER_ENTRA_ID', 'AUTH_PROVIDER_BOX', 'AUTH_PROVIDER_GOOGLE']).describe('An external provider a custom node signs in to.'),
  "scopes": zod.array(zod.string().min(1).max(createCustomNodeResponseAuthenticationScopesItemMax)).min(1).max(createCustomNodeResponseAuthenticationScopesMax)
}).optional().describe('The provider the node signs in to and the credential scopes it asks for (chosen from getAuthenticationProviders).'),
  "createdBy": zod.object({
  "id": zod.string().max(createCustomNodeResponseCreatedByIdMax),
  "name": zod.string().max(createCustomNodeResponseCreatedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "createdAt": zod.iso.datetime({"offset":true}).max(createCustomNodeResponseCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "updatedAt": zod.iso.datetime({"offset":true}).max(createCustomNodeResponseUpdatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).describe('A custom node written in Python, in a project.')

/**
 * Creates a custom node from an exported `.aiws` file (YAML). The file is required and at most 1MB (413 'File size is too large. Maximum size is 1MB.'); another extension answers 415 'Invalid file type'; the file part's `filename` must be a base name (FileName: no `/` or `\`, not `.` or `..`, no control characters, at most 255 characters), else 400 'Invalid file name'; a file that is not UTF-8 text answers 400 'Failed to parse file'; text that is not YAML answers 400 'Invalid YAML format'; YAML that is not a custom node DSL (or breaks the custom node rules) answers 400 'Invalid file format' with the offending fields in `details`. A node of the same name in the project answers 409 'A custom node with this name already exists: {name}' unless the import is given another `name` or asked to `replace` that node (it keeps its id; its code, parameters and settings become the file's).
 * @summary Import a custom node from a DSL file (.aiws)
 */
export const importCustomNodePathProjectIdMax = 64;


export const importCustomNodePathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const ImportCustomNodeParams = zod.object({
  "projectId": zod.string().min(1).max(importCustomNodePathProjectIdMax).regex(importCustomNodePathProjectIdRegExp).describe('The project.')
})

export const importCustomNodeQueryNameMax = 20;

export const importCustomNodeQueryReplaceDefault = false;

export const ImportCustomNodeQueryParams = zod.object({
  "name": zod.string().min(1).max(importCustomNodeQueryNameMax).optional().describe('Import under this name instead of the file\'s (at most 20 characters).'),
  "replace": zod.boolean().default(importCustomNodeQueryReplaceDefault).describe('Replace the project\'s node of the same name instead of answering 409.')
})

export const importCustomNodeHeaderIdpMax = 64;

export const importCustomNodeHeaderAiwTenantIdMax = 64;


export const importCustomNodeHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const ImportCustomNodeHeader = zod.object({
  "idp": zod.string().min(1).max(importCustomNodeHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(importCustomNodeHeaderAiwTenantIdMax).regex(importCustomNodeHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const ImportCustomNodeBody = zod.strictObject({
  "file": zod.instanceof(Blob)
}).describe('The multipart form of an import.')

export const importCustomNodeResponseIdMax = 64;


export const importCustomNodeResponseIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const importCustomNodeResponseNameMax = 20;

export const importCustomNodeResponseDescriptionMax = 500;

export const importCustomNodeResponseCodeMax = 100000;

export const importCustomNodeResponseParametersItemLabelMax = 50;


export const importCustomNodeResponseParametersItemLabelRegExp = new RegExp('^[A-Za-z_][A-Za-z0-9_]*$');
export const importCustomNodeResponseParametersItemDescriptionMax = 500;

export const importCustomNodeResponseParametersItemRequiredDefault = true;
export const importCustomNodeResponseParametersMax = 50;

export const importCustomNodeResponseOutputVariableMax = 50;

export const importCustomNodeResponseAuthenticationScopesItemMax = 200;

export const importCustomNodeResponseAuthenticationScopesMax = 30;

export const importCustomNodeResponseCreatedByIdMax = 64;

export const importCustomNodeResponseCreatedByNameMax = 200;

export const importCustomNodeResponseCreatedAtMax = 40;

export const importCustomNodeResponseUpdatedAtMax = 40;



export const ImportCustomNodeResponse = zod.object({
  "id": zod.string().min(1).max(importCustomNodeResponseIdMax).regex(importCustomNodeResponseIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().min(1).max(importCustomNodeResponseNameMax),
  "description": zod.string().max(importCustomNodeResponseDescriptionMax).optional(),
  "code": zod.string().min(1).max(importCustomNodeResponseCodeMax),
  "parameters": zod.array(zod.object({
  "label": zod.string().min(1).max(importCustomNodeResponseParametersItemLabelMax).regex(importCustomNodeResponseParametersItemLabelRegExp).describe('The parameter\'s name in the code (a Python identifier).'),
  "dataType": zod.enum(['PARAMETER_DATA_TYPE_STRING', 'PARAMETER_DATA_TYPE_NUMBER', 'PARAMETER_DATA_TYPE_INTEGER', 'PARAMETER_DATA_TYPE_BOOLEAN', 'PARAMETER_DATA_TYPE_OBJECT', 'PARAMETER_DATA_TYPE_ARRAY']).describe('The data type of a custom node parameter.'),
  "description": zod.string().max(importCustomNodeResponseParametersItemDescriptionMax).optional(),
  "required": zod.boolean().default(importCustomNodeResponseParametersItemRequiredDefault).describe('Whether a value must be given (default true).')
}).describe('A parameter of the custom node (an argument of its Python `run` function). The workflow feeds it as an input parameter; the preview asks for its value.')).max(importCustomNodeResponseParametersMax),
  "outputVariable": zod.string().min(1).max(importCustomNodeResponseOutputVariableMax),
  "authentication": zod.object({
  "provider": zod.enum(['AUTH_PROVIDER_ENTRA_ID', 'AUTH_PROVIDER_BOX', 'AUTH_PROVIDER_GOOGLE']).describe('An external provider a custom node signs in to.'),
  "scopes": zod.array(zod.string().min(1).max(importCustomNodeResponseAuthenticationScopesItemMax)).min(1).max(importCustomNodeResponseAuthenticationScopesMax)
}).optional().describe('The provider the node signs in to and the credential scopes it asks for (chosen from getAuthenticationProviders).'),
  "createdBy": zod.object({
  "id": zod.string().max(importCustomNodeResponseCreatedByIdMax),
  "name": zod.string().max(importCustomNodeResponseCreatedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "createdAt": zod.iso.datetime({"offset":true}).max(importCustomNodeResponseCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "updatedAt": zod.iso.datetime({"offset":true}).max(importCustomNodeResponseUpdatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).describe('A custom node written in Python, in a project.')

/**
 * The custom node with its code, parameters and authentication settings.
 * @summary One custom node
 */
export const getCustomNodePathProjectIdMax = 64;


export const getCustomNodePathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getCustomNodePathCustomNodeIdMax = 64;


export const getCustomNodePathCustomNodeIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const GetCustomNodeParams = zod.object({
  "projectId": zod.string().min(1).max(getCustomNodePathProjectIdMax).regex(getCustomNodePathProjectIdRegExp).describe('The project.'),
  "customNodeId": zod.string().min(1).max(getCustomNodePathCustomNodeIdMax).regex(getCustomNodePathCustomNodeIdRegExp).describe('The custom node.')
})

export const getCustomNodeHeaderIdpMax = 64;

export const getCustomNodeHeaderAiwTenantIdMax = 64;


export const getCustomNodeHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const GetCustomNodeHeader = zod.object({
  "idp": zod.string().min(1).max(getCustomNodeHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(getCustomNodeHeaderAiwTenantIdMax).regex(getCustomNodeHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const getCustomNodeResponseIdMax = 64;


export const getCustomNodeResponseIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getCustomNodeResponseNameMax = 20;

export const getCustomNodeResponseDescriptionMax = 500;

export const getCustomNodeResponseCodeMax = 100000;

export const getCustomNodeResponseParametersItemLabelMax = 50;


export const getCustomNodeResponseParametersItemLabelRegExp = new RegExp('^[A-Za-z_][A-Za-z0-9_]*$');
export const getCustomNodeResponseParametersItemDescriptionMax = 500;

export const getCustomNodeResponseParametersItemRequiredDefault = true;
export const getCustomNodeResponseParametersMax = 50;

export const getCustomNodeResponseOutputVariableMax = 50;

export const getCustomNodeResponseAuthenticationScopesItemMax = 200;

export const getCustomNodeResponseAuthenticationScopesMax = 30;

export const getCustomNodeResponseCreatedByIdMax = 64;

export const getCustomNodeResponseCreatedByNameMax = 200;

export const getCustomNodeResponseCreatedAtMax = 40;

export const getCustomNodeResponseUpdatedAtMax = 40;



export const GetCustomNodeResponse = zod.object({
  "id": zod.string().min(1).max(getCustomNodeResponseIdMax).regex(getCustomNodeResponseIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().min(1).max(getCustomNodeResponseNameMax),
  "description": zod.string().max(getCustomNodeResponseDescriptionMax).optional(),
  "code": zod.string().min(1).max(getCustomNodeResponseCodeMax),
  "parameters": zod.array(zod.object({
  "label": zod.string().min(1).max(getCustomNodeResponseParametersItemLabelMax).regex(getCustomNodeResponseParametersItemLabelRegExp).describe('The parameter\'s name in the code (a Python identifier).'),
  "dataType": zod.enum(['PARAMETER_DATA_TYPE_STRING', 'PARAMETER_DATA_TYPE_NUMBER', 'PARAMETER_DATA_TYPE_INTEGER', 'PARAMETER_DATA_TYPE_BOOLEAN', 'PARAMETER_DATA_TYPE_OBJECT', 'PARAMETER_DATA_TYPE_ARRAY']).describe('The data type of a custom node parameter.'),
  "description": zod.string().max(getCustomNodeResponseParametersItemDescriptionMax).optional(),
  "required": zod.boolean().default(getCustomNodeResponseParametersItemRequiredDefault).describe('Whether a value must be given (default true).')
}).describe('A parameter of the custom node (an argument of its Python `run` function). The workflow feeds it as an input parameter; the preview asks for its value.')).max(getCustomNodeResponseParametersMax),
  "outputVariable": zod.string().min(1).max(getCustomNodeResponseOutputVariableMax),
  "authentication": zod.object({
  "provider": zod.enum(['AUTH_PROVIDER_ENTRA_ID', 'AUTH_PROVIDER_BOX', 'AUTH_PROVIDER_GOOGLE']).describe('An external provider a custom node signs in to.'),
  "scopes": zod.array(zod.string().min(1).max(getCustomNodeResponseAuthenticationScopesItemMax)).min(1).max(getCustomNodeResponseAuthenticationScopesMax)
}).optional().describe('The provider the node signs in to and the credential scopes it asks for (chosen from getAuthenticationProviders).'),
  "createdBy": zod.object({
  "id": zod.string().max(getCustomNodeResponseCreatedByIdMax),
  "name": zod.string().max(getCustomNodeResponseCreatedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "createdAt": zod.iso.datetime({"offset":true}).max(getCustomNodeResponseCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "updatedAt": zod.iso.datetime({"offset":true}).max(getCustomNodeResponseUpdatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).describe('A custom node written in Python, in a project.')

/**
 * Replaces the custom node's fields (the editor saves the whole form: Config, Code and Authentication tabs). Leaving out `authentication` removes it. Changing the provider or the scopes signs the node out of its provider.
 * @summary Save a custom node
 */
export const updateCustomNodePathProjectIdMax = 64;


export const updateCustomNodePathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const updateCustomNodePathCustomNodeIdMax = 64;


export const updateCustomNodePathCustomNodeIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const UpdateCustomNodeParams = zod.object({
  "projectId": zod.string().min(1).max(updateCustomNodePathProjectIdMax).regex(updateCustomNodePathProjectIdRegExp).describe('The project.'),
  "customNodeId": zod.string().min(1).max(updateCustomNodePathCustomNodeIdMax).regex(updateCustomNodePathCustomNodeIdRegExp).describe('The custom node.')
})

export const updateCustomNodeHeaderIdpMax = 64;

export const updateCustomNodeHeaderAiwTenantIdMax = 64;


export const updateCustomNodeHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const UpdateCustomNodeHeader = zod.object({
  "idp": zod.string().min(1).max(updateCustomNodeHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(updateCustomNodeHeaderAiwTenantIdMax).regex(updateCustomNodeHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const updateCustomNodeBodyNameMax = 20;

export const updateCustomNodeBodyDescriptionMax = 500;

export const updateCustomNodeBodyCodeMax = 100000;

export const updateCustomNodeBodyParametersItemLabelMax = 50;


export const updateCustomNodeBodyParametersItemLabelRegExp = new RegExp('^[A-Za-z_][A-Za-z0-9_]*$');
export const updateCustomNodeBodyParametersItemDescriptionMax = 500;

export const updateCustomNodeBodyParametersItemRequiredDefault = true;
export const updateCustomNodeBodyParametersMax = 50;

export const updateCustomNodeBodyOutputVariableMax = 50;


export const updateCustomNodeBodyOutputVariableRegExp = new RegExp('^[A-Za-z_][A-Za-z0-9_]*$');
export const updateCustomNodeBodyAuthenticationScopesItemMax = 200;

export const updateCustomNodeBodyAuthenticationScopesMax = 30;



export const UpdateCustomNodeBody = zod.strictObject({
  "name": zod.string().min(1).max(updateCustomNodeBodyNameMax),
  "description": zod.string().max(updateCustomNodeBodyDescriptionMax).optional(),
  "code": zod.string().min(1).max(updateCustomNodeBodyCodeMax).describe('The Python source; its `run(**params)` function returns the output.'),
  "parameters": zod.array(zod.strictObject({
  "label": zod.string().min(1).max(updateCustomNodeBodyParametersItemLabelMax).regex(updateCustomNodeBodyParametersItemLabelRegExp).describe('The parameter\'s name in the code (a Python identifier).'),
  "dataType": zod.enum(['PARAMETER_DATA_TYPE_STRING', 'PARAMETER_DATA_TYPE_NUMBER', 'PARAMETER_DATA_TYPE_INTEGER', 'PARAMETER_DATA_TYPE_BOOLEAN', 'PARAMETER_DATA_TYPE_OBJECT', 'PARAMETER_DATA_TYPE_ARRAY']).describe('The data type of a custom node parameter.'),
  "description": zod.string().max(updateCustomNodeBodyParametersItemDescriptionMax).optional(),
  "required": zod.boolean().default(updateCustomNodeBodyParametersItemRequiredDefault).describe('Whether a value must be given (default true).')
}).describe('A parameter of the custom node (an argument of its Python `run` function). The workflow feeds it as an input parameter; the preview asks for its value.')).max(updateCustomNodeBodyParametersMax).optional(),
  "outputVariable": zod.string().min(1).max(updateCustomNodeBodyOutputVariableMax).regex(updateCustomNodeBodyOutputVariableRegExp).describe('The name under which the node\'s return value reaches the workflow.'),
  "authentication": zod.strictObject({
  "provider": zod.enum(['AUTH_PROVIDER_ENTRA_ID', 'AUTH_PROVIDER_BOX', 'AUTH_PROVIDER_GOOGLE']).describe('An external provider a custom node signs in to.'),
  "scopes": zod.array(zod.string().min(1).max(updateCustomNodeBodyAuthenticationScopesItemMax)).min(1).max(updateCustomNodeBodyAuthenticationScopesMax)
}).optional().describe('The provider the node signs in to and the credential scopes it asks for (chosen from getAuthenticationProviders).')
}).describe('The editor\'s form (Config, Code and Authentication tabs). Name required, at most 20 characters; code required.')

export const updateCustomNodeResponseIdMax = 64;


export const updateCustomNodeResponseIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const updateCustomNodeResponseNameMax = 20;

export const updateCustomNodeResponseDescriptionMax = 500;

export const updateCustomNodeResponseCodeMax = 100000;

export const updateCustomNodeResponseParametersItemLabelMax = 50;


export const updateCustomNodeResponseParametersItemLabelRegExp = new RegExp('^[A-Za-z_][A-Za-z0-9_]*$');
export const updateCustomNodeResponseParametersItemDescriptionMax = 500;

export const updateCustomNodeResponseParametersItemRequiredDefault = true;
export const updateCustomNodeResponseParametersMax = 50;

export const updateCustomNodeResponseOutputVariableMax = 50;

export const updateCustomNodeResponseAuthenticationScopesItemMax = 200;

export const updateCustomNodeResponseAuthenticationScopesMax = 30;

export const updateCustomNodeResponseCreatedByIdMax = 64;

export const updateCustomNodeResponseCreatedByNameMax = 200;

export const updateCustomNodeResponseCreatedAtMax = 40;

export const updateCustomNodeResponseUpdatedAtMax = 40;



export const UpdateCustomNodeResponse = zod.object({
  "id": zod.string().min(1).max(updateCustomNodeResponseIdMax).regex(updateCustomNodeResponseIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().min(1).max(updateCustomNodeResponseNameMax),
  "description": zod.string().max(updateCustomNodeResponseDescriptionMax).optional(),
  "code": zod.string().min(1).max(updateCustomNodeResponseCodeMax),
  "parameters": zod.array(zod.object({
  "label": zod.string().min(1).max(updateCustomNodeResponseParametersItemLabelMax).regex(updateCustomNodeResponseParametersItemLabelRegExp).describe('The parameter\'s name in the code (a Python identifier).'),
  "dataType": zod.enum(['PARAMETER_DATA_TYPE_STRING', 'PARAMETER_DATA_TYPE_NUMBER', 'PARAMETER_DATA_TYPE_INTEGER', 'PARAMETER_DATA_TYPE_BOOLEAN', 'PARAMETER_DATA_TYPE_OBJECT', 'PARAMETER_DATA_TYPE_ARRAY']).describe('The data type of a custom node parameter.'),
  "description": zod.string().max(updateCustomNodeResponseParametersItemDescriptionMax).optional(),
  "required": zod.boolean().default(updateCustomNodeResponseParametersItemRequiredDefault).describe('Whether a value must be given (default true).')
}).describe('A parameter of the custom node (an argument of its Python `run` function). The workflow feeds it as an input parameter; the preview asks for its value.')).max(updateCustomNodeResponseParametersMax),
  "outputVariable": zod.string().min(1).max(updateCustomNodeResponseOutputVariableMax),
  "authentication": zod.object({
  "provider": zod.enum(['AUTH_PROVIDER_ENTRA_ID', 'AUTH_PROVIDER_BOX', 'AUTH_PROVIDER_GOOGLE']).describe('An external provider a custom node signs in to.'),
  "scopes": zod.array(zod.string().min(1).max(updateCustomNodeResponseAuthenticationScopesItemMax)).min(1).max(updateCustomNodeResponseAuthenticationScopesMax)
}).optional().describe('The provider the node signs in to and the credential scopes it asks for (chosen from getAuthenticationProviders).'),
  "createdBy": zod.object({
  "id": zod.string().max(updateCustomNodeResponseCreatedByIdMax),
  "name": zod.string().max(updateCustomNodeResponseCreatedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "createdAt": zod.iso.datetime({"offset":true}).max(updateCustomNodeResponseCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "updatedAt": zod.iso.datetime({"offset":true}).max(updateCustomNodeResponseUpdatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).describe('A custom node written in Python, in a project.')

/**
 * Deletes the custom node. Shared custom nodes published from it are copies and stay. A node that a workflow of the project uses, or that is published as a tool, cannot be deleted: 409 'Cannot delete the custom node because it is used by: {workflow and tool names}', and nothing changes.
 * @summary Delete a custom node
 */
export const deleteCustomNodePathProjectIdMax = 64;


export const deleteCustomNodePathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const deleteCustomNodePathCustomNodeIdMax = 64;


export const deleteCustomNodePathCustomNodeIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const DeleteCustomNodeParams = zod.object({
  "projectId": zod.string().min(1).max(deleteCustomNodePathProjectIdMax).regex(deleteCustomNodePathProjectIdRegExp).describe('The project.'),
  "customNodeId": zod.string().min(1).max(deleteCustomNodePathCustomNodeIdMax).regex(deleteCustomNodePathCustomNodeIdRegExp).describe('The custom node.')
})

export const deleteCustomNodeHeaderIdpMax = 64;

export const deleteCustomNodeHeaderAiwTenantIdMax = 64;


export const deleteCustomNodeHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const DeleteCustomNodeHeader = zod.object({
  "idp": zod.string().min(1).max(deleteCustomNodeHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(deleteCustomNodeHeaderAiwTenantIdMax).regex(deleteCustomNodeHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const DeleteCustomNodeResponse = zod.void()

/**
 * The custom node as a `.aiws` DSL file (YAML text), offered for download under `<name>.aiws`. Importing it (importCustomNode) creates the same node again.
 * @summary Export a custom node as a DSL file (.aiws)
 */
export const exportCustomNodePathProjectIdMax = 64;


export const exportCustomNodePathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const exportCustomNodePathCustomNodeIdMax = 64;


export const exportCustomNodePathCustomNodeIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const ExportCustomNodeParams = zod.object({
  "projectId": zod.string().min(1).max(exportCustomNodePathProjectIdMax).regex(exportCustomNodePathProjectIdRegExp).describe('The project.'),
  "customNodeId": zod.string().min(1).max(exportCustomNodePathCustomNodeIdMax).regex(exportCustomNodePathCustomNodeIdRegExp).describe('The custom node.')
})

export const exportCustomNodeHeaderIdpMax = 64;

export const exportCustomNodeHeaderAiwTenantIdMax = 64;


export const exportCustomNodeHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const ExportCustomNodeHeader = zod.object({
  "idp": zod.string().min(1).max(exportCustomNodeHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(exportCustomNodeHeaderAiwTenantIdMax).regex(exportCustomNodeHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const ExportCustomNodeResponse = zod.unknown()

/**
 * Runs the custom node once with the given parameter values (and, optionally, the editor's unsaved code) and answers the resolved parameters, the outputs and the trace (the preview's Parameters and Trace tabs). A run that fails (missing or mistyped values, a provider that is not authenticated) is still a 200 with status PREVIEW_STATUS_FAILED and the reason in the trace.
 * @summary Preview-run a custom node
 */
export const runCustomNodePreviewPathProjectIdMax = 64;


export const runCustomNodePreviewPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const runCustomNodePreviewPathCustomNodeIdMax = 64;


export const runCustomNodePreviewPathCustomNodeIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const RunCustomNodePreviewParams = zod.object({
  "projectId": zod.string().min(1).max(runCustomNodePreviewPathProjectIdMax).regex(runCustomNodePreviewPathProjectIdRegExp).describe('The project.'),
  "customNodeId": zod.string().min(1).max(runCustomNodePreviewPathCustomNodeIdMax).regex(runCustomNodePreviewPathCustomNodeIdRegExp).describe('The custom node.')
})

export const runCustomNodePreviewHeaderIdpMax = 64;

export const runCustomNodePreviewHeaderAiwTenantIdMax = 64;


export const runCustomNodePreviewHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const RunCustomNodePreviewHeader = zod.object({
  "idp": zod.string().min(1).max(runCustomNodePreviewHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(runCustomNodePreviewHeaderAiwTenantIdMax).regex(runCustomNodePreviewHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const runCustomNodePreviewBodyCodeMax = 100000;



export const RunCustomNodePreviewBody = zod.strictObject({
  "parameterValues": zod.record(zod.string(), zod.unknown()).describe('Parameter label → value (any JSON value).'),
  "code": zod.string().min(1).max(runCustomNodePreviewBodyCodeMax).optional().describe('Run this code instead of the saved code (the editor\'s unsaved changes).')
}).describe('The values of the preview\'s Parameters tab, and optionally the editor\'s unsaved code.')

export const runCustomNodePreviewResponseParametersItemLabelMax = 50;

export const runCustomNodePreviewResponseParametersMax = 50;

export const runCustomNodePreviewResponseTraceItemSequenceMax = 1000;

export const runCustomNodePreviewResponseTraceItemTimeMax = 40;

export const runCustomNodePreviewResponseTraceItemMessageMax = 2000;

export const runCustomNodePreviewResponseTraceMax = 1000;

export const runCustomNodePreviewResponseStartedAtMax = 40;

export const runCustomNodePreviewResponseFinishedAtMax = 40;

export const runCustomNodePreviewResponseDurationMsMin = 0;
export const runCustomNodePreviewResponseDurationMsMax = 600000;

export const runCustomNodePreviewResponseErrorMessageMax = 2000;



export const RunCustomNodePreviewResponse = zod.object({
  "status": zod.enum(['PREVIEW_STATUS_SUCCEEDED', 'PREVIEW_STATUS_FAILED']),
  "parameters": zod.array(zod.object({
  "label": zod.string().min(1).max(runCustomNodePreviewResponseParametersItemLabelMax),
  "dataType": zod.enum(['PARAMETER_DATA_TYPE_STRING', 'PARAMETER_DATA_TYPE_NUMBER', 'PARAMETER_DATA_TYPE_INTEGER', 'PARAMETER_DATA_TYPE_BOOLEAN', 'PARAMETER_DATA_TYPE_OBJECT', 'PARAMETER_DATA_TYPE_ARRAY']).describe('The data type of a custom node parameter.'),
  "value": zod.unknown().optional().describe('The value used (absent when none was given).')
}).describe('A parameter as the preview resolved it.')).max(runCustomNodePreviewResponseParametersMax),
  "outputs": zod.record(zod.string(), zod.unknown()).describe('Output variable → value (empty when the run failed).'),
  "trace": zod.array(zod.object({
  "sequence": zod.int().min(1).max(runCustomNodePreviewResponseTraceItemSequenceMax),
  "time": zod.iso.datetime({"offset":true}).max(runCustomNodePreviewResponseTraceItemTimeMax).describe('An instant in RFC 3339 (UTC).'),
  "level": zod.enum(['TRACE_LEVEL_DEBUG', 'TRACE_LEVEL_INFO', 'TRACE_LEVEL_WARNING', 'TRACE_LEVEL_ERROR']),
  "message": zod.string().max(runCustomNodePreviewResponseTraceItemMessageMax)
}).describe('One line of the preview\'s trace.')).max(runCustomNodePreviewResponseTraceMax),
  "startedAt": zod.iso.datetime({"offset":true}).max(runCustomNodePreviewResponseStartedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "finishedAt": zod.iso.datetime({"offset":true}).max(runCustomNodePreviewResponseFinishedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "durationMs": zod.int().min(runCustomNodePreviewResponseDurationMsMin).max(runCustomNodePreviewResponseDurationMsMax),
  "errorMessage": zod.string().max(runCustomNodePreviewResponseErrorMessageMax).optional(),
  "simulated": zod.boolean().optional().describe('True when the code was not executed: a stand-in backend (the mock backend of mock mode) checked the parameter values and built the outputs from them, so the outputs are not what the code would return. The studio says so beside the result. A backend that runs the code leaves it out (or false).')
}).describe('The result of a preview run (Parameters and Trace tabs).')

/**
 * What the workflow editor's custom-node panel needs: the values the node takes from the workflow (its parameters) and the name of its output variable.
 * @summary The input parameters of a custom node (workflow editor)
 */
export const getCustomNodeInputParametersPathProjectIdMax = 64;


export const getCustomNodeInputParametersPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getCustomNodeInputParametersPathCustomNodeIdMax = 64;


export const getCustomNodeInputParametersPathCustomNodeIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const GetCustomNodeInputParametersParams = zod.object({
  "projectId": zod.string().min(1).max(getCustomNodeInputParametersPathProjectIdMax).regex(getCustomNodeInputParametersPathProjectIdRegExp).describe('The project.'),
  "customNodeId": zod.string().min(1).max(getCustomNodeInputParametersPathCustomNodeIdMax).regex(getCustomNodeInputParametersPathCustomNodeIdRegExp).describe('The custom node.')
})

export const getCustomNodeInputParametersHeaderIdpMax = 64;

export const getCustomNodeInputParametersHeaderAiwTenantIdMax = 64;


export const getCustomNodeInputParametersHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const GetCustomNodeInputParametersHeader = zod.object({
  "idp": zod.string().min(1).max(getCustomNodeInputParametersHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(getCustomNodeInputParametersHeaderAiwTenantIdMax).regex(getCustomNodeInputParametersHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const getCustomNodeInputParametersResponseCustomNodeIdMax = 64;


export const getCustomNodeInputParametersResponseCustomNodeIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getCustomNodeInputParametersResponseInputParametersItemNameMax = 50;

export const getCustomNodeInputParametersResponseInputParametersItemDescriptionMax = 500;

export const getCustomNodeInputParametersResponseInputParametersMax = 50;

export const getCustomNodeInputParametersResponseOutputVariableMax = 50;



export const GetCustomNodeInputParametersResponse = zod.object({
  "customNodeId": zod.string().min(1).max(getCustomNodeInputParametersResponseCustomNodeIdMax).regex(getCustomNodeInputParametersResponseCustomNodeIdRegExp).describe('An opaque identifier.'),
  "inputParameters": zod.array(zod.object({
  "name": zod.string().min(1).max(getCustomNodeInputParametersResponseInputParametersItemNameMax),
  "dataType": zod.enum(['PARAMETER_DATA_TYPE_STRING', 'PARAMETER_DATA_TYPE_NUMBER', 'PARAMETER_DATA_TYPE_INTEGER', 'PARAMETER_DATA_TYPE_BOOLEAN', 'PARAMETER_DATA_TYPE_OBJECT', 'PARAMETER_DATA_TYPE_ARRAY']).describe('The data type of a custom node parameter.'),
  "description": zod.string().max(getCustomNodeInputParametersResponseInputParametersItemDescriptionMax).optional(),
  "required": zod.boolean()
}).describe('A value the workflow hands to the node (one of its parameters, as the workflow editor\'s panel shows it).')).max(getCustomNodeInputParametersResponseInputParametersMax),
  "outputVariable": zod.string().min(1).max(getCustomNodeInputParametersResponseOutputVariableMax)
}).describe('The input parameters and the output variable of a custom node (workflow editor\'s custom-node panel).')

/**
 * One page of the custom node's configuration (environment) files, ordered by file name and filtered by file name (contains, case-insensitive): the choices of the workflow editor's custom-node panel for its optional config file. Secret values are never answered (`hasValue` tells whether one is set).
 * @summary List a custom node's configuration (env) files (workflow editor)
 */
export const listCustomNodeConfigFilesPathProjectIdMax = 64;


export const listCustomNodeConfigFilesPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const listCustomNodeConfigFilesPathCustomNodeIdMax = 64;


export const listCustomNodeConfigFilesPathCustomNodeIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const ListCustomNodeConfigFilesParams = zod.object({
  "projectId": zod.string().min(1).max(listCustomNodeConfigFilesPathProjectIdMax).regex(listCustomNodeConfigFilesPathProjectIdRegExp).describe('The project.'),
  "customNodeId": zod.string().min(1).max(listCustomNodeConfigFilesPathCustomNodeIdMax).regex(listCustomNodeConfigFilesPathCustomNodeIdRegExp).describe('The custom node.')
})

export const listCustomNodeConfigFilesQueryPageDefault = 1;
export const listCustomNodeConfigFilesQueryPageMax = 100000;

export const listCustomNodeConfigFilesQueryPageSizeDefault = 10;
export const listCustomNodeConfigFilesQueryPageSizeMin = 10;
export const listCustomNodeConfigFilesQueryPageSizeMax = 100;

export const listCustomNodeConfigFilesQueryNameMax = 200;



export const ListCustomNodeConfigFilesQueryParams = zod.object({
  "page": zod.int().min(1).max(listCustomNodeConfigFilesQueryPageMax).default(listCustomNodeConfigFilesQueryPageDefault).describe('1-based page number (at most 100000, so that the largest list, 1,000,000 items, is reachable at the smallest page size).'),
  "pageSize": zod.int().min(listCustomNodeConfigFilesQueryPageSizeMin).max(listCustomNodeConfigFilesQueryPageSizeMax).default(listCustomNodeConfigFilesQueryPageSizeDefault).describe('Items per page (at least 10).'),
  "name": zod.string().max(listCustomNodeConfigFilesQueryNameMax).optional().describe('Keep only items whose name contains this text (case-insensitive).')
})

export const listCustomNodeConfigFilesHeaderIdpMax = 64;

export const listCustomNodeConfigFilesHeaderAiwTenantIdMax = 64;


export const listCustomNodeConfigFilesHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const ListCustomNodeConfigFilesHeader = zod.object({
  "idp": zod.string().min(1).max(listCustomNodeConfigFilesHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(listCustomNodeConfigFilesHeaderAiwTenantIdMax).regex(listCustomNodeConfigFilesHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const listCustomNodeConfigFilesResponseOneTotalCountMin = 0;
export const listCustomNodeConfigFilesResponseOneTotalCountMax = 1000000;

export const listCustomNodeConfigFilesResponseOnePageMax = 100000;

export const listCustomNodeConfigFilesResponseOnePageSizeMin = 10;
export const listCustomNodeConfigFilesResponseOnePageSizeMax = 100;

export const listCustomNodeConfigFilesResponseTwoItemsItemIdMax = 64;


export const listCustomNodeConfigFilesResponseTwoItemsItemIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const listCustomNodeConfigFilesResponseTwoItemsItemCustomNodeIdMax = 64;


export const listCustomNodeConfigFilesResponseTwoItemsItemCustomNodeIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const listCustomNodeConfigFilesResponseTwoItemsItemFileNameMax = 100;

export const listCustomNodeConfigFilesResponseTwoItemsItemSettingsItemLabelMax = 100;

export const listCustomNodeConfigFilesResponseTwoItemsItemSettingsItemKeyMax = 100;

export const listCustomNodeConfigFilesResponseTwoItemsItemSettingsItemValueMax = 5000;

export const listCustomNodeConfigFilesResponseTwoItemsItemSettingsItemValueSetAtMax = 40;

export const listCustomNodeConfigFilesResponseTwoItemsItemSettingsItemOptionsItemMax = 200;

export const listCustomNodeConfigFilesResponseTwoItemsItemSettingsItemOptionsMax = 50;

export const listCustomNodeConfigFilesResponseTwoItemsItemSettingsMax = 100;

export const listCustomNodeConfigFilesResponseTwoItemsItemCreatedByIdMax = 64;

export const listCustomNodeConfigFilesResponseTwoItemsItemCreatedByNameMax = 200;

export const listCustomNodeConfigFilesResponseTwoItemsItemCreatedAtMax = 40;

export const listCustomNodeConfigFilesResponseTwoItemsItemUpdatedAtMax = 40;

export const listCustomNodeConfigFilesResponseTwoItemsMax = 100;



export const ListCustomNodeConfigFilesResponse = zod.object({
  "totalCount": zod.int().min(listCustomNodeConfigFilesResponseOneTotalCountMin).max(listCustomNodeConfigFilesResponseOneTotalCountMax).describe('How many items match, over all pages (a list holds at most 1,000,000).'),
  "page": zod.int().min(1).max(listCustomNodeConfigFilesResponseOnePageMax).describe('The page answered (1-based).'),
  "pageSize": zod.int().min(listCustomNodeConfigFilesResponseOnePageSizeMin).max(listCustomNodeConfigFilesResponseOnePageSizeMax).describe('Items per page.')
}).describe('The paging fields every list answer carries beside its items.').and(zod.object({
  "items": zod.array(zod.object({
  "id": zod.string().min(1).max(listCustomNodeConfigFilesResponseTwoItemsItemIdMax).regex(listCustomNodeConfigFilesResponseTwoItemsItemIdRegExp).describe('An opaque identifier.'),
  "customNodeId": zod.string().min(1).max(listCustomNodeConfigFilesResponseTwoItemsItemCustomNodeIdMax).regex(listCustomNodeConfigFilesResponseTwoItemsItemCustomNodeIdRegExp).describe('An opaque identifier.'),
  "fileName": zod.string().min(1).max(listCustomNodeConfigFilesResponseTwoItemsItemFileNameMax),
  "settings": zod.array(zod.object({
  "label": zod.string().min(1).max(listCustomNodeConfigFilesResponseTwoItemsItemSettingsItemLabelMax),
  "key": zod.string().min(1).max(listCustomNodeConfigFilesResponseTwoItemsItemSettingsItemKeyMax),
  "dataType": zod.enum(['CONFIG_DATA_TYPE_STRING', 'CONFIG_DATA_TYPE_NUMBER', 'CONFIG_DATA_TYPE_BOOLEAN', 'CONFIG_DATA_TYPE_JSON', 'CONFIG_DATA_TYPE_SELECT']).describe('How a setting\'s value is entered and checked.'),
  "securityLevel": zod.enum(['SECURITY_LEVEL_PLAIN', 'SECURITY_LEVEL_SECRET']).describe('A secret value is write-only (never answered back).'),
  "value": zod.string().max(listCustomNodeConfigFilesResponseTwoItemsItemSettingsItemValueMax).optional().describe('The value (plain settings only; text for every data type, e.g. \'3\', \'true\', \'{"a":1}\').'),
  "hasValue": zod.boolean().describe('Whether a value is set (for secrets, the only thing answered).'),
  "valueSetAt": zod.iso.datetime({"offset":true}).max(listCustomNodeConfigFilesResponseTwoItemsItemSettingsItemValueSetAtMax).optional().describe('When the current value was written (for secrets, shown as \'set on …\'); absent when no value is set.'),
  "options": zod.array(zod.string().min(1).max(listCustomNodeConfigFilesResponseTwoItemsItemSettingsItemOptionsItemMax)).max(listCustomNodeConfigFilesResponseTwoItemsItemSettingsItemOptionsMax).optional().describe('The choices of a SELECT setting.')
}).describe('A setting of a configuration file (an environment variable of the node). A secret\'s value is never answered: `hasValue` says whether one is set.')).max(listCustomNodeConfigFilesResponseTwoItemsItemSettingsMax),
  "createdBy": zod.object({
  "id": zod.string().max(listCustomNodeConfigFilesResponseTwoItemsItemCreatedByIdMax),
  "name": zod.string().max(listCustomNodeConfigFilesResponseTwoItemsItemCreatedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "createdAt": zod.iso.datetime({"offset":true}).max(listCustomNodeConfigFilesResponseTwoItemsItemCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "updatedAt": zod.iso.datetime({"offset":true}).max(listCustomNodeConfigFilesResponseTwoItemsItemUpdatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).describe('A configuration (environment) file of a project custom node, one of which a custom node in a workflow may use. A secret setting\'s value is never answered.')).max(listCustomNodeConfigFilesResponseTwoItemsMax)
}))

/**
 * Whether the node is signed in to its provider: AUTH_STATUS_AUTHENTICATED (with `expiresAt`, so the card shows the time remaining), AUTH_STATUS_EXPIRED (re-authenticate), AUTH_STATUS_UNAUTHENTICATED (authenticate) or AUTH_STATUS_NOT_REQUIRED (the node has no authentication settings).
 * @summary The custom node's authentication card
 */
export const getCustomNodeAuthenticationPathProjectIdMax = 64;


export const getCustomNodeAuthenticationPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getCustomNodeAuthenticationPathCustomNodeIdMax = 64;


export const getCustomNodeAuthenticationPathCustomNodeIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const GetCustomNodeAuthenticationParams = zod.object({
  "projectId": zod.string().min(1).max(getCustomNodeAuthenticationPathProjectIdMax).regex(getCustomNodeAuthenticationPathProjectIdRegExp).describe('The project.'),
  "customNodeId": zod.string().min(1).max(getCustomNodeAuthenticationPathCustomNodeIdMax).regex(getCustomNodeAuthenticationPathCustomNodeIdRegExp).describe('The custom node.')
})

export const getCustomNodeAuthenticationHeaderIdpMax = 64;

export const getCustomNodeAuthenticationHeaderAiwTenantIdMax = 64;


export const getCustomNodeAuthenticationHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const GetCustomNodeAuthenticationHeader = zod.object({
  "idp": zod.string().min(1).max(getCustomNodeAuthenticationHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(getCustomNodeAuthenticationHeaderAiwTenantIdMax).regex(getCustomNodeAuthenticationHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const getCustomNodeAuthenticationResponseCustomNodeIdMax = 64;


export const getCustomNodeAuthenticationResponseCustomNodeIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getCustomNodeAuthenticationResponseScopesItemMax = 200;

export const getCustomNodeAuthenticationResponseScopesMax = 30;

export const getCustomNodeAuthenticationResponseAccountNameMax = 320;

export const getCustomNodeAuthenticationResponseAuthenticatedAtMax = 40;

export const getCustomNodeAuthenticationResponseExpiresAtMax = 40;



export const GetCustomNodeAuthenticationResponse = zod.object({
  "customNodeId": zod.string().min(1).max(getCustomNodeAuthenticationResponseCustomNodeIdMax).regex(getCustomNodeAuthenticationResponseCustomNodeIdRegExp).describe('An opaque identifier.'),
  "status": zod.enum(['AUTH_STATUS_NOT_REQUIRED', 'AUTH_STATUS_UNAUTHENTICATED', 'AUTH_STATUS_AUTHENTICATED', 'AUTH_STATUS_EXPIRED']).describe('The authentication card\'s state.'),
  "provider": zod.enum(['AUTH_PROVIDER_ENTRA_ID', 'AUTH_PROVIDER_BOX', 'AUTH_PROVIDER_GOOGLE']).optional().describe('An external provider a custom node signs in to.'),
  "scopes": zod.array(zod.string().max(getCustomNodeAuthenticationResponseScopesItemMax)).max(getCustomNodeAuthenticationResponseScopesMax),
  "accountName": zod.string().max(getCustomNodeAuthenticationResponseAccountNameMax).optional().describe('The provider account the node is signed in as.'),
  "authenticatedAt": zod.iso.datetime({"offset":true}).max(getCustomNodeAuthenticationResponseAuthenticatedAtMax).optional().describe('An instant in RFC 3339 (UTC).'),
  "expiresAt": zod.iso.datetime({"offset":true}).max(getCustomNodeAuthenticationResponseExpiresAtMax).optional().describe('An instant in RFC 3339 (UTC).')
}).describe('Whether the custom node is signed in to its provider (the authentication card).')

/**
 * Forgets the node's provider tokens; the card shows unauthenticated.
 * @summary Sign the custom node out of its provider
 */
export const signOutCustomNodeAuthenticationPathProjectIdMax = 64;


export const signOutCustomNodeAuthenticationPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const signOutCustomNodeAuthenticationPathCustomNodeIdMax = 64;


export const signOutCustomNodeAuthenticationPathCustomNodeIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const SignOutCustomNodeAuthenticationParams = zod.object({
  "projectId": zod.string().min(1).max(signOutCustomNodeAuthenticationPathProjectIdMax).regex(signOutCustomNodeAuthenticationPathProjectIdRegExp).describe('The project.'),
  "customNodeId": zod.string().min(1).max(signOutCustomNodeAuthenticationPathCustomNodeIdMax).regex(signOutCustomNodeAuthenticationPathCustomNodeIdRegExp).describe('The custom node.')
})

export const signOutCustomNodeAuthenticationHeaderIdpMax = 64;

export const signOutCustomNodeAuthenticationHeaderAiwTenantIdMax = 64;


export const signOutCustomNodeAuthenticationHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const SignOutCustomNodeAuthenticationHeader = zod.object({
  "idp": zod.string().min(1).max(signOutCustomNodeAuthenticationHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(signOutCustomNodeAuthenticationHeaderAiwTenantIdMax).regex(signOutCustomNodeAuthenticationHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const signOutCustomNodeAuthenticationResponseCustomNodeIdMax = 64;


export const signOutCustomNodeAuthenticationResponseCustomNodeIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const signOutCustomNodeAuthenticationResponseScopesItemMax = 200;

export const signOutCustomNodeAuthenticationResponseScopesMax = 30;

export const signOutCustomNodeAuthenticationResponseAccountNameMax = 320;

export const signOutCustomNodeAuthenticationResponseAuthenticatedAtMax = 40;

export const signOutCustomNodeAuthenticationResponseExpiresAtMax = 40;



export const SignOutCustomNodeAuthenticationResponse = zod.object({
  "customNodeId": zod.string().min(1).max(signOutCustomNodeAuthenticationResponseCustomNodeIdMax).regex(signOutCustomNodeAuthenticationResponseCustomNodeIdRegExp).describe('An opaque identifier.'),
  "status": zod.enum(['AUTH_STATUS_NOT_REQUIRED', 'AUTH_STATUS_UNAUTHENTICATED', 'AUTH_STATUS_AUTHENTICATED', 'AUTH_STATUS_EXPIRED']).describe('The authentication card\'s state.'),
  "provider": zod.enum(['AUTH_PROVIDER_ENTRA_ID', 'AUTH_PROVIDER_BOX', 'AUTH_PROVIDER_GOOGLE']).optional().describe('An external provider a custom node signs in to.'),
  "scopes": zod.array(zod.string().max(signOutCustomNodeAuthenticationResponseScopesItemMax)).max(signOutCustomNodeAuthenticationResponseScopesMax),
  "accountName": zod.string().max(signOutCustomNodeAuthenticationResponseAccountNameMax).optional().describe('The provider account the node is signed in as.'),
  "authenticatedAt": zod.iso.datetime({"offset":true}).max(signOutCustomNodeAuthenticationResponseAuthenticatedAtMax).optional().describe('An instant in RFC 3339 (UTC).'),
  "expiresAt": zod.iso.datetime({"offset":true}).max(signOutCustomNodeAuthenticationResponseExpiresAtMax).optional().describe('An instant in RFC 3339 (UTC).')
}).describe('Whether the custom node is signed in to its provider (the authentication card).')

/**
 * Starts the provider's OAuth sign-in for the node's provider and scopes: answers the authorization URL to open and the `state` to hand back to completeCustomNodeAuthentication. Used for the first authentication and to re-authenticate (expired or not). 409 when the node has no authentication settings. The `redirectUri` must be an http(s) URL on the studio's own origin (one of the backend's configured studio origins): another scheme such as `javascript:` or another site answers 400 'Invalid redirect URI'.
 * @summary Authenticate or re-authenticate the custom node
 */
export const startCustomNodeAuthenticationPathProjectIdMax = 64;


export const startCustomNodeAuthenticationPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const startCustomNodeAuthenticationPathCustomNodeIdMax = 64;


export const startCustomNodeAuthenticationPathCustomNodeIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const StartCustomNodeAuthenticationParams = zod.object({
  "projectId": zod.string().min(1).max(startCustomNodeAuthenticationPathProjectIdMax).regex(startCustomNodeAuthenticationPathProjectIdRegExp).describe('The project.'),
  "customNodeId": zod.string().min(1).max(startCustomNodeAuthenticationPathCustomNodeIdMax).regex(startCustomNodeAuthenticationPathCustomNodeIdRegExp).describe('The custom node.')
})

export const startCustomNodeAuthenticationHeaderIdpMax = 64;

export const startCustomNodeAuthenticationHeaderAiwTenantIdMax = 64;


export const startCustomNodeAuthenticationHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const StartCustomNodeAuthenticationHeader = zod.object({
  "idp": zod.string().min(1).max(startCustomNodeAuthenticationHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(startCustomNodeAuthenticationHeaderAiwTenantIdMax).regex(startCustomNodeAuthenticationHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const startCustomNodeAuthenticationBodyRedirectUriMax = 2000;


export const startCustomNodeAuthenticationBodyRedirectUriRegExp = new RegExp('^https?://[^\\s/?#@\\\\]+(?:[/?#]\\S*)?$');


export const StartCustomNodeAuthenticationBody = zod.strictObject({
  "redirectUri": zod.url().max(startCustomNodeAuthenticationBodyRedirectUriMax).regex(startCustomNodeAuthenticationBodyRedirectUriRegExp).describe('Where the provider sends the user back (the studio\'s page that completes the sign-in). An absolute `http://` or `https://` URL on the studio\'s own origin: its scheme, host and port must be one of the studio origins the backend is configured with (the same list its CORS answers). Another scheme (`javascript:`, `data:` …) or another site answers 400 \'Invalid redirect URI\', so a sign-in can never hand the provider\'s code to someone else\'s page.')
})

export const startCustomNodeAuthenticationResponseAuthorizationUrlMax = 4000;

export const startCustomNodeAuthenticationResponseStateMax = 128;

export const startCustomNodeAuthenticationResponseExpiresAtMax = 40;



export const StartCustomNodeAuthenticationResponse = zod.object({
  "authorizationUrl": zod.url().max(startCustomNodeAuthenticationResponseAuthorizationUrlMax),
  "state": zod.string().min(1).max(startCustomNodeAuthenticationResponseStateMax),
  "expiresAt": zod.iso.datetime({"offset":true}).max(startCustomNodeAuthenticationResponseExpiresAtMax).describe('The sign-in must be completed before this instant.')
})

/**
 * Hands the provider's `code` and the `state` from startCustomNodeAuthentication back; the backend exchanges the code for tokens. A `state` that does not match the pending sign-in answers 400.
 * @summary Finish the provider sign-in of a custom node
 */
export const completeCustomNodeAuthenticationPathProjectIdMax = 64;


export const completeCustomNodeAuthenticationPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const completeCustomNodeAuthenticationPathCustomNodeIdMax = 64;


export const completeCustomNodeAuthenticationPathCustomNodeIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const CompleteCustomNodeAuthenticationParams = zod.object({
  "projectId": zod.string().min(1).max(completeCustomNodeAuthenticationPathProjectIdMax).regex(completeCustomNodeAuthenticationPathProjectIdRegExp).describe('The project.'),
  "customNodeId": zod.string().min(1).max(completeCustomNodeAuthenticationPathCustomNodeIdMax).regex(completeCustomNodeAuthenticationPathCustomNodeIdRegExp).describe('The custom node.')
})

export const completeCustomNodeAuthenticationHeaderIdpMax = 64;

export const completeCustomNodeAuthenticationHeaderAiwTenantIdMax = 64;


export const completeCustomNodeAuthenticationHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const CompleteCustomNodeAuthenticationHeader = zod.object({
  "idp": zod.string().min(1).max(completeCustomNodeAuthenticationHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(completeCustomNodeAuthenticationHeaderAiwTenantIdMax).regex(completeCustomNodeAuthenticationHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const completeCustomNodeAuthenticationBodyStateMax = 128;

export const completeCustomNodeAuthenticationBodyCodeMax = 2000;



export const CompleteCustomNodeAuthenticationBody = zod.strictObject({
  "state": zod.string().min(1).max(completeCustomNodeAuthenticationBodyStateMax),
  "code": zod.string().min(1).max(completeCustomNodeAuthenticationBodyCodeMax)
})

export const completeCustomNodeAuthenticationResponseCustomNodeIdMax = 64;


export const completeCustomNodeAuthenticationResponseCustomNodeIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const completeCustomNodeAuthenticationResponseScopesItemMax = 200;

export const completeCustomNodeAuthenticationResponseScopesMax = 30;

export const completeCustomNodeAuthenticationResponseAccountNameMax = 320;

export const completeCustomNodeAuthenticationResponseAuthenticatedAtMax = 40;

export const completeCustomNodeAuthenticationResponseExpiresAtMax = 40;



export const CompleteCustomNodeAuthenticationResponse = zod.object({
  "customNodeId": zod.string().min(1).max(completeCustomNodeAuthenticationResponseCustomNodeIdMax).regex(completeCustomNodeAuthenticationResponseCustomNodeIdRegExp).describe('An opaque identifier.'),
  "status": zod.enum(['AUTH_STATUS_NOT_REQUIRED', 'AUTH_STATUS_UNAUTHENTICATED', 'AUTH_STATUS_AUTHENTICATED', 'AUTH_STATUS_EXPIRED']).describe('The authentication card\'s state.'),
  "provider": zod.enum(['AUTH_PROVIDER_ENTRA_ID', 'AUTH_PROVIDER_BOX', 'AUTH_PROVIDER_GOOGLE']).optional().describe('An external provider a custom node signs in to.'),
  "scopes": zod.array(zod.string().max(completeCustomNodeAuthenticationResponseScopesItemMax)).max(completeCustomNodeAuthenticationResponseScopesMax),
  "accountName": zod.string().max(completeCustomNodeAuthenticationResponseAccountNameMax).optional().describe('The provider account the node is signed in as.'),
  "authenticatedAt": zod.iso.datetime({"offset":true}).max(completeCustomNodeAuthenticationResponseAuthenticatedAtMax).optional().describe('An instant in RFC 3339 (UTC).'),
  "expiresAt": zod.iso.datetime({"offset":true}).max(completeCustomNodeAuthenticationResponseExpiresAtMax).optional().describe('An instant in RFC 3339 (UTC).')
}).describe('Whether the custom node is signed in to its provider (the authentication card).')

/**
 * Entra ID, Box and Google, each with the credential scopes a custom node may request (§1).
 * @summary The providers and credential scopes offered for custom node authentication
 */
export const getAuthenticationProvidersHeaderIdpMax = 64;

export const getAuthenticationProvidersHeaderAiwTenantIdMax = 64;


export const getAuthenticationProvidersHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const GetAuthenticationProvidersHeader = zod.object({
  "idp": zod.string().min(1).max(getAuthenticationProvidersHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(getAuthenticationProvidersHeaderAiwTenantIdMax).regex(getAuthenticationProvidersHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const getAuthenticationProvidersResponseItemsItemDisplayNameMax = 100;

export const getAuthenticationProvidersResponseItemsItemScopesItemScopeMax = 200;

export const getAuthenticationProvidersResponseItemsItemScopesItemDescriptionMax = 500;

export const getAuthenticationProvidersResponseItemsItemScopesMax = 100;

export const getAuthenticationProvidersResponseItemsMax = 10;



export const GetAuthenticationProvidersResponse = zod.object({
  "items": zod.array(zod.object({
  "provider": zod.enum(['AUTH_PROVIDER_ENTRA_ID', 'AUTH_PROVIDER_BOX', 'AUTH_PROVIDER_GOOGLE']).describe('An external provider a custom node signs in to.'),
  "displayName": zod.string().max(getAuthenticationProvidersResponseItemsItemDisplayNameMax),
  "scopes": zod.array(zod.object({
  "scope": zod.string().min(1).max(getAuthenticationProvidersResponseItemsItemScopesItemScopeMax),
  "description": zod.string().max(getAuthenticationProvidersResponseItemsItemScopesItemDescriptionMax)
})).max(getAuthenticationProvidersResponseItemsItemScopesMax)
})).max(getAuthenticationProvidersResponseItemsMax)
})

