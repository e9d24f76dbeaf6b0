import * as zod from 'zod';


/**
 * One page of the workflow's debug runs, newest first (name filters by the starter's name).
 * @summary List a workflow's debug runs
 */
export const listDebugRunsPathProjectIdMax = 64;


export const listDebugRunsPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const listDebugRunsPathWorkflowIdMax = 64;


export const listDebugRunsPathWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const ListDebugRunsParams = zod.object({
  "projectId": zod.string().min(1).max(listDebugRunsPathProjectIdMax).regex(listDebugRunsPathProjectIdRegExp).describe('The project.'),
  "workflowId": zod.string().min(1).max(listDebugRunsPathWorkflowIdMax).regex(listDebugRunsPathWorkflowIdRegExp).describe('The workflow.')
})

export const listDebugRunsQueryPageDefault = 1;
export const listDebugRunsQueryPageMax = 100000;

export const listDebugRunsQueryPageSizeDefault = 10;
export const listDebugRunsQueryPageSizeMin = 10;
export const listDebugRunsQueryPageSizeMax = 100;

export const listDebugRunsQueryNameMax = 200;



export const ListDebugRunsQueryParams = zod.object({
  "page": zod.int().min(1).max(listDebugRunsQueryPageMax).default(listDebugRunsQueryPageDefault).describe('1-based page number (at most 100000, so that the largest list, 1,000,000 items, is reachable at the smallest page size).'),
  "pageSize": zod.int().min(listDebugRunsQueryPageSizeMin).max(listDebugRunsQueryPageSizeMax).default(listDebugRunsQueryPageSizeDefault).describe('Items per page (at least 10).'),
  "name": zod.string().max(listDebugRunsQueryNameMax).optional().describe('Keep only items whose name contains this text (case-insensitive).')
})

export const listDebugRunsHeaderIdpMax = 64;

export const listDebugRunsHeaderAiwTenantIdMax = 64;


