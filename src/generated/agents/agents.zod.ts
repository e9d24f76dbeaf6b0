import * as zod from 'zod';


/**
 * One page of the project's agents, newest first, filtered by name (contains, case-insensitive).
 * @summary List the project's agents
 */
export const listAgentsPathProjectIdMax = 64;


export const listAgentsPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const ListAgentsParams = zod.object({
  "projectId": zod.string().min(1).max(listAgentsPathProjectIdMax).regex(listAgentsPathProjectIdRegExp).describe('The project.')
})

export const listAgentsQueryPageDefault = 1;
export const listAgentsQueryPageMax = 100000;

export const listAgentsQueryPageSizeDefault = 10;
export const listAgentsQueryPageSizeMin = 10;
export const listAgentsQueryPageSizeMax = 100;

export const listAgentsQueryNameMax = 200;



export const ListAgentsQueryParams = zod.object({
  "page": zod.int().min(1).max(listAgentsQueryPageMax).default(listAgentsQueryPageDefault).describe('1-based page number (at most 100000, so that the largest list, 1,000,000 items, is reachable at the smallest page size).'),
  "pageSize": zod.int().min(listAgentsQueryPageSizeMin).max(listAgentsQueryPageSizeMax).default(listAgentsQueryPageSizeDefault).describe('Items per page (at least 10).'),
  "name": zod.string().max(listAgentsQueryNameMax).optional().describe('Keep only items whose name contains this text (case-insensitive).')
})

export const listAgentsHeaderIdpMax = 64;

export const listAgentsHeaderAiwTenantIdMax = 64;


