import * as zod from 'zod';


/**
 * One page of the project's tools, newest first, filtered by display name or internal name (contains, case-insensitive) and optionally by type.
 * @summary List the project's tools
 */
export const listToolsPathProjectIdMax = 64;


export const listToolsPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const ListToolsParams = zod.object({
  "projectId": zod.string().min(1).max(listToolsPathProjectIdMax).regex(listToolsPathProjectIdRegExp).describe('The project.')
})

export const listToolsQueryPageDefault = 1;
export const listToolsQueryPageMax = 100000;

export const listToolsQueryPageSizeDefault = 10;
export const listToolsQueryPageSizeMin = 10;
export const listToolsQueryPageSizeMax = 100;

export const listToolsQueryNameMax = 200;



export const ListToolsQueryParams = zod.object({
  "page": zod.int().min(1).max(listToolsQueryPageMax).default(listToolsQueryPageDefault).describe('1-based page number (at most 100000, so that the largest list, 1,000,000 items, is reachable at the smallest page size).'),
  "pageSize": zod.int().min(listToolsQueryPageSizeMin).max(listToolsQueryPageSizeMax).default(listToolsQueryPageSizeDefault).describe('Items per page (at least 10).'),
  "name": zod.string().max(listToolsQueryNameMax).optional().describe('Keep only items whose name contains this text (case-insensitive).'),
  "type": zod.enum(['TOOL_TYPE_WORKFLOW', 'TOOL_TYPE_CUSTOM_NODE', 'TOOL_TYPE_SHARED_CUSTOM_NODE']).optional().describe('Keep only tools (or sources) of this type.')
})

export const listToolsHeaderIdpMax = 64;

export const listToolsHeaderAiwTenantIdMax = 64;