export const listDebugRunsHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const ListDebugRunsHeader = zod.object({
  "idp": zod.string().min(1).max(listDebugRunsHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(listDebugRunsHeaderAiwTenantIdMax).regex(listDebugRunsHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const listDebugRunsResponseOneTotalCountMin = 0;
export const listDebugRunsResponseOneTotalCountMax = 1000000;

export const listDebugRunsResponseOnePageMax = 100000;

export const listDebugRunsResponseOnePageSizeMin = 10;
export const listDebugRunsResponseOnePageSizeMax = 100;

export const listDebugRunsResponseTwoItemsItemIdMax = 64;


export const listDebugRunsResponseTwoItemsItemIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const listDebugRunsResponseTwoItemsItemWorkflowIdMax = 64;


export const listDebugRunsResponseTwoItemsItemWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const listDebugRunsResponseTwoItemsItemGraphRevisionMin = 0;
export const listDebugRunsResponseTwoItemsItemGraphRevisionMax = 2147483647;

export const listDebugRunsResponseTwoItemsItemCurrentNodeIdMax = 64;


export const listDebugRunsResponseTwoItemsItemCurrentNodeIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const listDebugRunsResponseTwoItemsItemInputsItemNameMax = 64;

export const listDebugRunsResponseTwoItemsItemInputsItemValueMax = 100000;

export const listDebugRunsResponseTwoItemsItemInputsMax = 50;

export const listDebugRunsResponseTwoItemsItemNodesItemNodeIdMax = 64;


export const listDebugRunsResponseTwoItemsItemNodesItemNodeIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const listDebugRunsResponseTwoItemsItemNodesItemTitleMax = 50;

export const listDebugRunsResponseTwoItemsItemNodesItemStartedAtMax = 40;

export const listDebugRunsResponseTwoItemsItemNodesItemFinishedAtMax = 40;

export const listDebugRunsResponseTwoItemsItemNodesItemElapsedMsMin = 0;
export const listDebugRunsResponseTwoItemsItemNodesItemElapsedMsMax = 86400000;

export const listDebugRunsResponseTwoItemsItemNodesItemUsagePromptTokensMin = 0;
export const listDebugRunsResponseTwoItemsItemNodesItemUsagePromptTokensMax = 10000000;

export const listDebugRunsResponseTwoItemsItemNodesItemUsageCompletionTokensMin = 0;
export const listDebugRunsResponseTwoItemsItemNodesItemUsageCompletionTokensMax = 10000000;

export const listDebugRunsResponseTwoItemsItemNodesItemUsageTotalTokensMin = 0;
export const listDebugRunsResponseTwoItemsItemNodesItemUsageTotalTokensMax = 20000000;

export const listDebugRunsResponseTwoItemsItemNodesItemInputsItemNameMax = 64;

export const listDebugRunsResponseTwoItemsItemNodesItemInputsItemValueMax = 100000;

export const listDebugRunsResponseTwoItemsItemNodesItemInputsMax = 100;

export const listDebugRunsResponseTwoItemsItemNodesItemOutputsItemNameMax = 64;

export const listDebugRunsResponseTwoItemsItemNodesItemOutputsItemValueMax = 100000;

export const listDebugRunsResponseTwoItemsItemNodesItemOutputsMax = 100;

export const listDebugRunsResponseTwoItemsItemNodesItemLogsItemAtMax = 40;

export const listDebugRunsResponseTwoItemsItemNodesItemLogsItemMessageMax = 2000;

export const listDebugRunsResponseTwoItemsItemNodesItemLogsMax = 5000;

export const listDebugRunsResponseTwoItemsItemNodesItemErrorMax = 2000;

export const listDebugRunsResponseTwoItemsItemNodesMax = 500;

export const listDebugRunsResponseTwoItemsItemOutputsItemNameMax = 64;

export const listDebugRunsResponseTwoItemsItemOutputsItemValueMax = 100000;

export const listDebugRunsResponseTwoItemsItemOutputsMax = 50;

export const listDebugRunsResponseTwoItemsItemErrorMax = 2000;

export const listDebugRunsResponseTwoItemsItemStartedAtMax = 40;

export const listDebugRunsResponseTwoItemsItemFinishedAtMax = 40;

export const listDebugRunsResponseTwoItemsItemCreatedByIdMax = 64;

export const listDebugRunsResponseTwoItemsItemCreatedByNameMax = 200;

export const listDebugRunsResponseTwoItemsMax = 100;



export const ListDebugRunsResponse = zod.object({
  "totalCount": zod.int().min(listDebugRunsResponseOneTotalCountMin).max(listDebugRunsResponseOneTotalCountMax).describe('How many items match, over all pages (a list holds at most 1,000,000).'),
  "page": zod.int().min(1).max(listDebugRunsResponseOnePageMax).describe('The page answered (1-based).'),
  "pageSize": zod.int().min(listDebugRunsResponseOnePageSizeMin).max(listDebugRunsResponseOnePageSizeMax).describe('Items per page.')
}).describe('The paging fields every list answer carries beside its items.').and(zod.object({
  "items": zod.array(zod.object({
  "id": zod.string().min(1).max(listDebugRunsResponseTwoItemsItemIdMax).regex(listDebugRunsResponseTwoItemsItemIdRegExp).describe('An opaque identifier.'),
  "workflowId": zod.string().min(1).max(listDebugRunsResponseTwoItemsItemWorkflowIdMax).regex(listDebugRunsResponseTwoItemsItemWorkflowIdRegExp).describe('An opaque identifier.'),
  "mode": zod.enum(['DEBUG_RUN_MODE_STEP', 'DEBUG_RUN_MODE_AUTO']).describe('Step mode waits for `next` before each node; auto mode runs the nodes one after another.'),
  "status": zod.enum(['DEBUG_RUN_STATUS_RUNNING', 'DEBUG_RUN_STATUS_PAUSED', 'DEBUG_RUN_STATUS_SUCCEEDED', 'DEBUG_RUN_STATUS_FAILED', 'DEBUG_RUN_STATUS_CANCELLED']).describe('RUNNING (auto mode, nodes executing), PAUSED (step mode, waiting for next), then one of SUCCEEDED, FAILED (\'Workflow debug execution failed\') or CANCELLED (\'Debug execution cancelled\').'),
  "graphRevision": zod.int().min(listDebugRunsResponseTwoItemsItemGraphRevisionMin).max(listDebugRunsResponseTwoItemsItemGraphRevisionMax).describe('The graph revision being run.'),
  "currentNodeId": zod.string().min(1).max(listDebugRunsResponseTwoItemsItemCurrentNodeIdMax).regex(listDebugRunsResponseTwoItemsItemCurrentNodeIdRegExp).optional().describe('The node running (auto) or to run on the next step (step); absent once finished.'),
  "inputs": zod.array(zod.object({
  "name": zod.string().min(1).max(listDebugRunsResponseTwoItemsItemInputsItemNameMax),
  "value": zod.string().max(listDebugRunsResponseTwoItemsItemInputsItemValueMax)
}).describe('A named value going into or out of a node (values are text; JSON values are serialized).')).max(listDebugRunsResponseTwoItemsItemInputsMax).describe('The start node\'s inputs of this run.'),
  "nodes": zod.array(zod.object({
  "nodeId": zod.string().min(1).max(listDebugRunsResponseTwoItemsItemNodesItemNodeIdMax).regex(listDebugRunsResponseTwoItemsItemNodesItemNodeIdRegExp).describe('A node\'s id, unique in its graph.'),
  "kind": zod.enum(['NODE_KIND_START', 'NODE_KIND_END', 'NODE_KIND_LLM', 'NODE_KIND_KNOWLEDGE', 'NODE_KIND_DATABASE', 'NODE_KIND_IF_ELSE', 'NODE_KIND_WORKFLOW', 'NODE_KIND_CUSTOM_NODE', 'NODE_KIND_SHARED_CUSTOM_NODE']).describe('The nine node kinds of the editor.'),
  "title": zod.string().max(listDebugRunsResponseTwoItemsItemNodesItemTitleMax).optional().describe('The node\'s title on the canvas.'),
  "status": zod.enum(['DEBUG_NODE_STATUS_PENDING', 'DEBUG_NODE_STATUS_RUNNING', 'DEBUG_NODE_STATUS_SUCCEEDED', 'DEBUG_NODE_STATUS_FAILED', 'DEBUG_NODE_STATUS_SKIPPED', 'DEBUG_NODE_STATUS_CANCELLED']).describe('Where one node of a debug run is.'),
  "startedAt": zod.iso.datetime({"offset":true}).max(listDebugRunsResponseTwoItemsItemNodesItemStartedAtMax).optional().describe('An instant in RFC 3339 (UTC).'),
  "finishedAt": zod.iso.datetime({"offset":true}).max(listDebugRunsResponseTwoItemsItemNodesItemFinishedAtMax).optional().describe('An instant in RFC 3339 (UTC).'),
  "elapsedMs": zod.int().min(listDebugRunsResponseTwoItemsItemNodesItemElapsedMsMin).max(listDebugRunsResponseTwoItemsItemNodesItemElapsedMsMax).optional().describe('Milliseconds the node took (finishedAt − startedAt); present once the node finished (succeeded, failed, or cancelled: then the time it ran until stopped), absent while pending or running.'),
  "usage": zod.object({
  "promptTokens": zod.int().min(listDebugRunsResponseTwoItemsItemNodesItemUsagePromptTokensMin).max(listDebugRunsResponseTwoItemsItemNodesItemUsagePromptTokensMax).describe('Tokens of the prompt sent to the model (system prompt included).'),
  "completionTokens": zod.int().min(listDebugRunsResponseTwoItemsItemNodesItemUsageCompletionTokensMin).max(listDebugRunsResponseTwoItemsItemNodesItemUsageCompletionTokensMax).describe('Tokens of the model\'s answer.'),
  "totalTokens": zod.int().min(listDebugRunsResponseTwoItemsItemNodesItemUsageTotalTokensMin).max(listDebugRunsResponseTwoItemsItemNodesItemUsageTotalTokensMax).describe('promptTokens + completionTokens.')
}).optional().describe('The model call\'s token usage; present on an LLM node that succeeded, absent on every other node (other kinds, or an LLM node still running, failed or cancelled).'),
  "inputs": zod.array(zod.object({
  "name": zod.string().min(1).max(listDebugRunsResponseTwoItemsItemNodesItemInputsItemNameMax),
  "value": zod.string().max(listDebugRunsResponseTwoItemsItemNodesItemInputsItemValueMax)
}).describe('A named value going into or out of a node (values are text; JSON values are serialized).')).max(listDebugRunsResponseTwoItemsItemNodesItemInputsMax),
  "outputs": zod.array(zod.object({
  "name": zod.string().min(1).max(listDebugRunsResponseTwoItemsItemNodesItemOutputsItemNameMax),
  "value": zod.string().max(listDebugRunsResponseTwoItemsItemNodesItemOutputsItemValueMax)
}).describe('A named value going into or out of a node (values are text; JSON values are serialized).')).max(listDebugRunsResponseTwoItemsItemNodesItemOutputsMax),
  "logs": zod.array(zod.object({
  "at": zod.iso.datetime({"offset":true}).max(listDebugRunsResponseTwoItemsItemNodesItemLogsItemAtMax).describe('An instant in RFC 3339 (UTC).'),
  "level": zod.enum(['DEBUG_LOG_LEVEL_INFO', 'DEBUG_LOG_LEVEL_WARN', 'DEBUG_LOG_LEVEL_ERROR']),
  "message": zod.string().max(listDebugRunsResponseTwoItemsItemNodesItemLogsItemMessageMax)
})).max(listDebugRunsResponseTwoItemsItemNodesItemLogsMax).describe('The node\'s log in the order it was written. A node can log thousands of lines (a custom node tracing a loop, a large query); the whole log is returned.'),
  "error": zod.string().max(listDebugRunsResponseTwoItemsItemNodesItemErrorMax).optional().describe('Why the node failed.')
}).describe('One node\'s part of a debug run, with its inputs, outputs and log.')).max(listDebugRunsResponseTwoItemsItemNodesMax),
  "outputs": zod.array(zod.object({
  "name": zod.string().min(1).max(listDebugRunsResponseTwoItemsItemOutputsItemNameMax),
  "value": zod.string().max(listDebugRunsResponseTwoItemsItemOutputsItemValueMax)
}).describe('A named value going into or out of a node (values are text; JSON values are serialized).')).max(listDebugRunsResponseTwoItemsItemOutputsMax).describe('The end node\'s outputs, once SUCCEEDED.'),
  "error": zod.string().max(listDebugRunsResponseTwoItemsItemErrorMax).optional().describe('\'Workflow debug execution failed\' or \'Debug execution cancelled\'.'),
  "startedAt": zod.iso.datetime({"offset":true}).max(listDebugRunsResponseTwoItemsItemStartedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "finishedAt": zod.iso.datetime({"offset":true}).max(listDebugRunsResponseTwoItemsItemFinishedAtMax).optional().describe('An instant in RFC 3339 (UTC).'),
  "createdBy": zod.object({
  "id": zod.string().max(listDebugRunsResponseTwoItemsItemCreatedByIdMax),
  "name": zod.string().max(listDebugRunsResponseTwoItemsItemCreatedByNameMax)
}).describe('Who did something, as the studio shows it.')
}).describe('A debug run of the workflow\'s saved graph. Nodes are listed in execution order (the path the if-else branches take); the editor polls it while RUNNING.')).max(listDebugRunsResponseTwoItemsMax)
}))

/**
 * Runs the saved graph with the start node's inputs, in step mode (PAUSED before each node until next) or auto mode (RUNNING through the nodes over time). A graph without a start node answers 400 'Start node is not found', without an end node 400 'End node is not found'.
 * @summary Start a debug run
 */
export const startDebugRunPathProjectIdMax = 64;


export const startDebugRunPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const startDebugRunPathWorkflowIdMax = 64;


export const startDebugRunPathWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const StartDebugRunParams = zod.object({
  "projectId": zod.string().min(1).max(startDebugRunPathProjectIdMax).regex(startDebugRunPathProjectIdRegExp).describe('The project.'),
  "workflowId": zod.string().min(1).max(startDebugRunPathWorkflowIdMax).regex(startDebugRunPathWorkflowIdRegExp).describe('The workflow.')
})

export const startDebugRunHeaderIdpMax = 64;

export const startDebugRunHeaderAiwTenantIdMax = 64;


export const startDebugRunHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const StartDebugRunHeader = zod.object({
  "idp": zod.string().min(1).max(startDebugRunHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(startDebugRunHeaderAiwTenantIdMax).regex(startDebugRunHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const startDebugRunBodyInputsItemNameMax = 64;

export const startDebugRunBodyInputsItemValueMax = 100000;

export const startDebugRunBodyInputsMax = 50;



export const StartDebugRunBody = zod.strictObject({
  "mode": zod.enum(['DEBUG_RUN_MODE_STEP', 'DEBUG_RUN_MODE_AUTO']).describe('Step mode waits for `next` before each node; auto mode runs the nodes one after another.'),
  "inputs": zod.array(zod.strictObject({
  "name": zod.string().min(1).max(startDebugRunBodyInputsItemNameMax),
  "value": zod.string().max(startDebugRunBodyInputsItemValueMax)
}).describe('A named value going into or out of a node (values are text; JSON values are serialized).')).max(startDebugRunBodyInputsMax).optional()
}).describe('Starts a debug run of the saved graph. Inputs not given take the start variables\' debug values; unknown names are refused. The graph needs a start node (\'Start node is not found\') and an end node (\'End node is not found\').')

export const startDebugRunResponseIdMax = 64;


export const startDebugRunResponseIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const startDebugRunResponseWorkflowIdMax = 64;


export const startDebugRunResponseWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const startDebugRunResponseGraphRevisionMin = 0;
export const startDebugRunResponseGraphRevisionMax = 2147483647;

export const startDebugRunResponseCurrentNodeIdMax = 64;


export const startDebugRunResponseCurrentNodeIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const startDebugRunResponseInputsItemNameMax = 64;

export const startDebugRunResponseInputsItemValueMax = 100000;

export const startDebugRunResponseInputsMax = 50;

export const startDebugRunResponseNodesItemNodeIdMax = 64;


export const startDebugRunResponseNodesItemNodeIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const startDebugRunResponseNodesItemTitleMax = 50;

export const startDebugRunResponseNodesItemStartedAtMax = 40;

export const startDebugRunResponseNodesItemFinishedAtMax = 40;

export const startDebugRunResponseNodesItemElapsedMsMin = 0;
export const startDebugRunResponseNodesItemElapsedMsMax = 86400000;

export const startDebugRunResponseNodesItemUsagePromptTokensMin = 0;
export const startDebugRunResponseNodesItemUsagePromptTokensMax = 10000000;

export const startDebugRunResponseNodesItemUsageCompletionTokensMin = 0;
export const startDebugRunResponseNodesItemUsageCompletionTokensMax = 10000000;

export const startDebugRunResponseNodesItemUsageTotalTokensMin = 0;
export const startDebugRunResponseNodesItemUsageTotalTokensMax = 20000000;

export const startDebugRunResponseNodesItemInputsItemNameMax = 64;

export const startDebugRunResponseNodesItemInputsItemValueMax = 100000;

export const startDebugRunResponseNodesItemInputsMax = 100;

export const startDebugRunResponseNodesItemOutputsItemNameMax = 64;

export const startDebugRunResponseNodesItemOutputsItemValueMax = 100000;

export const startDebugRunResponseNodesItemOutputsMax = 100;

export const startDebugRunResponseNodesItemLogsItemAtMax = 40;

export const startDebugRunResponseNodesItemLogsItemMessageMax = 2000;

export const startDebugRunResponseNodesItemLogsMax = 5000;

export const startDebugRunResponseNodesItemErrorMax = 2000;

export const startDebugRunResponseNodesMax = 500;

export const startDebugRunResponseOutputsItemNameMax = 64;

export const startDebugRunResponseOutputsItemValueMax = 100000;

export const startDebugRunResponseOutputsMax = 50;

export const startDebugRunResponseErrorMax = 2000;

export const startDebugRunResponseStartedAtMax = 40;

export const startDebugRunResponseFinishedAtMax = 40;

export const startDebugRunResponseCreatedByIdMax = 64;

export const startDebugRunResponseCreatedByNameMax = 200;



export const StartDebugRunResponse = zod.object({
  "id": zod.string().min(1).max(startDebugRunResponseIdMax).regex(startDebugRunResponseIdRegExp).describe('An opaque identifier.'),
  "workflowId": zod.string().min(1).max(startDebugRunResponseWorkflowIdMax).regex(startDebugRunResponseWorkflowIdRegExp).describe('An opaque identifier.'),
  "mode": zod.enum(['DEBUG_RUN_MODE_STEP', 'DEBUG_RUN_MODE_AUTO']).describe('Step mode waits for `next` before each node; auto mode runs the nodes one after another.'),
  "status": zod.enum(['DEBUG_RUN_STATUS_RUNNING', 'DEBUG_RUN_STATUS_PAUSED', 'DEBUG_RUN_STATUS_SUCCEEDED', 'DEBUG_RUN_STATUS_FAILED', 'DEBUG_RUN_STATUS_CANCELLED']).describe('RUNNING (auto mode, nodes executing), PAUSED (step mode, waiting for next), then one of SUCCEEDED, FAILED (\'Workflow debug execution failed\') or CANCELLED (\'Debug execution cancelled\').'),
  "graphRevision": zod.int().min(startDebugRunResponseGraphRevisionMin).max(startDebugRunResponseGraphRevisionMax).describe('The graph revision being run.'),
  "currentNodeId": zod.string().min(1).max(startDebugRunResponseCurrentNodeIdMax).regex(startDebugRunResponseCurrentNodeIdRegExp).optional().describe('The node running (auto) or to run on the next step (step); absent once finished.'),
  "inputs": zod.array(zod.object({
  "name": zod.string().min(1).max(startDebugRunResponseInputsItemNameMax),
  "value": zod.string().max(startDebugRunResponseInputsItemValueMax)
}).describe('A named value going into or out of a node (values are text; JSON values are serialized).')).max(startDebugRunResponseInputsMax).describe('The start node\'s inputs of this run.'),
  "nodes": zod.array(zod.object({
  "nodeId": zod.string().min(1).max(startDebugRunResponseNodesItemNodeIdMax).regex(startDebugRunResponseNodesItemNodeIdRegExp).describe('A node\'s id, unique in its graph.'),
  "kind": zod.enum(['NODE_KIND_START', 'NODE_KIND_END', 'NODE_KIND_LLM', 'NODE_KIND_KNOWLEDGE', 'NODE_KIND_DATABASE', 'NODE_KIND_IF_ELSE', 'NODE_KIND_WORKFLOW', 'NODE_KIND_CUSTOM_NODE', 'NODE_KIND_SHARED_CUSTOM_NODE']).describe('The nine node kinds of the editor.'),
  "title": zod.string().max(startDebugRunResponseNodesItemTitleMax).optional().describe('The node\'s title on the canvas.'),
  "status": zod.enum(['DEBUG_NODE_STATUS_PENDING', 'DEBUG_NODE_STATUS_RUNNING', 'DEBUG_NODE_STATUS_SUCCEEDED', 'DEBUG_NODE_STATUS_FAILED', 'DEBUG_NODE_STATUS_SKIPPED', 'DEBUG_NODE_STATUS_CANCELLED']).describe('Where one node of a debug run is.'),
  "startedAt": zod.iso.datetime({"offset":true}).max(startDebugRunResponseNodesItemStartedAtMax).optional().describe('An instant in RFC 3339 (UTC).'),
  "finishedAt": zod.iso.datetime({"offset":true}).max(startDebugRunResponseNodesItemFinishedAtMax).optional().describe('An instant in RFC 3339 (UTC).'),
  "elapsedMs": zod.int().min(startDebugRunResponseNodesItemElapsedMsMin).max(startDebugRunResponseNodesItemElapsedMsMax).optional().describe('Milliseconds the node took (finishedAt − startedAt); present once the node finished (succeeded, failed, or cancelled: then the time it ran until stopped), absent while pending or running.'),
  "usage": zod.object({
  "promptTokens": zod.int().min(startDebugRunResponseNodesItemUsagePromptTokensMin).max(startDebugRunResponseNodesItemUsagePromptTokensMax).describe('Tokens of the prompt sent to the model (system prompt included).'),
  "completionTokens": zod.int().min(startDebugRunResponseNodesItemUsageCompletionTokensMin).max(startDebugRunResponseNodesItemUsageCompletionTokensMax).describe('Tokens of the model\'s answer.'),
  "totalTokens": zod.int().min(startDebugRunResponseNodesItemUsageTotalTokensMin).max(startDebugRunResponseNodesItemUsageTotalTokensMax).describe('promptTokens + completionTokens.')
}).optional().describe('The model call\'s token usage; present on an LLM node that succeeded, absent on every other node (other kinds, or an LLM node still running, failed or cancelled).'),
  "inputs": zod.array(zod.object({
  "name": zod.string().min(1).max(startDebugRunResponseNodesItemInputsItemNameMax),
  "value": zod.string().max(startDebugRunResponseNodesItemInputsItemValueMax)
}).describe('A named value going into or out of a node (values are text; JSON values are serialized).')).max(startDebugRunResponseNodesItemInputsMax),
  "outputs": zod.array(zod.object({
  "name": zod.string().min(1).max(startDebugRunResponseNodesItemOutputsItemNameMax),
  "value": zod.string().max(startDebugRunResponseNodesItemOutputsItemValueMax)
}).describe('A named value going into or out of a node (values are text; JSON values are serialized).')).max(startDebugRunResponseNodesItemOutputsMax),
  "logs": zod.array(zod.object({
  "at": zod.iso.datetime({"offset":true}).max(startDebugRunResponseNodesItemLogsItemAtMax).describe('An instant in RFC 3339 (UTC).'),
  "level": zod.enum(['DEBUG_LOG_LEVEL_INFO', 'DEBUG_LOG_LEVEL_WARN', 'DEBUG_LOG_LEVEL_ERROR']),
  "message": zod.string().max(startDebugRunResponseNodesItemLogsItemMessageMax)
})).max(startDebugRunResponseNodesItemLogsMax).describe('The node\'s log in the order it was written. A node can log thousands of lines (a custom node tracing a loop, a large query); the whole log is returned.'),
  "error": zod.string().max(startDebugRunResponseNodesItemErrorMax).optional().describe('Why the node failed.')
}).describe('One node\'s part of a debug run, with its inputs, outputs and log.')).max(startDebugRunResponseNodesMax),
  "outputs": zod.array(zod.object({
  "name": zod.string().min(1).max(startDebugRunResponseOutputsItemNameMax),
  "value": zod.string().max(startDebugRunResponseOutputsItemValueMax)
}).describe('A named value going into or out of a node (values are text; JSON values are serialized).')).max(startDebugRunResponseOutputsMax).describe('The end node\'s outputs, once SUCCEEDED.'),
  "error": zod.string().max(startDebugRunResponseErrorMax).optional().describe('\'Workflow debug execution failed\' or \'Debug execution cancelled\'.'),
  "startedAt": zod.iso.datetime({"offset":true}).max(startDebugRunResponseStartedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "finishedAt": zod.iso.datetime({"offset":true}).max(startDebugRunResponseFinishedAtMax).optional().describe('An instant in RFC 3339 (UTC).'),
  "createdBy": zod.object({
  "id": zod.string().max(startDebugRunResponseCreatedByIdMax),
  "name": zod.string().max(startDebugRunResponseCreatedByNameMax)
}).describe('Who did something, as the studio shows it.')
}).describe('A debug run of the workflow\'s saved graph. Nodes are listed in execution order (the path the if-else branches take); the editor polls it while RUNNING.')

/**
 * The run with its status and, per node, its logs, outputs, elapsed time and (LLM nodes) token usage; poll it while RUNNING.
 * @summary One debug run
 */
export const getDebugRunPathProjectIdMax = 64;


export const getDebugRunPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getDebugRunPathWorkflowIdMax = 64;


export const getDebugRunPathWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getDebugRunPathRunIdMax = 64;


export const getDebugRunPathRunIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const GetDebugRunParams = zod.object({
  "projectId": zod.string().min(1).max(getDebugRunPathProjectIdMax).regex(getDebugRunPathProjectIdRegExp).describe('The project.'),
  "workflowId": zod.string().min(1).max(getDebugRunPathWorkflowIdMax).regex(getDebugRunPathWorkflowIdRegExp).describe('The workflow.'),
  "runId": zod.string().min(1).max(getDebugRunPathRunIdMax).regex(getDebugRunPathRunIdRegExp).describe('The debug run.')
})

export const getDebugRunHeaderIdpMax = 64;

export const getDebugRunHeaderAiwTenantIdMax = 64;


export const getDebugRunHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const GetDebugRunHeader = zod.object({
  "idp": zod.string().min(1).max(getDebugRunHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(getDebugRunHeaderAiwTenantIdMax).regex(getDebugRunHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const getDebugRunResponseIdMax = 64;


export const getDebugRunResponseIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getDebugRunResponseWorkflowIdMax = 64;


export const getDebugRunResponseWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getDebugRunResponseGraphRevisionMin = 0;
export const getDebugRunResponseGraphRevisionMax = 2147483647;

export const getDebugRunResponseCurrentNodeIdMax = 64;


export const getDebugRunResponseCurrentNodeIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getDebugRunResponseInputsItemNameMax = 64;

export const getDebugRunResponseInputsItemValueMax = 100000;

export const getDebugRunResponseInputsMax = 50;

export const getDebugRunResponseNodesItemNodeIdMax = 64;


export const getDebugRunResponseNodesItemNodeIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getDebugRunResponseNodesItemTitleMax = 50;

export const getDebugRunResponseNodesItemStartedAtMax = 40;

export const getDebugRunResponseNodesItemFinishedAtMax = 40;

export const getDebugRunResponseNodesItemElapsedMsMin = 0;
export const getDebugRunResponseNodesItemElapsedMsMax = 86400000;

export const getDebugRunResponseNodesItemUsagePromptTokensMin = 0;
export const getDebugRunResponseNodesItemUsagePromptTokensMax = 10000000;

export const getDebugRunResponseNodesItemUsageCompletionTokensMin = 0;
export const getDebugRunResponseNodesItemUsageCompletionTokensMax = 10000000;

export const getDebugRunResponseNodesItemUsageTotalTokensMin = 0;
export const getDebugRunResponseNodesItemUsageTotalTokensMax = 20000000;

export const getDebugRunResponseNodesItemInputsItemNameMax = 64;

export const getDebugRunResponseNodesItemInputsItemValueMax = 100000;

export const getDebugRunResponseNodesItemInputsMax = 100;

export const getDebugRunResponseNodesItemOutputsItemNameMax = 64;

export const getDebugRunResponseNodesItemOutputsItemValueMax = 100000;

export const getDebugRunResponseNodesItemOutputsMax = 100;

export const getDebugRunResponseNodesItemLogsItemAtMax = 40;

export const getDebugRunResponseNodesItemLogsItemMessageMax = 2000;

export const getDebugRunResponseNodesItemLogsMax = 5000;

export const getDebugRunResponseNodesItemErrorMax = 2000;

export const getDebugRunResponseNodesMax = 500;

export const getDebugRunResponseOutputsItemNameMax = 64;

export const getDebugRunResponseOutputsItemValueMax = 100000;

export const getDebugRunResponseOutputsMax = 50;

export const getDebugRunResponseErrorMax = 2000;

export const getDebugRunResponseStartedAtMax = 40;

export const getDebugRunResponseFinishedAtMax = 40;

export const getDebugRunResponseCreatedByIdMax = 64;

export const getDebugRunResponseCreatedByNameMax = 200;



export const GetDebugRunResponse = zod.object({
  "id": zod.string().min(1).max(getDebugRunResponseIdMax).regex(getDebugRunResponseIdRegExp).describe('An opaque identifier.'),
  "workflowId": zod.string().min(1).max(getDebugRunResponseWorkflowIdMax).regex(getDebugRunResponseWorkflowIdRegExp).describe('An opaque identifier.'),
  "mode": zod.enum(['DEBUG_RUN_MODE_STEP', 'DEBUG_RUN_MODE_AUTO']).describe('Step mode waits for `next` before each node; auto mode runs the nodes one after another.'),
  "status": zod.enum(['DEBUG_RUN_STATUS_RUNNING', 'DEBUG_RUN_STATUS_PAUSED', 'DEBUG_RUN_STATUS_SUCCEEDED', 'DEBUG_RUN_STATUS_FAILED', 'DEBUG_RUN_STATUS_CANCELLED']).describe('RUNNING (auto mode, nodes executing), PAUSED (step mode, waiting for next), then one of SUCCEEDED, FAILED (\'Workflow debug execution failed\') or CANCELLED (\'Debug execution cancelled\').'),
  "graphRevision": zod.int().min(getDebugRunResponseGraphRevisionMin).max(getDebugRunResponseGraphRevisionMax).describe('The graph revision being run.'),
  "currentNodeId": zod.string().min(1).max(getDebugRunResponseCurrentNodeIdMax).regex(getDebugRunResponseCurrentNodeIdRegExp).optional().describe('The node running (auto) or to run on the next step (step); absent once finished.'),
  "inputs": zod.array(zod.object({
  "name": zod.string().min(1).max(getDebugRunResponseInputsItemNameMax),
  "value": zod.string().max(getDebugRunResponseInputsItemValueMax)
}).describe('A named value going into or out of a node (values are text; JSON values are serialized).')).max(getDebugRunResponseInputsMax).describe('The start node\'s inputs of this run.'),
  "nodes": zod.array(zod.object({
  "nodeId": zod.string().min(1).max(getDebugRunResponseNodesItemNodeIdMax).regex(getDebugRunResponseNodesItemNodeIdRegExp).describe('A node\'s id, unique in its graph.'),
  "kind": zod.enum(['NODE_KIND_START', 'NODE_KIND_END', 'NODE_KIND_LLM', 'NODE_KIND_KNOWLEDGE', 'NODE_KIND_DATABASE', 'NODE_KIND_IF_ELSE', 'NODE_KIND_WORKFLOW', 'NODE_KIND_CUSTOM_NODE', 'NODE_KIND_SHARED_CUSTOM_NODE']).describe('The nine node kinds of the editor.'),
  "title": zod.string().max(getDebugRunResponseNodesItemTitleMax).optional().describe('The node\'s title on the canvas.'),
  "status": zod.enum(['DEBUG_NODE_STATUS_PENDING', 'DEBUG_NODE_STATUS_RUNNING', 'DEBUG_NODE_STATUS_SUCCEEDED', 'DEBUG_NODE_STATUS_FAILED', 'DEBUG_NODE_STATUS_SKIPPED', 'DEBUG_NODE_STATUS_CANCELLED']).describe('Where one node of a debug run is.'),
  "startedAt": zod.iso.datetime({"offset":true}).max(getDebugRunResponseNodesItemStartedAtMax).optional().describe('An instant in RFC 3339 (UTC).'),
  "finishedAt": zod.iso.datetime({"offset":true}).max(getDebugRunResponseNodesItemFinishedAtMax).optional().describe('An instant in RFC 3339 (UTC).'),
  "elapsedMs": zod.int().min(getDebugRunResponseNodesItemElapsedMsMin).max(getDebugRunResponseNodesItemElapsedMsMax).optional().describe('Milliseconds the node took (finishedAt − startedAt); present once the node finished (succeeded, failed, or cancelled: then the time it ran until stopped), absent while pending or running.'),
  "usage": zod.object({
  "promptTokens": zod.int().min(getDebugRunResponseNodesItemUsagePromptTokensMin).max(getDebugRunResponseNodesItemUsagePromptTokensMax).describe('Tokens of the prompt sent to the model (system prompt included).'),
  "completionTokens": zod.int().min(getDebugRunResponseNodesItemUsageCompletionTokensMin).max(getDebugRunResponseNodesItemUsageCompletionTokensMax).describe('Tokens of the model\'s answer.'),
  "totalTokens": zod.int().min(getDebugRunResponseNodesItemUsageTotalTokensMin).max(getDebugRunResponseNodesItemUsageTotalTokensMax).describe('promptTokens + completionTokens.')
}).optional().describe('The model call\'s token usage; present on an LLM node that succeeded, absent on every other node (other kinds, or an LLM node still running, failed or cancelled).'),
  "inputs": zod.array(zod.object({
  "name": zod.string().min(1).max(getDebugRunResponseNodesItemInputsItemNameMax),
  "value": zod.string().max(getDebugRunResponseNodesItemInputsItemValueMax)
}).describe('A named value going into or out of a node (values are text; JSON values are serialized).')).max(getDebugRunResponseNodesItemInputsMax),
  "outputs": zod.array(zod.object({
  "name": zod.string().min(1).max(getDebugRunResponseNodesItemOutputsItemNameMax),
  "value": zod.string().max(getDebugRunResponseNodesItemOutputsItemValueMax)
}).describe('A named value going into or out of a node (values are text; JSON values are serialized).')).max(getDebugRunResponseNodesItemOutputsMax),
  "logs": zod.array(zod.object({
  "at": zod.iso.datetime({"offset":true}).max(getDebugRunResponseNodesItemLogsItemAtMax).describe('An instant in RFC 3339 (UTC).'),
  "level": zod.enum(['DEBUG_LOG_LEVEL_INFO', 'DEBUG_LOG_LEVEL_WARN', 'DEBUG_LOG_LEVEL_ERROR']),
  "message": zod.string().max(getDebugRunResponseNodesItemLogsItemMessageMax)
})).max(getDebugRunResponseNodesItemLogsMax).describe('The node\'s log in the order it was written. A node can log thousands of lines (a custom node tracing a loop, a large query); the whole log is returned.'),
  "error": zod.string().max(getDebugRunResponseNodesItemErrorMax).optional().describe('Why the node failed.')
}).describe('One node\'s part of a debug run, with its inputs, outputs and log.')).max(getDebugRunResponseNodesMax),
  "outputs": zod.array(zod.object({
  "name": zod.string().min(1).max(getDebugRunResponseOutputsItemNameMax),
  "value": zod.string().max(getDebugRunResponseOutputsItemValueMax)
}).describe('A named value going into or out of a node (values are text; JSON values are serialized).')).max(getDebugRunResponseOutputsMax).describe('The end node\'s outputs, once SUCCEEDED.'),
  "error": zod.string().max(getDebugRunResponseErrorMax).optional().describe('\'Workflow debug execution failed\' or \'Debug execution cancelled\'.'),
  "startedAt": zod.iso.datetime({"offset":true}).max(getDebugRunResponseStartedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "finishedAt": zod.iso.datetime({"offset":true}).max(getDebugRunResponseFinishedAtMax).optional().describe('An instant in RFC 3339 (UTC).'),
  "createdBy": zod.object({
  "id": zod.string().max(getDebugRunResponseCreatedByIdMax),
  "name": zod.string().max(getDebugRunResponseCreatedByNameMax)
}).describe('Who did something, as the studio shows it.')
}).describe('A debug run of the workflow\'s saved graph. Nodes are listed in execution order (the path the if-else branches take); the editor polls it while RUNNING.')

/**
 * Executes the node the run is paused before. Only PAUSED step-mode runs take a step (409 otherwise).
 * @summary Run the next node of a step-mode run
 */
export const nextDebugRunStepPathProjectIdMax = 64;


export const nextDebugRunStepPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const nextDebugRunStepPathWorkflowIdMax = 64;


export const nextDebugRunStepPathWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const nextDebugRunStepPathRunIdMax = 64;


export const nextDebugRunStepPathRunIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const NextDebugRunStepParams = zod.object({
  "projectId": zod.string().min(1).max(nextDebugRunStepPathProjectIdMax).regex(nextDebugRunStepPathProjectIdRegExp).describe('The project.'),
  "workflowId": zod.string().min(1).max(nextDebugRunStepPathWorkflowIdMax).regex(nextDebugRunStepPathWorkflowIdRegExp).describe('The workflow.'),
  "runId": zod.string().min(1).max(nextDebugRunStepPathRunIdMax).regex(nextDebugRunStepPathRunIdRegExp).describe('The debug run.')
})

export const nextDebugRunStepHeaderIdpMax = 64;

export const nextDebugRunStepHeaderAiwTenantIdMax = 64;


export const nextDebugRunStepHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const NextDebugRunStepHeader = zod.object({
  "idp": zod.string().min(1).max(nextDebugRunStepHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(nextDebugRunStepHeaderAiwTenantIdMax).regex(nextDebugRunStepHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const nextDebugRunStepResponseIdMax = 64;


export const nextDebugRunStepResponseIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const nextDebugRunStepResponseWorkflowIdMax = 64;


export const nextDebugRunStepResponseWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const nextDebugRunStepResponseGraphRevisionMin = 0;
export const nextDebugRunStepResponseGraphRevisionMax = 2147483647;

export const nextDebugRunStepResponseCurrentNodeIdMax = 64;


export const nextDebugRunStepResponseCurrentNodeIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const nextDebugRunStepResponseInputsItemNameMax = 64;

export const nextDebugRunStepResponseInputsItemValueMax = 100000;

export const nextDebugRunStepResponseInputsMax = 50;

export const nextDebugRunStepResponseNodesItemNodeIdMax = 64;


export const nextDebugRunStepResponseNodesItemNodeIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const nextDebugRunStepResponseNodesItemTitleMax = 50;

export const nextDebugRunStepResponseNodesItemStartedAtMax = 40;

export const nextDebugRunStepResponseNodesItemFinishedAtMax = 40;

export const nextDebugRunStepResponseNodesItemElapsedMsMin = 0;
export const nextDebugRunStepResponseNodesItemElapsedMsMax = 86400000;

export const nextDebugRunStepResponseNodesItemUsagePromptTokensMin = 0;
export const nextDebugRunStepResponseNodesItemUsagePromptTokensMax = 10000000;

export const nextDebugRunStepResponseNodesItemUsageCompletionTokensMin = 0;
export const nextDebugRunStepResponseNodesItemUsageCompletionTokensMax = 10000000;

export const nextDebugRunStepResponseNodesItemUsageTotalTokensMin = 0;
export const nextDebugRunStepResponseNodesItemUsageTotalTokensMax = 20000000;

export const nextDebugRunStepResponseNodesItemInputsItemNameMax = 64;

export const nextDebugRunStepResponseNodesItemInputsItemValueMax = 100000;

export const nextDebugRunStepResponseNodesItemInputsMax = 100;

export const nextDebugRunStepResponseNodesItemOutputsItemNameMax = 64;

export const nextDebugRunStepResponseNodesItemOutputsItemValueMax = 100000;

export const nextDebugRunStepResponseNodesItemOutputsMax = 100;

export const nextDebugRunStepResponseNodesItemLogsItemAtMax = 40;

export const nextDebugRunStepResponseNodesItemLogsItemMessageMax = 2000;

export const nextDebugRunStepResponseNodesItemLogsMax = 5000;

export const nextDebugRunStepResponseNodesItemErrorMax = 2000;

export const nextDebugRunStepResponseNodesMax = 500;

export const nextDebugRunStepResponseOutputsItemNameMax = 64;

export const nextDebugRunStepResponseOutputsItemValueMax = 100000;

export const nextDebugRunStepResponseOutputsMax = 50;

export const nextDebugRunStepResponseErrorMax = 2000;

export const nextDebugRunStepResponseStartedAtMax = 40;

export const nextDebugRunStepResponseFinishedAtMax = 40;

export const nextDebugRunStepResponseCreatedByIdMax = 64;

export const nextDebugRunStepResponseCreatedByNameMax = 200;



export const NextDebugRunStepResponse = zod.object({
  "id": zod.string().min(1).max(nextDebugRunStepResponseIdMax).regex(nextDebugRunStepResponseIdRegExp).describe('An opaque identifier.'),
  "workflowId": zod.string().min(1).max(nextDebugRunStepResponseWorkflowIdMax).regex(nextDebugRunStepResponseWorkflowIdRegExp).describe('An opaque identifier.'),
  "mode": zod.enum(['DEBUG_RUN_MODE_STEP', 'DEBUG_RUN_MODE_AUTO']).describe('Step mode waits for `next` before each node; auto mode runs the nodes one after another.'),
  "status": zod.enum(['DEBUG_RUN_STATUS_RUNNING', 'DEBUG_RUN_STATUS_PAUSED', 'DEBUG_RUN_STATUS_SUCCEEDED', 'DEBUG_RUN_STATUS_FAILED', 'DEBUG_RUN_STATUS_CANCELLED']).describe('RUNNING (auto mode, nodes executing), PAUSED (step mode, waiting for next), then one of SUCCEEDED, FAILED (\'Workflow debug execution failed\') or CANCELLED (\'Debug execution cancelled\').'),
  "graphRevision": zod.int().min(nextDebugRunStepResponseGraphRevisionMin).max(nextDebugRunStepResponseGraphRevisionMax).describe('The graph revision being run.'),
  "currentNodeId": zod.string().min(1).max(nextDebugRunStepResponseCurrentNodeIdMax).regex(nextDebugRunStepResponseCurrentNodeIdRegExp).optional().describe('The node running (auto) or to run on the next step (step); absent once finished.'),
  "inputs": zod.array(zod.object({
  "name": zod.string().min(1).max(nextDebugRunStepResponseInputsItemNameMax),
  "value": zod.string().max(nextDebugRunStepResponseInputsItemValueMax)
}).describe('A named value going into or out of a node (values are text; JSON values are serialized).')).max(nextDebugRunStepResponseInputsMax).describe('The start node\'s inputs of this run.'),
  "nodes": zod.array(zod.object({
  "nodeId": zod.string().min(1).max(nextDebugRunStepResponseNodesItemNodeIdMax).regex(nextDebugRunStepResponseNodesItemNodeIdRegExp).describe('A node\'s id, unique in its graph.'),
  "kind": zod.enum(['NODE_KIND_START', 'NODE_KIND_END', 'NODE_KIND_LLM', 'NODE_KIND_KNOWLEDGE', 'NODE_KIND_DATABASE', 'NODE_KIND_IF_ELSE', 'NODE_KIND_WORKFLOW', 'NODE_KIND_CUSTOM_NODE', 'NODE_KIND_SHARED_CUSTOM_NODE']).describe('The nine node kinds of the editor.'),
  "title": zod.string().max(nextDebugRunStepResponseNodesItemTitleMax).optional().describe('The node\'s title on the canvas.'),
  "status": zod.enum(['DEBUG_NODE_STATUS_PENDING', 'DEBUG_NODE_STATUS_RUNNING', 'DEBUG_NODE_STATUS_SUCCEEDED', 'DEBUG_NODE_STATUS_FAILED', 'DEBUG_NODE_STATUS_SKIPPED', 'DEBUG_NODE_STATUS_CANCELLED']).describe('Where one node of a debug run is.'),
  "startedAt": zod.iso.datetime({"offset":true}).max(nextDebugRunStepResponseNodesItemStartedAtMax).optional().describe('An instant in RFC 3339 (UTC).'),
  "finishedAt": zod.iso.datetime({"offset":true}).max(nextDebugRunStepResponseNodesItemFinishedAtMax).optional().describe('An instant in RFC 3339 (UTC).'),
  "elapsedMs": zod.int().min(nextDebugRunStepResponseNodesItemElapsedMsMin).max(nextDebugRunStepResponseNodesItemElapsedMsMax).optional().describe('Milliseconds the node took (finishedAt − startedAt); present once the node finished (succeeded, failed, or cancelled: then the time it ran until stopped), absent while pending or running.'),
  "usage": zod.object({
  "promptTokens": zod.int().min(nextDebugRunStepResponseNodesItemUsagePromptTokensMin).max(nextDebugRunStepResponseNodesItemUsagePromptTokensMax).describe('Tokens of the prompt sent to the model (system prompt included).'),
  "completionTokens": zod.int().min(nextDebugRunStepResponseNodesItemUsageCompletionTokensMin).max(nextDebugRunStepResponseNodesItemUsageCompletionTokensMax).describe('Tokens of the model\'s answer.'),
  "totalTokens": zod.int().min(nextDebugRunStepResponseNodesItemUsageTotalTokensMin).max(nextDebugRunStepResponseNodesItemUsageTotalTokensMax).describe('promptTokens + completionTokens.')
}).optional().describe('The model call\'s token usage; present on an LLM node that succeeded, absent on every other node (other kinds, or an LLM node still running, failed or cancelled).'),
  "inputs": zod.array(zod.object({
  "name": zod.string().min(1).max(nextDebugRunStepResponseNodesItemInputsItemNameMax),
  "value": zod.string().max(nextDebugRunStepResponseNodesItemInputsItemValueMax)
}).describe('A named value going into or out of a node (values are text; JSON values are serialized).')).max(nextDebugRunStepResponseNodesItemInputsMax),
  "outputs": zod.array(zod.object({
  "name": zod.string().min(1).max(nextDebugRunStepResponseNodesItemOutputsItemNameMax),
  "value": zod.string().max(nextDebugRunStepResponseNodesItemOutputsItemValueMax)
}).describe('A named value going into or out of a node (values are text; JSON values are serialized).')).max(nextDebugRunStepResponseNodesItemOutputsMax),
  "logs": zod.array(zod.object({
  "at": zod.iso.datetime({"offset":true}).max(nextDebugRunStepResponseNodesItemLogsItemAtMax).describe('An instant in RFC 3339 (UTC).'),
  "level": zod.enum(['DEBUG_LOG_LEVEL_INFO', 'DEBUG_LOG_LEVEL_WARN', 'DEBUG_LOG_LEVEL_ERROR']),
  "message": zod.string().max(nextDebugRunStepResponseNodesItemLogsItemMessageMax)
})).max(nextDebugRunStepResponseNodesItemLogsMax).describe('The node\'s log in the order it was written. A node can log thousands of lines (a custom node tracing a loop, a large query); the whole log is returned.'),
  "error": zod.string().max(nextDebugRunStepResponseNodesItemErrorMax).optional().describe('Why the node failed.')
}).describe('One node\'s part of a debug run, with its inputs, outputs and log.')).max(nextDebugRunStepResponseNodesMax),
  "outputs": zod.array(zod.object({
  "name": zod.string().min(1).max(nextDebugRunStepResponseOutputsItemNameMax),
  "value": zod.string().max(nextDebugRunStepResponseOutputsItemValueMax)
}).describe('A named value going into or out of a node (values are text; JSON values are serialized).')).max(nextDebugRunStepResponseOutputsMax).describe('The end node\'s outputs, once SUCCEEDED.'),
  "error": zod.string().max(nextDebugRunStepResponseErrorMax).optional().describe('\'Workflow debug execution failed\' or \'Debug execution cancelled\'.'),
  "startedAt": zod.iso.datetime({"offset":true}).max(nextDebugRunStepResponseStartedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "finishedAt": zod.iso.datetime({"offset":true}).max(nextDebugRunStepResponseFinishedAtMax).optional().describe('An instant in RFC 3339 (UTC).'),
  "createdBy": zod.object({
  "id": zod.string().max(nextDebugRunStepResponseCreatedByIdMax),
  "name": zod.string().max(nextDebugRunStepResponseCreatedByNameMax)
}).describe('Who did something, as the studio shows it.')
}).describe('A debug run of the workflow\'s saved graph. Nodes are listed in execution order (the path the if-else branches take); the editor polls it while RUNNING.')

/**
 * Cancels a RUNNING or PAUSED run: status CANCELLED with 'Debug execution cancelled'. The nodes that finished keep their outputs, the node running is CANCELLED, and the nodes never reached are not listed. A finished run answers 409.
 * @summary Stop a debug run
 */
export const stopDebugRunPathProjectIdMax = 64;


export const stopDebugRunPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const stopDebugRunPathWorkflowIdMax = 64;


export const stopDebugRunPathWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const stopDebugRunPathRunIdMax = 64;


export const stopDebugRunPathRunIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const StopDebugRunParams = zod.object({
  "projectId": zod.string().min(1).max(stopDebugRunPathProjectIdMax).regex(stopDebugRunPathProjectIdRegExp).describe('The project.'),
  "workflowId": zod.string().min(1).max(stopDebugRunPathWorkflowIdMax).regex(stopDebugRunPathWorkflowIdRegExp).describe('The workflow.'),
  "runId": zod.string().min(1).max(stopDebugRunPathRunIdMax).regex(stopDebugRunPathRunIdRegExp).describe('The debug run.')
})

export const stopDebugRunHeaderIdpMax = 64;

export const stopDebugRunHeaderAiwTenantIdMax = 64;


export const stopDebugRunHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const StopDebugRunHeader = zod.object({
  "idp": zod.string().min(1).max(stopDebugRunHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(stopDebugRunHeaderAiwTenantIdMax).regex(stopDebugRunHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const stopDebugRunResponseIdMax = 64;


export const stopDebugRunResponseIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const stopDebugRunResponseWorkflowIdMax = 64;


export const stopDebugRunResponseWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const stopDebugRunResponseGraphRevisionMin = 0;
export const stopDebugRunResponseGraphRevisionMax = 2147483647;

export const stopDebugRunResponseCurrentNodeIdMax = 64;


export const stopDebugRunResponseCurrentNodeIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const stopDebugRunResponseInputsItemNameMax = 64;

export const stopDebugRunResponseInputsItemValueMax = 100000;

export const stopDebugRunResponseInputsMax = 50;

export const stopDebugRunResponseNodesItemNodeIdMax = 64;


export const stopDebugRunResponseNodesItemNodeIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const stopDebugRunResponseNodesItemTitleMax = 50;

export const stopDebugRunResponseNodesItemStartedAtMax = 40;

export const stopDebugRunResponseNodesItemFinishedAtMax = 40;

export const stopDebugRunResponseNodesItemElapsedMsMin = 0;
export const stopDebugRunResponseNodesItemElapsedMsMax = 86400000;

export const stopDebugRunResponseNodesItemUsagePromptTokensMin = 0;
export const stopDebugRunResponseNodesItemUsagePromptTokensMax = 10000000;

export const stopDebugRunResponseNodesItemUsageCompletionTokensMin = 0;
export const stopDebugRunResponseNodesItemUsageCompletionTokensMax = 10000000;

export const stopDebugRunResponseNodesItemUsageTotalTokensMin = 0;
export const stopDebugRunResponseNodesItemUsageTotalTokensMax = 20000000;

export const stopDebugRunResponseNodesItemInputsItemNameMax = 64;

export const stopDebugRunResponseNodesItemInputsItemValueMax = 100000;

export const stopDebugRunResponseNodesItemInputsMax = 100;

export const stopDebugRunResponseNodesItemOutputsItemNameMax = 64;

export const stopDebugRunResponseNodesItemOutputsItemValueMax = 100000;

export const stopDebugRunResponseNodesItemOutputsMax = 100;

export const stopDebugRunResponseNodesItemLogsItemAtMax = 40;

export const stopDebugRunResponseNodesItemLogsItemMessageMax = 2000;

export const stopDebugRunResponseNodesItemLogsMax = 5000;

export const stopDebugRunResponseNodesItemErrorMax = 2000;

export const stopDebugRunResponseNodesMax = 500;

export const stopDebugRunResponseOutputsItemNameMax = 64;

export const stopDebugRunResponseOutputsItemValueMax = 100000;

export const stopDebugRunResponseOutputsMax = 50;

export const stopDebugRunResponseErrorMax = 2000;

export const stopDebugRunResponseStartedAtMax = 40;

export const stopDebugRunResponseFinishedAtMax = 40;

export const stopDebugRunResponseCreatedByIdMax = 64;

export const stopDebugRunResponseCreatedByNameMax = 200;



export const StopDebugRunResponse = zod.object({
  "id": zod.string().min(1).max(stopDebugRunResponseIdMax).regex(stopDebugRunResponseIdRegExp).describe('An opaque identifier.'),
  "workflowId": zod.string().min(1).max(stopDebugRunResponseWorkflowIdMax).regex(stopDebugRunResponseWorkflowIdRegExp).describe('An opaque identifier.'),
  "mode": zod.enum(['DEBUG_RUN_MODE_STEP', 'DEBUG_RUN_MODE_AUTO']).describe('Step mode waits for `next` before each node; auto mode runs the nodes one after another.'),
  "status": zod.enum(['DEBUG_RUN_STATUS_RUNNING', 'DEBUG_RUN_STATUS_PAUSED', 'DEBUG_RUN_STATUS_SUCCEEDED', 'DEBUG_RUN_STATUS_FAILED', 'DEBUG_RUN_STATUS_CANCELLED']).describe('RUNNING (auto mode, nodes executing), PAUSED (step mode, waiting for next), then one of SUCCEEDED, FAILED (\'Workflow debug execution failed\') or CANCELLED (\'Debug execution cancelled\').'),
  "graphRevision": zod.int().min(stopDebugRunResponseGraphRevisionMin).max(stopDebugRunResponseGraphRevisionMax).describe('The graph revision being run.'),
  "currentNodeId": zod.string().min(1).max(stopDebugRunResponseCurrentNodeIdMax).regex(stopDebugRunResponseCurrentNodeIdRegExp).optional().describe('The node running (auto) or to run on the next step (step); absent once finished.'),
  "inputs": zod.array(zod.object({
  "name": zod.string().min(1).max(stopDebugRunResponseInputsItemNameMax),
  "value": zod.string().max(stopDebugRunResponseInputsItemValueMax)
}).describe('A named value going into or out of a node (values are text; JSON values are serialized).')).max(stopDebugRunResponseInputsMax).describe('The start node\'s inputs of this run.'),
  "nodes": zod.array(zod.object({
  "nodeId": zod.string().min(1).max(stopDebugRunResponseNodesItemNodeIdMax).regex(stopDebugRunResponseNodesItemNodeIdRegExp).describe('A node\'s id, unique in its graph.'),
  "kind": zod.enum(['NODE_KIND_START', 'NODE_KIND_END', 'NODE_KIND_LLM', 'NODE_KIND_KNOWLEDGE', 'NODE_KIND_DATABASE', 'NODE_KIND_IF_ELSE', 'NODE_KIND_WORKFLOW', 'NODE_KIND_CUSTOM_NODE', 'NODE_KIND_SHARED_CUSTOM_NODE']).describe('The nine node kinds of the editor.'),
  "title": zod.string().max(stopDebugRunResponseNodesItemTitleMax).optional().describe('The node\'s title on the canvas.'),
  "status": zod.enum(['DEBUG_NODE_STATUS_PENDING', 'DEBUG_NODE_STATUS_RUNNING', 'DEBUG_NODE_STATUS_SUCCEEDED', 'DEBUG_NODE_STATUS_FAILED', 'DEBUG_NODE_STATUS_SKIPPED', 'DEBUG_NODE_STATUS_CANCELLED']).describe('Where one node of a debug run is.'),
  "startedAt": zod.iso.datetime({"offset":true}).max(stopDebugRunResponseNodesItemStartedAtMax).optional().describe('An instant in RFC 3339 (UTC).'),
  "finishedAt": zod.iso.datetime({"offset":true}).max(stopDebugRunResponseNodesItemFinishedAtMax).optional().describe('An instant in RFC 3339 (UTC).'),
  "elapsedMs": zod.int().min(stopDebugRunResponseNodesItemElapsedMsMin).max(stopDebugRunResponseNodesItemElapsedMsMax).optional().describe('Milliseconds the node took (finishedAt − startedAt); present once the node finished (succeeded, failed, or cancelled: then the time it ran until stopped), absent while pending or running.'),
  "usage": zod.object({
  "promptTokens": zod.int().min(stopDebugRunResponseNodesItemUsagePromptTokensMin).max(stopDebugRunResponseNodesItemUsagePromptTokensMax).describe('Tokens of the prompt sent to the model (system prompt included).'),
  "completionTokens": zod.int().min(stopDebugRunResponseNodesItemUsageCompletionTokensMin).max(stopDebugRunResponseNodesItemUsageCompletionTokensMax).describe('Tokens of the model\'s answer.'),
  "totalTokens": zod.int().min(stopDebugRunResponseNodesItemUsageTotalTokensMin).max(stopDebugRunResponseNodesItemUsageTotalTokensMax).describe('promptTokens + completionTokens.')
}).optional().describe('The model call\'s token usage; present on an LLM node that succeeded, absent on every other node (other kinds, or an LLM node still running, failed or cancelled).'),
  "inputs": zod.array(zod.object({
  "name": zod.string().min(1).max(stopDebugRunResponseNodesItemInputsItemNameMax),
  "value": zod.string().max(stopDebugRunResponseNodesItemInputsItemValueMax)
}).describe('A named value going into or out of a node (values are text; JSON values are serialized).')).max(stopDebugRunResponseNodesItemInputsMax),
  "outputs": zod.array(zod.object({
  "name": zod.string().min(1).max(stopDebugRunResponseNodesItemOutputsItemNameMax),
  "value": zod.string().max(stopDebugRunResponseNodesItemOutputsItemValueMax)
}).describe('A named value going into or out of a node (values are text; JSON values are serialized).')).max(stopDebugRunResponseNodesItemOutputsMax),
  "logs": zod.array(zod.object({
  "at": zod.iso.datetime({"offset":true}).max(stopDebugRunResponseNodesItemLogsItemAtMax).describe('An instant in RFC 3339 (UTC).'),
  "level": zod.enum(['DEBUG_LOG_LEVEL_INFO', 'DEBUG_LOG_LEVEL_WARN', 'DEBUG_LOG_LEVEL_ERROR']),
  "message": zod.string().max(stopDebugRunResponseNodesItemLogsItemMessageMax)
})).max(stopDebugRunResponseNodesItemLogsMax).describe('The node\'s log in the order it was written. A node can log thousands of lines (a custom node tracing a loop, a large query); the whole log is returned.'),
  "error": zod.string().max(stopDebugRunResponseNodesItemErrorMax).optional().describe('Why the node failed.')
}).describe('One node\'s part of a debug run, with its inputs, outputs and log.')).max(stopDebugRunResponseNodesMax),
  "outputs": zod.array(zod.object({
  "name": zod.string().min(1).max(stopDebugRunResponseOutputsItemNameMax),
  "value": zod.string().max(stopDebugRunResponseOutputsItemValueMax)
}).describe('A named value going into or out of a node (values are text; JSON values are serialized).')).max(stopDebugRunResponseOutputsMax).describe('The end node\'s outputs, once SUCCEEDED.'),
  "error": zod.string().max(stopDebugRunResponseErrorMax).optional().describe('\'Workflow debug execution failed\' or \'Debug execution cancelled\'.'),
  "startedAt": zod.iso.datetime({"offset":true}).max(stopDebugRunResponseStartedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "finishedAt": zod.iso.datetime({"offset":true}).max(stopDebugRunResponseFinishedAtMax).optional().describe('An instant in RFC 3339 (UTC).'),
  "createdBy": zod.object({
  "id": zod.string().max(stopDebugRunResponseCreatedByIdMax),
  "name": zod.string().max(stopDebugRunResponseCreatedByNameMax)
}).describe('Who did something, as the studio shows it.')
}).describe('A debug run of the workflow\'s saved graph. Nodes are listed in execution order (the path the if-else branches take); the editor polls it while RUNNING.')