export const listAgentsHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const ListAgentsHeader = zod.object({
  "idp": zod.string().min(1).max(listAgentsHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(listAgentsHeaderAiwTenantIdMax).regex(listAgentsHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const listAgentsResponseOneTotalCountMin = 0;
export const listAgentsResponseOneTotalCountMax = 1000000;

export const listAgentsResponseOnePageMax = 100000;

export const listAgentsResponseOnePageSizeMin = 10;
export const listAgentsResponseOnePageSizeMax = 100;

export const listAgentsResponseTwoItemsItemIdMax = 64;


export const listAgentsResponseTwoItemsItemIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const listAgentsResponseTwoItemsItemNameMax = 20;

export const listAgentsResponseTwoItemsItemToolsItemIdMax = 64;


export const listAgentsResponseTwoItemsItemToolsItemIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const listAgentsResponseTwoItemsItemToolsItemNameMax = 50;


export const listAgentsResponseTwoItemsItemToolsItemNameRegExp = new RegExp('^[A-Za-z0-9_]+$');
export const listAgentsResponseTwoItemsItemToolsItemDisplayNameMax = 20;

export const listAgentsResponseTwoItemsItemToolsMax = 128;

export const listAgentsResponseTwoItemsItemSystemPromptMax = 5000;

export const listAgentsResponseTwoItemsItemCreatedByIdMax = 64;

export const listAgentsResponseTwoItemsItemCreatedByNameMax = 200;

export const listAgentsResponseTwoItemsItemCreatedAtMax = 40;

export const listAgentsResponseTwoItemsItemUpdatedAtMax = 40;

export const listAgentsResponseTwoItemsMax = 100;



export const ListAgentsResponse = zod.object({
  "totalCount": zod.int().min(listAgentsResponseOneTotalCountMin).max(listAgentsResponseOneTotalCountMax).describe('How many items match, over all pages (a list holds at most 1,000,000).'),
  "page": zod.int().min(1).max(listAgentsResponseOnePageMax).describe('The page answered (1-based).'),
  "pageSize": zod.int().min(listAgentsResponseOnePageSizeMin).max(listAgentsResponseOnePageSizeMax).describe('Items per page.')
}).describe('The paging fields every list answer carries beside its items.').and(zod.object({
  "items": zod.array(zod.object({
  "id": zod.string().min(1).max(listAgentsResponseTwoItemsItemIdMax).regex(listAgentsResponseTwoItemsItemIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().min(1).max(listAgentsResponseTwoItemsItemNameMax).describe('Required, at most 20 characters (\'Please enter an agent name\').'),
  "tools": zod.array(zod.object({
  "id": zod.string().min(1).max(listAgentsResponseTwoItemsItemToolsItemIdMax).regex(listAgentsResponseTwoItemsItemToolsItemIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().min(1).max(listAgentsResponseTwoItemsItemToolsItemNameMax).regex(listAgentsResponseTwoItemsItemToolsItemNameRegExp).describe('The internal name the agent calls the tool by; unique in the project. Only half-width letters, digits and underscore. The spec gives both \'max 63\' and \'1 to 50\'; 1 to 50 satisfies both readings.'),
  "displayName": zod.string().min(1).max(listAgentsResponseTwoItemsItemToolsItemDisplayNameMax).describe('The name people see; required, at most 20 characters.'),
  "type": zod.enum(['TOOL_TYPE_WORKFLOW', 'TOOL_TYPE_CUSTOM_NODE', 'TOOL_TYPE_SHARED_CUSTOM_NODE']).describe('What the tool runs: TOOL_TYPE_WORKFLOW a published workflow (at one API version), TOOL_TYPE_CUSTOM_NODE a custom node of the project, TOOL_TYPE_SHARED_CUSTOM_NODE a custom node published by an administrator.')
}).describe('A tool of an agent, with the names the studio shows.')).min(1).max(listAgentsResponseTwoItemsItemToolsMax).describe('The agent\'s tools: at least one, at most 128 (the largest number of tools an LLM function-calling API accepts). A tool in use by an agent cannot be deleted.'),
  "systemPrompt": zod.string().max(listAgentsResponseTwoItemsItemSystemPromptMax).optional().describe('Optional instructions given to the agent\'s LLM, at most 5000 characters.'),
  "createdBy": zod.object({
  "id": zod.string().max(listAgentsResponseTwoItemsItemCreatedByIdMax),
  "name": zod.string().max(listAgentsResponseTwoItemsItemCreatedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "createdAt": zod.iso.datetime({"offset":true}).max(listAgentsResponseTwoItemsItemCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "updatedAt": zod.iso.datetime({"offset":true}).max(listAgentsResponseTwoItemsItemUpdatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).describe('An agent of the project and the tools it may call.')).max(listAgentsResponseTwoItemsMax)
}))

/**
 * Creates an agent from tools of the same project. Name required, at most 20 characters ('Please enter an agent name', 'Agent name must be 20 characters or fewer'); at least one tool ('Select at least one tool'); an unknown tool id answers 400 ('Tool not found: {id}'); system prompt at most 5000 characters.
 * @summary Create an agent
 */
export const createAgentPathProjectIdMax = 64;


export const createAgentPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const CreateAgentParams = zod.object({
  "projectId": zod.string().min(1).max(createAgentPathProjectIdMax).regex(createAgentPathProjectIdRegExp).describe('The project.')
})

export const createAgentHeaderIdpMax = 64;

export const createAgentHeaderAiwTenantIdMax = 64;


export const createAgentHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const CreateAgentHeader = zod.object({
  "idp": zod.string().min(1).max(createAgentHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(createAgentHeaderAiwTenantIdMax).regex(createAgentHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const createAgentBodyNameMax = 20;

export const createAgentBodyToolIdsItemMax = 64;


export const createAgentBodyToolIdsItemRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const createAgentBodyToolIdsMax = 128;

export const createAgentBodySystemPromptMax = 5000;



export const CreateAgentBody = zod.strictObject({
  "name": zod.string().min(1).max(createAgentBodyNameMax).describe('Required, at most 20 characters (\'Please enter an agent name\').'),
  "toolIds": zod.array(zod.string().min(1).max(createAgentBodyToolIdsItemMax).regex(createAgentBodyToolIdsItemRegExp).describe('An opaque identifier.')).min(1).max(createAgentBodyToolIdsMax).describe('The tools the agent may call: at least one (\'Select at least one tool\') and at most 128 (\'Select at most 128 tools\', the largest number of tools an LLM function-calling API accepts), each a tool of the same project.'),
  "systemPrompt": zod.string().max(createAgentBodySystemPromptMax).optional().describe('Optional instructions given to the agent\'s LLM, at most 5000 characters.')
})

export const createAgentResponseIdMax = 64;


export const createAgentResponseIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const createAgentResponseNameMax = 20;

export const createAgentResponseToolsItemIdMax = 64;


export const createAgentResponseToolsItemIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const createAgentResponseToolsItemNameMax = 50;


export const createAgentResponseToolsItemNameRegExp = new RegExp('^[A-Za-z0-9_]+$');
export const createAgentResponseToolsItemDisplayNameMax = 20;

export const createAgentResponseToolsMax = 128;

export const createAgentResponseSystemPromptMax = 5000;

export const createAgentResponseCreatedByIdMax = 64;

export const createAgentResponseCreatedByNameMax = 200;

export const createAgentResponseCreatedAtMax = 40;

export const createAgentResponseUpdatedAtMax = 40;



export const CreateAgentResponse = zod.object({
  "id": zod.string().min(1).max(createAgentResponseIdMax).regex(createAgentResponseIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().min(1).max(createAgentResponseNameMax).describe('Required, at most 20 characters (\'Please enter an agent name\').'),
  "tools": zod.array(zod.object({
  "id": zod.string().min(1).max(createAgentResponseToolsItemIdMax).regex(createAgentResponseToolsItemIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().min(1).max(createAgentResponseToolsItemNameMax).regex(createAgentResponseToolsItemNameRegExp).describe('The internal name the agent calls the tool by; unique in the project. Only half-width letters, digits and underscore. The spec gives both \'max 63\' and \'1 to 50\'; 1 to 50 satisfies both readings.'),
  "displayName": zod.string().min(1).max(createAgentResponseToolsItemDisplayNameMax).describe('The name people see; required, at most 20 characters.'),
  "type": zod.enum(['TOOL_TYPE_WORKFLOW', 'TOOL_TYPE_CUSTOM_NODE', 'TOOL_TYPE_SHARED_CUSTOM_NODE']).describe('What the tool runs: TOOL_TYPE_WORKFLOW a published workflow (at one API version), TOOL_TYPE_CUSTOM_NODE a custom node of the project, TOOL_TYPE_SHARED_CUSTOM_NODE a custom node published by an administrator.')
}).describe('A tool of an agent, with the names the studio shows.')).min(1).max(createAgentResponseToolsMax).describe('The agent\'s tools: at least one, at most 128 (the largest number of tools an LLM function-calling API accepts). A tool in use by an agent cannot be deleted.'),
  "systemPrompt": zod.string().max(createAgentResponseSystemPromptMax).optional().describe('Optional instructions given to the agent\'s LLM, at most 5000 characters.'),
  "createdBy": zod.object({
  "id": zod.string().max(createAgentResponseCreatedByIdMax),
  "name": zod.string().max(createAgentResponseCreatedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "createdAt": zod.iso.datetime({"offset":true}).max(createAgentResponseCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "updatedAt": zod.iso.datetime({"offset":true}).max(createAgentResponseUpdatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).describe('An agent of the project and the tools it may call.')

/**
 * The agent with its tools (ids and display names).
 * @summary One agent
 */
export const getAgentPathProjectIdMax = 64;


export const getAgentPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getAgentPathAgentIdMax = 64;


export const getAgentPathAgentIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const GetAgentParams = zod.object({
  "projectId": zod.string().min(1).max(getAgentPathProjectIdMax).regex(getAgentPathProjectIdRegExp).describe('The project.'),
  "agentId": zod.string().min(1).max(getAgentPathAgentIdMax).regex(getAgentPathAgentIdRegExp).describe('The agent.')
})

export const getAgentHeaderIdpMax = 64;

export const getAgentHeaderAiwTenantIdMax = 64;


export const getAgentHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const GetAgentHeader = zod.object({
  "idp": zod.string().min(1).max(getAgentHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(getAgentHeaderAiwTenantIdMax).regex(getAgentHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const getAgentResponseIdMax = 64;


export const getAgentResponseIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getAgentResponseNameMax = 20;

export const getAgentResponseToolsItemIdMax = 64;


export const getAgentResponseToolsItemIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getAgentResponseToolsItemNameMax = 50;


export const getAgentResponseToolsItemNameRegExp = new RegExp('^[A-Za-z0-9_]+$');
export const getAgentResponseToolsItemDisplayNameMax = 20;

export const getAgentResponseToolsMax = 128;

export const getAgentResponseSystemPromptMax = 5000;

export const getAgentResponseCreatedByIdMax = 64;

export const getAgentResponseCreatedByNameMax = 200;

export const getAgentResponseCreatedAtMax = 40;

export const getAgentResponseUpdatedAtMax = 40;



export const GetAgentResponse = zod.object({
  "id": zod.string().min(1).max(getAgentResponseIdMax).regex(getAgentResponseIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().min(1).max(getAgentResponseNameMax).describe('Required, at most 20 characters (\'Please enter an agent name\').'),
  "tools": zod.array(zod.object({
  "id": zod.string().min(1).max(getAgentResponseToolsItemIdMax).regex(getAgentResponseToolsItemIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().min(1).max(getAgentResponseToolsItemNameMax).regex(getAgentResponseToolsItemNameRegExp).describe('The internal name the agent calls the tool by; unique in the project. Only half-width letters, digits and underscore. The spec gives both \'max 63\' and \'1 to 50\'; 1 to 50 satisfies both readings.'),
  "displayName": zod.string().min(1).max(getAgentResponseToolsItemDisplayNameMax).describe('The name people see; required, at most 20 characters.'),
  "type": zod.enum(['TOOL_TYPE_WORKFLOW', 'TOOL_TYPE_CUSTOM_NODE', 'TOOL_TYPE_SHARED_CUSTOM_NODE']).describe('What the tool runs: TOOL_TYPE_WORKFLOW a published workflow (at one API version), TOOL_TYPE_CUSTOM_NODE a custom node of the project, TOOL_TYPE_SHARED_CUSTOM_NODE a custom node published by an administrator.')
}).describe('A tool of an agent, with the names the studio shows.')).min(1).max(getAgentResponseToolsMax).describe('The agent\'s tools: at least one, at most 128 (the largest number of tools an LLM function-calling API accepts). A tool in use by an agent cannot be deleted.'),
  "systemPrompt": zod.string().max(getAgentResponseSystemPromptMax).optional().describe('Optional instructions given to the agent\'s LLM, at most 5000 characters.'),
  "createdBy": zod.object({
  "id": zod.string().max(getAgentResponseCreatedByIdMax),
  "name": zod.string().max(getAgentResponseCreatedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "createdAt": zod.iso.datetime({"offset":true}).max(getAgentResponseCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "updatedAt": zod.iso.datetime({"offset":true}).max(getAgentResponseUpdatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).describe('An agent of the project and the tools it may call.')

/**
 * Changes the given fields only, with the rules of createAgent.
 * @summary Edit an agent
 */
export const updateAgentPathProjectIdMax = 64;


export const updateAgentPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const updateAgentPathAgentIdMax = 64;


export const updateAgentPathAgentIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const UpdateAgentParams = zod.object({
  "projectId": zod.string().min(1).max(updateAgentPathProjectIdMax).regex(updateAgentPathProjectIdRegExp).describe('The project.'),
  "agentId": zod.string().min(1).max(updateAgentPathAgentIdMax).regex(updateAgentPathAgentIdRegExp).describe('The agent.')
})

export const updateAgentHeaderIdpMax = 64;

export const updateAgentHeaderAiwTenantIdMax = 64;


export const updateAgentHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const UpdateAgentHeader = zod.object({
  "idp": zod.string().min(1).max(updateAgentHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(updateAgentHeaderAiwTenantIdMax).regex(updateAgentHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const updateAgentBodyNameMax = 20;

export const updateAgentBodyToolIdsItemMax = 64;


export const updateAgentBodyToolIdsItemRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const updateAgentBodyToolIdsMax = 128;

export const updateAgentBodySystemPromptMax = 5000;



export const UpdateAgentBody = zod.strictObject({
  "name": zod.string().min(1).max(updateAgentBodyNameMax).optional().describe('Required, at most 20 characters (\'Please enter an agent name\').'),
  "toolIds": zod.array(zod.string().min(1).max(updateAgentBodyToolIdsItemMax).regex(updateAgentBodyToolIdsItemRegExp).describe('An opaque identifier.')).min(1).max(updateAgentBodyToolIdsMax).optional().describe('The tools the agent may call: at least one (\'Select at least one tool\') and at most 128 (\'Select at most 128 tools\', the largest number of tools an LLM function-calling API accepts), each a tool of the same project.'),
  "systemPrompt": zod.string().max(updateAgentBodySystemPromptMax).optional().describe('Optional instructions given to the agent\'s LLM, at most 5000 characters.')
}).describe('Changes the given fields only; an empty `systemPrompt` clears it.')

export const updateAgentResponseIdMax = 64;


export const updateAgentResponseIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const updateAgentResponseNameMax = 20;

export const updateAgentResponseToolsItemIdMax = 64;


export const updateAgentResponseToolsItemIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const updateAgentResponseToolsItemNameMax = 50;


export const updateAgentResponseToolsItemNameRegExp = new RegExp('^[A-Za-z0-9_]+$');
export const updateAgentResponseToolsItemDisplayNameMax = 20;

export const updateAgentResponseToolsMax = 128;

export const updateAgentResponseSystemPromptMax = 5000;

export const updateAgentResponseCreatedByIdMax = 64;

export const updateAgentResponseCreatedByNameMax = 200;

export const updateAgentResponseCreatedAtMax = 40;

export const updateAgentResponseUpdatedAtMax = 40;



export const UpdateAgentResponse = zod.object({
  "id": zod.string().min(1).max(updateAgentResponseIdMax).regex(updateAgentResponseIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().min(1).max(updateAgentResponseNameMax).describe('Required, at most 20 characters (\'Please enter an agent name\').'),
  "tools": zod.array(zod.object({
  "id": zod.string().min(1).max(updateAgentResponseToolsItemIdMax).regex(updateAgentResponseToolsItemIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().min(1).max(updateAgentResponseToolsItemNameMax).regex(updateAgentResponseToolsItemNameRegExp).describe('The internal name the agent calls the tool by; unique in the project. Only half-width letters, digits and underscore. The spec gives both \'max 63\' and \'1 to 50\'; 1 to 50 satisfies both readings.'),
  "displayName": zod.string().min(1).max(updateAgentResponseToolsItemDisplayNameMax).describe('The name people see; required, at most 20 characters.'),
  "type": zod.enum(['TOOL_TYPE_WORKFLOW', 'TOOL_TYPE_CUSTOM_NODE', 'TOOL_TYPE_SHARED_CUSTOM_NODE']).describe('What the tool runs: TOOL_TYPE_WORKFLOW a published workflow (at one API version), TOOL_TYPE_CUSTOM_NODE a custom node of the project, TOOL_TYPE_SHARED_CUSTOM_NODE a custom node published by an administrator.')
}).describe('A tool of an agent, with the names the studio shows.')).min(1).max(updateAgentResponseToolsMax).describe('The agent\'s tools: at least one, at most 128 (the largest number of tools an LLM function-calling API accepts). A tool in use by an agent cannot be deleted.'),
  "systemPrompt": zod.string().max(updateAgentResponseSystemPromptMax).optional().describe('Optional instructions given to the agent\'s LLM, at most 5000 characters.'),
  "createdBy": zod.object({
  "id": zod.string().max(updateAgentResponseCreatedByIdMax),
  "name": zod.string().max(updateAgentResponseCreatedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "createdAt": zod.iso.datetime({"offset":true}).max(updateAgentResponseCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "updatedAt": zod.iso.datetime({"offset":true}).max(updateAgentResponseUpdatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).describe('An agent of the project and the tools it may call.')

/**
 * Deletes the agent; its tools stay.
 * @summary Delete an agent
 */
export const deleteAgentPathProjectIdMax = 64;


export const deleteAgentPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const deleteAgentPathAgentIdMax = 64;


export const deleteAgentPathAgentIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const DeleteAgentParams = zod.object({
  "projectId": zod.string().min(1).max(deleteAgentPathProjectIdMax).regex(deleteAgentPathProjectIdRegExp).describe('The project.'),
  "agentId": zod.string().min(1).max(deleteAgentPathAgentIdMax).regex(deleteAgentPathAgentIdRegExp).describe('The agent.')
})

export const deleteAgentHeaderIdpMax = 64;

export const deleteAgentHeaderAiwTenantIdMax = 64;


export const deleteAgentHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const DeleteAgentHeader = zod.object({
  "idp": zod.string().min(1).max(deleteAgentHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(deleteAgentHeaderAiwTenantIdMax).regex(deleteAgentHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const DeleteAgentResponse = zod.void()