export const listToolsHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const ListToolsHeader = zod.object({
  "idp": zod.string().min(1).max(listToolsHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(listToolsHeaderAiwTenantIdMax).regex(listToolsHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const listToolsResponseOneTotalCountMin = 0;
export const listToolsResponseOneTotalCountMax = 1000000;

export const listToolsResponseOnePageMax = 100000;

export const listToolsResponseOnePageSizeMin = 10;
export const listToolsResponseOnePageSizeMax = 100;

export const listToolsResponseTwoItemsItemIdMax = 64;


export const listToolsResponseTwoItemsItemIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const listToolsResponseTwoItemsItemNameMax = 50;


export const listToolsResponseTwoItemsItemNameRegExp = new RegExp('^[A-Za-z0-9_]+$');
export const listToolsResponseTwoItemsItemDisplayNameMax = 20;

export const listToolsResponseTwoItemsItemDescriptionMax = 500;

export const listToolsResponseTwoItemsItemInputSchemaMax = 5000;

export const listToolsResponseTwoItemsItemOutputSchemaMax = 5000;

export const listToolsResponseTwoItemsItemSourceIdMax = 64;


export const listToolsResponseTwoItemsItemSourceIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const listToolsResponseTwoItemsItemSourceNameMax = 200;

export const listToolsResponseTwoItemsItemSourceApiVersionIdMax = 64;


export const listToolsResponseTwoItemsItemSourceApiVersionIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const listToolsResponseTwoItemsItemSourceApiVersionNameMax = 100;

export const listToolsResponseTwoItemsItemCreatedByIdMax = 64;

export const listToolsResponseTwoItemsItemCreatedByNameMax = 200;

export const listToolsResponseTwoItemsItemCreatedAtMax = 40;

export const listToolsResponseTwoItemsItemUpdatedAtMax = 40;

export const listToolsResponseTwoItemsMax = 100;



export const ListToolsResponse = zod.object({
  "totalCount": zod.int().min(listToolsResponseOneTotalCountMin).max(listToolsResponseOneTotalCountMax).describe('How many items match, over all pages (a list holds at most 1,000,000).'),
  "page": zod.int().min(1).max(listToolsResponseOnePageMax).describe('The page answered (1-based).'),
  "pageSize": zod.int().min(listToolsResponseOnePageSizeMin).max(listToolsResponseOnePageSizeMax).describe('Items per page.')
}).describe('The paging fields every list answer carries beside its items.').and(zod.object({
  "items": zod.array(zod.object({
  "id": zod.string().min(1).max(listToolsResponseTwoItemsItemIdMax).regex(listToolsResponseTwoItemsItemIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().min(1).max(listToolsResponseTwoItemsItemNameMax).regex(listToolsResponseTwoItemsItemNameRegExp).describe('The internal name the agent calls the tool by; unique in the project. Only half-width letters, digits and underscore. The spec gives both \'max 63\' and \'1 to 50\'; 1 to 50 satisfies both readings.'),
  "displayName": zod.string().min(1).max(listToolsResponseTwoItemsItemDisplayNameMax).describe('The name people see; required, at most 20 characters.'),
  "description": zod.string().min(1).max(listToolsResponseTwoItemsItemDescriptionMax).describe('What the tool does, for the agent\'s LLM to choose it; required, 1 to 500 characters.'),
  "type": zod.enum(['TOOL_TYPE_WORKFLOW', 'TOOL_TYPE_CUSTOM_NODE', 'TOOL_TYPE_SHARED_CUSTOM_NODE']).describe('What the tool runs: TOOL_TYPE_WORKFLOW a published workflow (at one API version), TOOL_TYPE_CUSTOM_NODE a custom node of the project, TOOL_TYPE_SHARED_CUSTOM_NODE a custom node published by an administrator.'),
  "inputSchema": zod.string().min(1).max(listToolsResponseTwoItemsItemInputSchemaMax).describe('A JSON Schema as text, at most 5000 characters. The text must be valid JSON (\'… is not valid JSON\'), a valid JSON Schema of draft 2020-12, the dialect of OpenAPI 3.1 (\'… is not a valid JSON Schema\'), and an object schema with `"type": "object"` (\'… must be a JSON Schema of type "object"\'); each answers 400 with that message naming the field (e.g. \'Input schema is not a valid JSON Schema\').'),
  "outputSchema": zod.string().min(1).max(listToolsResponseTwoItemsItemOutputSchemaMax).describe('A JSON Schema as text, at most 5000 characters. The text must be valid JSON (\'… is not valid JSON\'), a valid JSON Schema of draft 2020-12, the dialect of OpenAPI 3.1 (\'… is not a valid JSON Schema\'), and an object schema with `"type": "object"` (\'… must be a JSON Schema of type "object"\'); each answers 400 with that message naming the field (e.g. \'Input schema is not a valid JSON Schema\').'),
  "source": zod.object({
  "id": zod.string().min(1).max(listToolsResponseTwoItemsItemSourceIdMax).regex(listToolsResponseTwoItemsItemSourceIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().max(listToolsResponseTwoItemsItemSourceNameMax),
  "apiVersionId": zod.string().min(1).max(listToolsResponseTwoItemsItemSourceApiVersionIdMax).regex(listToolsResponseTwoItemsItemSourceApiVersionIdRegExp).optional().describe('An opaque identifier.'),
  "apiVersionName": zod.string().max(listToolsResponseTwoItemsItemSourceApiVersionNameMax).optional().describe('Workflow tools only.')
}).describe('The source the tool runs, with the names the list shows: the workflow and its API version, the custom node, or the shared custom node (the kind follows the tool\'s `type`).'),
  "createdBy": zod.object({
  "id": zod.string().max(listToolsResponseTwoItemsItemCreatedByIdMax),
  "name": zod.string().max(listToolsResponseTwoItemsItemCreatedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "createdAt": zod.iso.datetime({"offset":true}).max(listToolsResponseTwoItemsItemCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "updatedAt": zod.iso.datetime({"offset":true}).max(listToolsResponseTwoItemsItemUpdatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).describe('A tool of the project that agents can call.')).max(listToolsResponseTwoItemsMax)
}))

/**
 * Creates a tool. Name: 1 to 50 half-width letters, digits and underscore, unique in the project (409 'A tool with this name already exists'). Display name required, at most 20. Description 1 to 500. Input and output schema: JSON Schema text (draft 2020-12, the dialect of OpenAPI 3.1) of an object type, at most 5000 characters each ('… is not valid JSON', '… is not a valid JSON Schema', '… must be a JSON Schema of type "object"'). The source fields the type needs are required ('Select {label}'); an unknown source answers 400.
 * @summary Create a tool
 */
export const createToolPathProjectIdMax = 64;


export const createToolPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const CreateToolParams = zod.object({
  "projectId": zod.string().min(1).max(createToolPathProjectIdMax).regex(createToolPathProjectIdRegExp).describe('The project.')
})

export const createToolHeaderIdpMax = 64;

export const createToolHeaderAiwTenantIdMax = 64;


export const createToolHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const CreateToolHeader = zod.object({
  "idp": zod.string().min(1).max(createToolHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(createToolHeaderAiwTenantIdMax).regex(createToolHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const createToolBodyOneNameMax = 50;


export const createToolBodyOneNameRegExp = new RegExp('^[A-Za-z0-9_]+$');
export const createToolBodyOneDisplayNameMax = 20;

export const createToolBodyOneDescriptionMax = 500;

export const createToolBodyOneInputSchemaMax = 5000;

export const createToolBodyOneOutputSchemaMax = 5000;

export const createToolBodyOneWorkflowIdMax = 64;


export const createToolBodyOneWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const createToolBodyOneApiVersionIdMax = 64;


export const createToolBodyOneApiVersionIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const createToolBodyTwoNameMax = 50;


export const createToolBodyTwoNameRegExp = new RegExp('^[A-Za-z0-9_]+$');
export const createToolBodyTwoDisplayNameMax = 20;

export const createToolBodyTwoDescriptionMax = 500;

export const createToolBodyTwoInputSchemaMax = 5000;

export const createToolBodyTwoOutputSchemaMax = 5000;

export const createToolBodyTwoCustomNodeIdMax = 64;


export const createToolBodyTwoCustomNodeIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const createToolBodyThreeNameMax = 50;


export const createToolBodyThreeNameRegExp = new RegExp('^[A-Za-z0-9_]+$');
export const createToolBodyThreeDisplayNameMax = 20;

export const createToolBodyThreeDescriptionMax = 500;

export const createToolBodyThreeInputSchemaMax = 5000;

export const createToolBodyThreeOutputSchemaMax = 5000;

export const createToolBodyThreeSharedCustomNodeIdMax = 64;


export const createToolBodyThreeSharedCustomNodeIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const CreateToolBody = zod.union([zod.strictObject({
  "name": zod.string().min(1).max(createToolBodyOneNameMax).regex(createToolBodyOneNameRegExp).describe('The internal name the agent calls the tool by; unique in the project. Only half-width letters, digits and underscore. The spec gives both \'max 63\' and \'1 to 50\'; 1 to 50 satisfies both readings.'),
  "displayName": zod.string().min(1).max(createToolBodyOneDisplayNameMax).describe('The name people see; required, at most 20 characters.'),
  "description": zod.string().min(1).max(createToolBodyOneDescriptionMax).describe('What the tool does, for the agent\'s LLM to choose it; required, 1 to 500 characters.'),
  "type": zod.literal("TOOL_TYPE_WORKFLOW"),
  "inputSchema": zod.string().min(1).max(createToolBodyOneInputSchemaMax).describe('A JSON Schema as text, at most 5000 characters. The text must be valid JSON (\'… is not valid JSON\'), a valid JSON Schema of draft 2020-12, the dialect of OpenAPI 3.1 (\'… is not a valid JSON Schema\'), and an object schema with `"type": "object"` (\'… must be a JSON Schema of type "object"\'); each answers 400 with that message naming the field (e.g. \'Input schema is not a valid JSON Schema\').'),
  "outputSchema": zod.string().min(1).max(createToolBodyOneOutputSchemaMax).describe('A JSON Schema as text, at most 5000 characters. The text must be valid JSON (\'… is not valid JSON\'), a valid JSON Schema of draft 2020-12, the dialect of OpenAPI 3.1 (\'… is not a valid JSON Schema\'), and an object schema with `"type": "object"` (\'… must be a JSON Schema of type "object"\'); each answers 400 with that message naming the field (e.g. \'Input schema is not a valid JSON Schema\').'),
  "workflowId": zod.string().min(1).max(createToolBodyOneWorkflowIdMax).regex(createToolBodyOneWorkflowIdRegExp).describe('An opaque identifier.'),
  "apiVersionId": zod.string().min(1).max(createToolBodyOneApiVersionIdMax).regex(createToolBodyOneApiVersionIdRegExp).describe('An opaque identifier.')
}).describe('A tool that runs a published workflow at one API version (\'Select workflow\', \'Select API version\').'),zod.strictObject({
  "name": zod.string().min(1).max(createToolBodyTwoNameMax).regex(createToolBodyTwoNameRegExp).describe('The internal name the agent calls the tool by; unique in the project. Only half-width letters, digits and underscore. The spec gives both \'max 63\' and \'1 to 50\'; 1 to 50 satisfies both readings.'),
  "displayName": zod.string().min(1).max(createToolBodyTwoDisplayNameMax).describe('The name people see; required, at most 20 characters.'),
  "description": zod.string().min(1).max(createToolBodyTwoDescriptionMax).describe('What the tool does, for the agent\'s LLM to choose it; required, 1 to 500 characters.'),
  "type": zod.literal("TOOL_TYPE_CUSTOM_NODE"),
  "inputSchema": zod.string().min(1).max(createToolBodyTwoInputSchemaMax).describe('A JSON Schema as text, at most 5000 characters. The text must be valid JSON (\'… is not valid JSON\'), a valid JSON Schema of draft 2020-12, the dialect of OpenAPI 3.1 (\'… is not a valid JSON Schema\'), and an object schema with `"type": "object"` (\'… must be a JSON Schema of type "object"\'); each answers 400 with that message naming the field (e.g. \'Input schema is not a valid JSON Schema\').'),
  "outputSchema": zod.string().min(1).max(createToolBodyTwoOutputSchemaMax).describe('A JSON Schema as text, at most 5000 characters. The text must be valid JSON (\'… is not valid JSON\'), a valid JSON Schema of draft 2020-12, the dialect of OpenAPI 3.1 (\'… is not a valid JSON Schema\'), and an object schema with `"type": "object"` (\'… must be a JSON Schema of type "object"\'); each answers 400 with that message naming the field (e.g. \'Input schema is not a valid JSON Schema\').'),
  "customNodeId": zod.string().min(1).max(createToolBodyTwoCustomNodeIdMax).regex(createToolBodyTwoCustomNodeIdRegExp).describe('An opaque identifier.')
}).describe('A tool that runs a custom node of the project (\'Select custom node\').'),zod.strictObject({
  "name": zod.string().min(1).max(createToolBodyThreeNameMax).regex(createToolBodyThreeNameRegExp).describe('The internal name the agent calls the tool by; unique in the project. Only half-width letters, digits and underscore. The spec gives both \'max 63\' and \'1 to 50\'; 1 to 50 satisfies both readings.'),
  "displayName": zod.string().min(1).max(createToolBodyThreeDisplayNameMax).describe('The name people see; required, at most 20 characters.'),
  "description": zod.string().min(1).max(createToolBodyThreeDescriptionMax).describe('What the tool does, for the agent\'s LLM to choose it; required, 1 to 500 characters.'),
  "type": zod.literal("TOOL_TYPE_SHARED_CUSTOM_NODE"),
  "inputSchema": zod.string().min(1).max(createToolBodyThreeInputSchemaMax).describe('A JSON Schema as text, at most 5000 characters. The text must be valid JSON (\'… is not valid JSON\'), a valid JSON Schema of draft 2020-12, the dialect of OpenAPI 3.1 (\'… is not a valid JSON Schema\'), and an object schema with `"type": "object"` (\'… must be a JSON Schema of type "object"\'); each answers 400 with that message naming the field (e.g. \'Input schema is not a valid JSON Schema\').'),
  "outputSchema": zod.string().min(1).max(createToolBodyThreeOutputSchemaMax).describe('A JSON Schema as text, at most 5000 characters. The text must be valid JSON (\'… is not valid JSON\'), a valid JSON Schema of draft 2020-12, the dialect of OpenAPI 3.1 (\'… is not a valid JSON Schema\'), and an object schema with `"type": "object"` (\'… must be a JSON Schema of type "object"\'); each answers 400 with that message naming the field (e.g. \'Input schema is not a valid JSON Schema\').'),
  "sharedCustomNodeId": zod.string().min(1).max(createToolBodyThreeSharedCustomNodeIdMax).regex(createToolBodyThreeSharedCustomNodeIdRegExp).describe('An opaque identifier.')
}).describe('A tool that runs a shared custom node published by an administrator (\'Select shared custom node\').')]).describe('The tool dialog\'s fields (create, and edit: the whole tool is sent). The source fields depend on `type`: `workflowId` + `apiVersionId`, or `customNodeId`, or `sharedCustomNodeId`; a missing one answers 400 \'Select {label}\' naming the field.')

export const createToolResponseIdMax = 64;


export const createToolResponseIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const createToolResponseNameMax = 50;


export const createToolResponseNameRegExp = new RegExp('^[A-Za-z0-9_]+$');
export const createToolResponseDisplayNameMax = 20;

export const createToolResponseDescriptionMax = 500;

export const createToolResponseInputSchemaMax = 5000;

export const createToolResponseOutputSchemaMax = 5000;

export const createToolResponseSourceIdMax = 64;


export const createToolResponseSourceIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const createToolResponseSourceNameMax = 200;

export const createToolResponseSourceApiVersionIdMax = 64;


export const createToolResponseSourceApiVersionIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const createToolResponseSourceApiVersionNameMax = 100;

export const createToolResponseCreatedByIdMax = 64;

export const createToolResponseCreatedByNameMax = 200;

export const createToolResponseCreatedAtMax = 40;

export const createToolResponseUpdatedAtMax = 40;



export const CreateToolResponse = zod.object({
  "id": zod.string().min(1).max(createToolResponseIdMax).regex(createToolResponseIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().min(1).max(createToolResponseNameMax).regex(createToolResponseNameRegExp).describe('The internal name the agent calls the tool by; unique in the project. Only half-width letters, digits and underscore. The spec gives both \'max 63\' and \'1 to 50\'; 1 to 50 satisfies both readings.'),
  "displayName": zod.string().min(1).max(createToolResponseDisplayNameMax).describe('The name people see; required, at most 20 characters.'),
  "description": zod.string().min(1).max(createToolResponseDescriptionMax).describe('What the tool does, for the agent\'s LLM to choose it; required, 1 to 500 characters.'),
  "type": zod.enum(['TOOL_TYPE_WORKFLOW', 'TOOL_TYPE_CUSTOM_NODE', 'TOOL_TYPE_SHARED_CUSTOM_NODE']).describe('What the tool runs: TOOL_TYPE_WORKFLOW a published workflow (at one API version), TOOL_TYPE_CUSTOM_NODE a custom node of the project, TOOL_TYPE_SHARED_CUSTOM_NODE a custom node published by an administrator.'),
  "inputSchema": zod.string().min(1).max(createToolResponseInputSchemaMax).describe('A JSON Schema as text, at most 5000 characters. The text must be valid JSON (\'… is not valid JSON\'), a valid JSON Schema of draft 2020-12, the dialect of OpenAPI 3.1 (\'… is not a valid JSON Schema\'), and an object schema with `"type": "object"` (\'… must be a JSON Schema of type "object"\'); each answers 400 with that message naming the field (e.g. \'Input schema is not a valid JSON Schema\').'),
  "outputSchema": zod.string().min(1).max(createToolResponseOutputSchemaMax).describe('A JSON Schema as text, at most 5000 characters. The text must be valid JSON (\'… is not valid JSON\'), a valid JSON Schema of draft 2020-12, the dialect of OpenAPI 3.1 (\'… is not a valid JSON Schema\'), and an object schema with `"type": "object"` (\'… must be a JSON Schema of type "object"\'); each answers 400 with that message naming the field (e.g. \'Input schema is not a valid JSON Schema\').'),
  "source": zod.object({
  "id": zod.string().min(1).max(createToolResponseSourceIdMax).regex(createToolResponseSourceIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().max(createToolResponseSourceNameMax),
  "apiVersionId": zod.string().min(1).max(createToolResponseSourceApiVersionIdMax).regex(createToolResponseSourceApiVersionIdRegExp).optional().describe('An opaque identifier.'),
  "apiVersionName": zod.string().max(createToolResponseSourceApiVersionNameMax).optional().describe('Workflow tools only.')
}).describe('The source the tool runs, with the names the list shows: the workflow and its API version, the custom node, or the shared custom node (the kind follows the tool\'s `type`).'),
  "createdBy": zod.object({
  "id": zod.string().max(createToolResponseCreatedByIdMax),
  "name": zod.string().max(createToolResponseCreatedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "createdAt": zod.iso.datetime({"offset":true}).max(createToolResponseCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "updatedAt": zod.iso.datetime({"offset":true}).max(createToolResponseUpdatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).describe('A tool of the project that agents can call.')

/**
 * The tool with its schemas and source.
 * @summary One tool
 */
export const getToolPathProjectIdMax = 64;


export const getToolPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getToolPathToolIdMax = 64;


export const getToolPathToolIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const GetToolParams = zod.object({
  "projectId": zod.string().min(1).max(getToolPathProjectIdMax).regex(getToolPathProjectIdRegExp).describe('The project.'),
  "toolId": zod.string().min(1).max(getToolPathToolIdMax).regex(getToolPathToolIdRegExp).describe('The tool.')
})

export const getToolHeaderIdpMax = 64;

export const getToolHeaderAiwTenantIdMax = 64;


export const getToolHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const GetToolHeader = zod.object({
  "idp": zod.string().min(1).max(getToolHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(getToolHeaderAiwTenantIdMax).regex(getToolHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const getToolResponseIdMax = 64;


export const getToolResponseIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getToolResponseNameMax = 50;


export const getToolResponseNameRegExp = new RegExp('^[A-Za-z0-9_]+$');
export const getToolResponseDisplayNameMax = 20;

export const getToolResponseDescriptionMax = 500;

export const getToolResponseInputSchemaMax = 5000;

export const getToolResponseOutputSchemaMax = 5000;

export const getToolResponseSourceIdMax = 64;


export const getToolResponseSourceIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getToolResponseSourceNameMax = 200;

export const getToolResponseSourceApiVersionIdMax = 64;


export const getToolResponseSourceApiVersionIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getToolResponseSourceApiVersionNameMax = 100;

export const getToolResponseCreatedByIdMax = 64;

export const getToolResponseCreatedByNameMax = 200;

export const getToolResponseCreatedAtMax = 40;

export const getToolResponseUpdatedAtMax = 40;



export const GetToolResponse = zod.object({
  "id": zod.string().min(1).max(getToolResponseIdMax).regex(getToolResponseIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().min(1).max(getToolResponseNameMax).regex(getToolResponseNameRegExp).describe('The internal name the agent calls the tool by; unique in the project. Only half-width letters, digits and underscore. The spec gives both \'max 63\' and \'1 to 50\'; 1 to 50 satisfies both readings.'),
  "displayName": zod.string().min(1).max(getToolResponseDisplayNameMax).describe('The name people see; required, at most 20 characters.'),
  "description": zod.string().min(1).max(getToolResponseDescriptionMax).describe('What the tool does, for the agent\'s LLM to choose it; required, 1 to 500 characters.'),
  "type": zod.enum(['TOOL_TYPE_WORKFLOW', 'TOOL_TYPE_CUSTOM_NODE', 'TOOL_TYPE_SHARED_CUSTOM_NODE']).describe('What the tool runs: TOOL_TYPE_WORKFLOW a published workflow (at one API version), TOOL_TYPE_CUSTOM_NODE a custom node of the project, TOOL_TYPE_SHARED_CUSTOM_NODE a custom node published by an administrator.'),
  "inputSchema": zod.string().min(1).max(getToolResponseInputSchemaMax).describe('A JSON Schema as text, at most 5000 characters. The text must be valid JSON (\'… is not valid JSON\'), a valid JSON Schema of draft 2020-12, the dialect of OpenAPI 3.1 (\'… is not a valid JSON Schema\'), and an object schema with `"type": "object"` (\'… must be a JSON Schema of type "object"\'); each answers 400 with that message naming the field (e.g. \'Input schema is not a valid JSON Schema\').'),
  "outputSchema": zod.string().min(1).max(getToolResponseOutputSchemaMax).describe('A JSON Schema as text, at most 5000 characters. The text must be valid JSON (\'… is not valid JSON\'), a valid JSON Schema of draft 2020-12, the dialect of OpenAPI 3.1 (\'… is not a valid JSON Schema\'), and an object schema with `"type": "object"` (\'… must be a JSON Schema of type "object"\'); each answers 400 with that message naming the field (e.g. \'Input schema is not a valid JSON Schema\').'),
  "source": zod.object({
  "id": zod.string().min(1).max(getToolResponseSourceIdMax).regex(getToolResponseSourceIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().max(getToolResponseSourceNameMax),
  "apiVersionId": zod.string().min(1).max(getToolResponseSourceApiVersionIdMax).regex(getToolResponseSourceApiVersionIdRegExp).optional().describe('An opaque identifier.'),
  "apiVersionName": zod.string().max(getToolResponseSourceApiVersionNameMax).optional().describe('Workflow tools only.')
}).describe('The source the tool runs, with the names the list shows: the workflow and its API version, the custom node, or the shared custom node (the kind follows the tool\'s `type`).'),
  "createdBy": zod.object({
  "id": zod.string().max(getToolResponseCreatedByIdMax),
  "name": zod.string().max(getToolResponseCreatedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "createdAt": zod.iso.datetime({"offset":true}).max(getToolResponseCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "updatedAt": zod.iso.datetime({"offset":true}).max(getToolResponseUpdatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).describe('A tool of the project that agents can call.')

/**
 * Replaces the tool's fields with the dialog's (the type and source may change), with the rules of createTool. Agents using the tool keep it.
 * @summary Edit a tool
 */
export const updateToolPathProjectIdMax = 64;


export const updateToolPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const updateToolPathToolIdMax = 64;


export const updateToolPathToolIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const UpdateToolParams = zod.object({
  "projectId": zod.string().min(1).max(updateToolPathProjectIdMax).regex(updateToolPathProjectIdRegExp).describe('The project.'),
  "toolId": zod.string().min(1).max(updateToolPathToolIdMax).regex(updateToolPathToolIdRegExp).describe('The tool.')
})

export const updateToolHeaderIdpMax = 64;

export const updateToolHeaderAiwTenantIdMax = 64;


export const updateToolHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const UpdateToolHeader = zod.object({
  "idp": zod.string().min(1).max(updateToolHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(updateToolHeaderAiwTenantIdMax).regex(updateToolHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const updateToolBodyOneNameMax = 50;


export const updateToolBodyOneNameRegExp = new RegExp('^[A-Za-z0-9_]+$');
export const updateToolBodyOneDisplayNameMax = 20;

export const updateToolBodyOneDescriptionMax = 500;

export const updateToolBodyOneInputSchemaMax = 5000;

export const updateToolBodyOneOutputSchemaMax = 5000;

export const updateToolBodyOneWorkflowIdMax = 64;


export const updateToolBodyOneWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const updateToolBodyOneApiVersionIdMax = 64;


export const updateToolBodyOneApiVersionIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const updateToolBodyTwoNameMax = 50;


export const updateToolBodyTwoNameRegExp = new RegExp('^[A-Za-z0-9_]+$');
export const updateToolBodyTwoDisplayNameMax = 20;

export const updateToolBodyTwoDescriptionMax = 500;

export const updateToolBodyTwoInputSchemaMax = 5000;

export const updateToolBodyTwoOutputSchemaMax = 5000;

export const updateToolBodyTwoCustomNodeIdMax = 64;


export const updateToolBodyTwoCustomNodeIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const updateToolBodyThreeNameMax = 50;


export const updateToolBodyThreeNameRegExp = new RegExp('^[A-Za-z0-9_]+$');
export const updateToolBodyThreeDisplayNameMax = 20;

export const updateToolBodyThreeDescriptionMax = 500;

export const updateToolBodyThreeInputSchemaMax = 5000;

export const updateToolBodyThreeOutputSchemaMax = 5000;

export const updateToolBodyThreeSharedCustomNodeIdMax = 64;


export const updateToolBodyThreeSharedCustomNodeIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const UpdateToolBody = zod.union([zod.strictObject({
  "name": zod.string().min(1).max(updateToolBodyOneNameMax).regex(updateToolBodyOneNameRegExp).describe('The internal name the agent calls the tool by; unique in the project. Only half-width letters, digits and underscore. The spec gives both \'max 63\' and \'1 to 50\'; 1 to 50 satisfies both readings.'),
  "displayName": zod.string().min(1).max(updateToolBodyOneDisplayNameMax).describe('The name people see; required, at most 20 characters.'),
  "description": zod.string().min(1).max(updateToolBodyOneDescriptionMax).describe('What the tool does, for the agent\'s LLM to choose it; required, 1 to 500 characters.'),
  "type": zod.literal("TOOL_TYPE_WORKFLOW"),
  "inputSchema": zod.string().min(1).max(updateToolBodyOneInputSchemaMax).describe('A JSON Schema as text, at most 5000 characters. The text must be valid JSON (\'… is not valid JSON\'), a valid JSON Schema of draft 2020-12, the dialect of OpenAPI 3.1 (\'… is not a valid JSON Schema\'), and an object schema with `"type": "object"` (\'… must be a JSON Schema of type "object"\'); each answers 400 with that message naming the field (e.g. \'Input schema is not a valid JSON Schema\').'),
  "outputSchema": zod.string().min(1).max(updateToolBodyOneOutputSchemaMax).describe('A JSON Schema as text, at most 5000 characters. The text must be valid JSON (\'… is not valid JSON\'), a valid JSON Schema of draft 2020-12, the dialect of OpenAPI 3.1 (\'… is not a valid JSON Schema\'), and an object schema with `"type": "object"` (\'… must be a JSON Schema of type "object"\'); each answers 400 with that message naming the field (e.g. \'Input schema is not a valid JSON Schema\').'),
  "workflowId": zod.string().min(1).max(updateToolBodyOneWorkflowIdMax).regex(updateToolBodyOneWorkflowIdRegExp).describe('An opaque identifier.'),
  "apiVersionId": zod.string().min(1).max(updateToolBodyOneApiVersionIdMax).regex(updateToolBodyOneApiVersionIdRegExp).describe('An opaque identifier.')
}).describe('A tool that runs a published workflow at one API version (\'Select workflow\', \'Select API version\').'),zod.strictObject({
  "name": zod.string().min(1).max(updateToolBodyTwoNameMax).regex(updateToolBodyTwoNameRegExp).describe('The internal name the agent calls the tool by; unique in the project. Only half-width letters, digits and underscore. The spec gives both \'max 63\' and \'1 to 50\'; 1 to 50 satisfies both readings.'),
  "displayName": zod.string().min(1).max(updateToolBodyTwoDisplayNameMax).describe('The name people see; required, at most 20 characters.'),
  "description": zod.string().min(1).max(updateToolBodyTwoDescriptionMax).describe('What the tool does, for the agent\'s LLM to choose it; required, 1 to 500 characters.'),
  "type": zod.literal("TOOL_TYPE_CUSTOM_NODE"),
  "inputSchema": zod.string().min(1).max(updateToolBodyTwoInputSchemaMax).describe('A JSON Schema as text, at most 5000 characters. The text must be valid JSON (\'… is not valid JSON\'), a valid JSON Schema of draft 2020-12, the dialect of OpenAPI 3.1 (\'… is not a valid JSON Schema\'), and an object schema with `"type": "object"` (\'… must be a JSON Schema of type "object"\'); each answers 400 with that message naming the field (e.g. \'Input schema is not a valid JSON Schema\').'),
  "outputSchema": zod.string().min(1).max(updateToolBodyTwoOutputSchemaMax).describe('A JSON Schema as text, at most 5000 characters. The text must be valid JSON (\'… is not valid JSON\'), a valid JSON Schema of draft 2020-12, the dialect of OpenAPI 3.1 (\'… is not a valid JSON Schema\'), and an object schema with `"type": "object"` (\'… must be a JSON Schema of type "object"\'); each answers 400 with that message naming the field (e.g. \'Input schema is not a valid JSON Schema\').'),
  "customNodeId": zod.string().min(1).max(updateToolBodyTwoCustomNodeIdMax).regex(updateToolBodyTwoCustomNodeIdRegExp).describe('An opaque identifier.')
}).describe('A tool that runs a custom node of the project (\'Select custom node\').'),zod.strictObject({
  "name": zod.string().min(1).max(updateToolBodyThreeNameMax).regex(updateToolBodyThreeNameRegExp).describe('The internal name the agent calls the tool by; unique in the project. Only half-width letters, digits and underscore. The spec gives both \'max 63\' and \'1 to 50\'; 1 to 50 satisfies both readings.'),
  "displayName": zod.string().min(1).max(updateToolBodyThreeDisplayNameMax).describe('The name people see; required, at most 20 characters.'),
  "description": zod.string().min(1).max(updateToolBodyThreeDescriptionMax).describe('What the tool does, for the agent\'s LLM to choose it; required, 1 to 500 characters.'),
  "type": zod.literal("TOOL_TYPE_SHARED_CUSTOM_NODE"),
  "inputSchema": zod.string().min(1).max(updateToolBodyThreeInputSchemaMax).describe('A JSON Schema as text, at most 5000 characters. The text must be valid JSON (\'… is not valid JSON\'), a valid JSON Schema of draft 2020-12, the dialect of OpenAPI 3.1 (\'… is not a valid JSON Schema\'), and an object schema with `"type": "object"` (\'… must be a JSON Schema of type "object"\'); each answers 400 with that message naming the field (e.g. \'Input schema is not a valid JSON Schema\').'),
  "outputSchema": zod.string().min(1).max(updateToolBodyThreeOutputSchemaMax).describe('A JSON Schema as text, at most 5000 characters. The text must be valid JSON (\'… is not valid JSON\'), a valid JSON Schema of draft 2020-12, the dialect of OpenAPI 3.1 (\'… is not a valid JSON Schema\'), and an object schema with `"type": "object"` (\'… must be a JSON Schema of type "object"\'); each answers 400 with that message naming the field (e.g. \'Input schema is not a valid JSON Schema\').'),
  "sharedCustomNodeId": zod.string().min(1).max(updateToolBodyThreeSharedCustomNodeIdMax).regex(updateToolBodyThreeSharedCustomNodeIdRegExp).describe('An opaque identifier.')
}).describe('A tool that runs a shared custom node published by an administrator (\'Select shared custom node\').')]).describe('The tool dialog\'s fields (create, and edit: the whole tool is sent). The source fields depend on `type`: `workflowId` + `apiVersionId`, or `customNodeId`, or `sharedCustomNodeId`; a missing one answers 400 \'Select {label}\' naming the field.')

export const updateToolResponseIdMax = 64;


export const updateToolResponseIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const updateToolResponseNameMax = 50;


export const updateToolResponseNameRegExp = new RegExp('^[A-Za-z0-9_]+$');
export const updateToolResponseDisplayNameMax = 20;

export const updateToolResponseDescriptionMax = 500;

export const updateToolResponseInputSchemaMax = 5000;

export const updateToolResponseOutputSchemaMax = 5000;

export const updateToolResponseSourceIdMax = 64;


export const updateToolResponseSourceIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const updateToolResponseSourceNameMax = 200;

export const updateToolResponseSourceApiVersionIdMax = 64;


export const updateToolResponseSourceApiVersionIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const updateToolResponseSourceApiVersionNameMax = 100;

export const updateToolResponseCreatedByIdMax = 64;

export const updateToolResponseCreatedByNameMax = 200;

export const updateToolResponseCreatedAtMax = 40;

export const updateToolResponseUpdatedAtMax = 40;



export const UpdateToolResponse = zod.object({
  "id": zod.string().min(1).max(updateToolResponseIdMax).regex(updateToolResponseIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().min(1).max(updateToolResponseNameMax).regex(updateToolResponseNameRegExp).describe('The internal name the agent calls the tool by; unique in the project. Only half-width letters, digits and underscore. The spec gives both \'max 63\' and \'1 to 50\'; 1 to 50 satisfies both readings.'),
  "displayName": zod.string().min(1).max(updateToolResponseDisplayNameMax).describe('The name people see; required, at most 20 characters.'),
  "description": zod.string().min(1).max(updateToolResponseDescriptionMax).describe('What the tool does, for the agent\'s LLM to choose it; required, 1 to 500 characters.'),
  "type": zod.enum(['TOOL_TYPE_WORKFLOW', 'TOOL_TYPE_CUSTOM_NODE', 'TOOL_TYPE_SHARED_CUSTOM_NODE']).describe('What the tool runs: TOOL_TYPE_WORKFLOW a published workflow (at one API version), TOOL_TYPE_CUSTOM_NODE a custom node of the project, TOOL_TYPE_SHARED_CUSTOM_NODE a custom node published by an administrator.'),
  "inputSchema": zod.string().min(1).max(updateToolResponseInputSchemaMax).describe('A JSON Schema as text, at most 5000 characters. The text must be valid JSON (\'… is not valid JSON\'), a valid JSON Schema of draft 2020-12, the dialect of OpenAPI 3.1 (\'… is not a valid JSON Schema\'), and an object schema with `"type": "object"` (\'… must be a JSON Schema of type "object"\'); each answers 400 with that message naming the field (e.g. \'Input schema is not a valid JSON Schema\').'),
  "outputSchema": zod.string().min(1).max(updateToolResponseOutputSchemaMax).describe('A JSON Schema as text, at most 5000 characters. The text must be valid JSON (\'… is not valid JSON\'), a valid JSON Schema of draft 2020-12, the dialect of OpenAPI 3.1 (\'… is not a valid JSON Schema\'), and an object schema with `"type": "object"` (\'… must be a JSON Schema of type "object"\'); each answers 400 with that message naming the field (e.g. \'Input schema is not a valid JSON Schema\').'),
  "source": zod.object({
  "id": zod.string().min(1).max(updateToolResponseSourceIdMax).regex(updateToolResponseSourceIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().max(updateToolResponseSourceNameMax),
  "apiVersionId": zod.string().min(1).max(updateToolResponseSourceApiVersionIdMax).regex(updateToolResponseSourceApiVersionIdRegExp).optional().describe('An opaque identifier.'),
  "apiVersionName": zod.string().max(updateToolResponseSourceApiVersionNameMax).optional().describe('Workflow tools only.')
}).describe('The source the tool runs, with the names the list shows: the workflow and its API version, the custom node, or the shared custom node (the kind follows the tool\'s `type`).'),
  "createdBy": zod.object({
  "id": zod.string().max(updateToolResponseCreatedByIdMax),
  "name": zod.string().max(updateToolResponseCreatedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "createdAt": zod.iso.datetime({"offset":true}).max(updateToolResponseCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "updatedAt": zod.iso.datetime({"offset":true}).max(updateToolResponseUpdatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).describe('A tool of the project that agents can call.')

/**
 * Deletes the tool. A tool that agents use is not deleted: 409 'This tool is used by agents: {names}' (remove it from those agents first).
 * @summary Delete a tool
 */
export const deleteToolPathProjectIdMax = 64;


export const deleteToolPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const deleteToolPathToolIdMax = 64;


export const deleteToolPathToolIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const DeleteToolParams = zod.object({
  "projectId": zod.string().min(1).max(deleteToolPathProjectIdMax).regex(deleteToolPathProjectIdRegExp).describe('The project.'),
  "toolId": zod.string().min(1).max(deleteToolPathToolIdMax).regex(deleteToolPathToolIdRegExp).describe('The tool.')
})

export const deleteToolHeaderIdpMax = 64;

export const deleteToolHeaderAiwTenantIdMax = 64;


export const deleteToolHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const DeleteToolHeader = zod.object({
  "idp": zod.string().min(1).max(deleteToolHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(deleteToolHeaderAiwTenantIdMax).regex(deleteToolHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const DeleteToolResponse = zod.void()

/**
 * The sources the tool dialog can select, for the chosen type: published workflows with their published API versions, the project's custom nodes, or the shared custom nodes. Filtered by name (contains, case-insensitive).
 * @summary List the candidate sources of a tool
 */
export const listToolSourcesPathProjectIdMax = 64;


export const listToolSourcesPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const ListToolSourcesParams = zod.object({
  "projectId": zod.string().min(1).max(listToolSourcesPathProjectIdMax).regex(listToolSourcesPathProjectIdRegExp).describe('The project.')
})

export const listToolSourcesQueryPageDefault = 1;
export const listToolSourcesQueryPageMax = 100000;

export const listToolSourcesQueryPageSizeDefault = 10;
export const listToolSourcesQueryPageSizeMin = 10;
export const listToolSourcesQueryPageSizeMax = 100;

export const listToolSourcesQueryNameMax = 200;



export const ListToolSourcesQueryParams = zod.object({
  "page": zod.int().min(1).max(listToolSourcesQueryPageMax).default(listToolSourcesQueryPageDefault).describe('1-based page number (at most 100000, so that the largest list, 1,000,000 items, is reachable at the smallest page size).'),
  "pageSize": zod.int().min(listToolSourcesQueryPageSizeMin).max(listToolSourcesQueryPageSizeMax).default(listToolSourcesQueryPageSizeDefault).describe('Items per page (at least 10).'),
  "name": zod.string().max(listToolSourcesQueryNameMax).optional().describe('Keep only items whose name contains this text (case-insensitive).'),
  "type": zod.enum(['TOOL_TYPE_WORKFLOW', 'TOOL_TYPE_CUSTOM_NODE', 'TOOL_TYPE_SHARED_CUSTOM_NODE']).optional().describe('Keep only tools (or sources) of this type.')
})

export const listToolSourcesHeaderIdpMax = 64;

export const listToolSourcesHeaderAiwTenantIdMax = 64;


export const listToolSourcesHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const ListToolSourcesHeader = zod.object({
  "idp": zod.string().min(1).max(listToolSourcesHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(listToolSourcesHeaderAiwTenantIdMax).regex(listToolSourcesHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const listToolSourcesResponseOneTotalCountMin = 0;
export const listToolSourcesResponseOneTotalCountMax = 1000000;

export const listToolSourcesResponseOnePageMax = 100000;

export const listToolSourcesResponseOnePageSizeMin = 10;
export const listToolSourcesResponseOnePageSizeMax = 100;

export const listToolSourcesResponseTwoItemsItemIdMax = 64;


export const listToolSourcesResponseTwoItemsItemIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const listToolSourcesResponseTwoItemsItemNameMax = 200;

export const listToolSourcesResponseTwoItemsItemApiVersionsItemIdMax = 64;


export const listToolSourcesResponseTwoItemsItemApiVersionsItemIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const listToolSourcesResponseTwoItemsItemApiVersionsItemNameMax = 100;

export const listToolSourcesResponseTwoItemsItemApiVersionsMax = 50;

export const listToolSourcesResponseTwoItemsMax = 100;



export const ListToolSourcesResponse = zod.object({
  "totalCount": zod.int().min(listToolSourcesResponseOneTotalCountMin).max(listToolSourcesResponseOneTotalCountMax).describe('How many items match, over all pages (a list holds at most 1,000,000).'),
  "page": zod.int().min(1).max(listToolSourcesResponseOnePageMax).describe('The page answered (1-based).'),
  "pageSize": zod.int().min(listToolSourcesResponseOnePageSizeMin).max(listToolSourcesResponseOnePageSizeMax).describe('Items per page.')
}).describe('The paging fields every list answer carries beside its items.').and(zod.object({
  "items": zod.array(zod.object({
  "type": zod.enum(['TOOL_TYPE_WORKFLOW', 'TOOL_TYPE_CUSTOM_NODE', 'TOOL_TYPE_SHARED_CUSTOM_NODE']).describe('What the tool runs: TOOL_TYPE_WORKFLOW a published workflow (at one API version), TOOL_TYPE_CUSTOM_NODE a custom node of the project, TOOL_TYPE_SHARED_CUSTOM_NODE a custom node published by an administrator.'),
  "id": zod.string().min(1).max(listToolSourcesResponseTwoItemsItemIdMax).regex(listToolSourcesResponseTwoItemsItemIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().max(listToolSourcesResponseTwoItemsItemNameMax),
  "apiVersions": zod.array(zod.object({
  "id": zod.string().min(1).max(listToolSourcesResponseTwoItemsItemApiVersionsItemIdMax).regex(listToolSourcesResponseTwoItemsItemApiVersionsItemIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().max(listToolSourcesResponseTwoItemsItemApiVersionsItemNameMax)
}).describe('A published API version of a workflow.')).max(listToolSourcesResponseTwoItemsItemApiVersionsMax).describe('The published API versions (workflows only; empty for custom nodes).')
}).describe('A candidate source for the tool dialog\'s picker: a published workflow (with its published API versions), a custom node of the project, or a shared custom node.')).max(listToolSourcesResponseTwoItemsMax)
}))

/**
 * What the tool dialog's "fill from source" turns into proposed input and output JSON Schemas. For a published workflow at the API version `apiVersionId` (required for TOOL_TYPE_WORKFLOW: 400 'Select API version'; a version that is not one of the workflow's answers 400 'The selected API version does not exist'): inputs are its start node's input variables and outputs its end node's output variables (the API version's inputVariableNames and outputVariableNames, each required). For a project custom node: inputs are its parameters (label, data type, description, required) and the output its output variable. For a shared custom node: its input parameters and its output variable. A source that is unknown, of another type, or of another project or organization answers 404.
 * @summary The inputs and outputs of a tool's source
 */
export const getToolSourceSignaturePathProjectIdMax = 64;


export const getToolSourceSignaturePathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getToolSourceSignaturePathSourceIdMax = 64;


export const getToolSourceSignaturePathSourceIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const GetToolSourceSignatureParams = zod.object({
  "projectId": zod.string().min(1).max(getToolSourceSignaturePathProjectIdMax).regex(getToolSourceSignaturePathProjectIdRegExp).describe('The project.'),
  "sourceId": zod.string().min(1).max(getToolSourceSignaturePathSourceIdMax).regex(getToolSourceSignaturePathSourceIdRegExp).describe('The source (a workflow, a custom node of the project or a shared custom node, after `type`).')
})

export const getToolSourceSignatureQueryApiVersionIdMax = 64;


export const getToolSourceSignatureQueryApiVersionIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const GetToolSourceSignatureQueryParams = zod.object({
  "type": zod.enum(['TOOL_TYPE_WORKFLOW', 'TOOL_TYPE_CUSTOM_NODE', 'TOOL_TYPE_SHARED_CUSTOM_NODE']).describe('The kind of source `sourceId` names.'),
  "apiVersionId": zod.string().min(1).max(getToolSourceSignatureQueryApiVersionIdMax).regex(getToolSourceSignatureQueryApiVersionIdRegExp).optional().describe('The workflow\'s published API version; required for TOOL_TYPE_WORKFLOW (400 \'Select API version\'), ignored otherwise.')
})

export const getToolSourceSignatureHeaderIdpMax = 64;

export const getToolSourceSignatureHeaderAiwTenantIdMax = 64;


export const getToolSourceSignatureHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const GetToolSourceSignatureHeader = zod.object({
  "idp": zod.string().min(1).max(getToolSourceSignatureHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(getToolSourceSignatureHeaderAiwTenantIdMax).regex(getToolSourceSignatureHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const getToolSourceSignatureResponseInputsItemNameMax = 100;

export const getToolSourceSignatureResponseInputsItemDescriptionMax = 500;

export const getToolSourceSignatureResponseInputsMax = 100;

export const getToolSourceSignatureResponseOutputsItemNameMax = 100;

export const getToolSourceSignatureResponseOutputsItemDescriptionMax = 500;

export const getToolSourceSignatureResponseOutputsMax = 100;



export const GetToolSourceSignatureResponse = zod.object({
  "inputs": zod.array(zod.object({
  "name": zod.string().min(1).max(getToolSourceSignatureResponseInputsItemNameMax),
  "dataType": zod.enum(['PARAMETER_DATA_TYPE_STRING', 'PARAMETER_DATA_TYPE_NUMBER', 'PARAMETER_DATA_TYPE_INTEGER', 'PARAMETER_DATA_TYPE_BOOLEAN', 'PARAMETER_DATA_TYPE_OBJECT', 'PARAMETER_DATA_TYPE_ARRAY']).optional().describe('The data type of a custom node parameter.'),
  "description": zod.string().max(getToolSourceSignatureResponseInputsItemDescriptionMax).optional(),
  "required": zod.boolean()
}).describe('One input or output variable of a tool\'s source. `dataType` is absent when the source does not say (a workflow\'s start and end variables carry no type).')).max(getToolSourceSignatureResponseInputsMax),
  "outputs": zod.array(zod.object({
  "name": zod.string().min(1).max(getToolSourceSignatureResponseOutputsItemNameMax),
  "dataType": zod.enum(['PARAMETER_DATA_TYPE_STRING', 'PARAMETER_DATA_TYPE_NUMBER', 'PARAMETER_DATA_TYPE_INTEGER', 'PARAMETER_DATA_TYPE_BOOLEAN', 'PARAMETER_DATA_TYPE_OBJECT', 'PARAMETER_DATA_TYPE_ARRAY']).optional().describe('The data type of a custom node parameter.'),
  "description": zod.string().max(getToolSourceSignatureResponseOutputsItemDescriptionMax).optional(),
  "required": zod.boolean()
}).describe('One input or output variable of a tool\'s source. `dataType` is absent when the source does not say (a workflow\'s start and end variables carry no type).')).max(getToolSourceSignatureResponseOutputsMax)
}).describe('The inputs and outputs of a tool\'s source, from which the tool dialog\'s "fill from source" proposes the input and output JSON Schemas. For a published workflow at an API version: inputs are its start node\'s input variables and outputs its end node\'s output variables (the API version\'s `inputVariableNames` / `outputVariableNames`; each required, no data type). For a project custom node: inputs are its parameters (label as name, data type, description, required) and the output is its output variable. For a shared custom node: its input parameters and its output variable.')

