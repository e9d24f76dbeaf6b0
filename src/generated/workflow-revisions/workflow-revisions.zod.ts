import * as zod from 'zod';


/**
 * One page of the workflow's saved revisions, newest first, filtered by revision name (name): who saved each and when, what it changed against the revision before it, its name and description and the API versions that run it. Every save (saveWorkflowGraph, restoreWorkflowRevision) records a revision. Retention: the latest 200 revisions of each workflow are kept; an older revision is pruned (the oldest first) unless it is named or an API version runs it, which are kept for as long as the workflow exists. A pruned revision is gone (404). A project or workflow that does not exist in the caller's organization answers 404 ('Workflow not found').
 * @summary List a workflow's saved revisions
 */
export const listWorkflowRevisionsPathProjectIdMax = 64;


export const listWorkflowRevisionsPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const listWorkflowRevisionsPathWorkflowIdMax = 64;


export const listWorkflowRevisionsPathWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const ListWorkflowRevisionsParams = zod.object({
  "projectId": zod.string().min(1).max(listWorkflowRevisionsPathProjectIdMax).regex(listWorkflowRevisionsPathProjectIdRegExp).describe('The project.'),
  "workflowId": zod.string().min(1).max(listWorkflowRevisionsPathWorkflowIdMax).regex(listWorkflowRevisionsPathWorkflowIdRegExp).describe('The workflow.')
})

export const listWorkflowRevisionsQueryPageDefault = 1;
export const listWorkflowRevisionsQueryPageMax = 100000;

export const listWorkflowRevisionsQueryPageSizeDefault = 10;
export const listWorkflowRevisionsQueryPageSizeMin = 10;
export const listWorkflowRevisionsQueryPageSizeMax = 100;

export const listWorkflowRevisionsQueryNameMax = 200;



export const ListWorkflowRevisionsQueryParams = zod.object({
  "page": zod.int().min(1).max(listWorkflowRevisionsQueryPageMax).default(listWorkflowRevisionsQueryPageDefault).describe('1-based page number (at most 100000, so that the largest list, 1,000,000 items, is reachable at the smallest page size).'),
  "pageSize": zod.int().min(listWorkflowRevisionsQueryPageSizeMin).max(listWorkflowRevisionsQueryPageSizeMax).default(listWorkflowRevisionsQueryPageSizeDefault).describe('Items per page (at least 10).'),
  "name": zod.string().max(listWorkflowRevisionsQueryNameMax).optional().describe('Keep only items whose name contains this text (case-insensitive).')
})

export const listWorkflowRevisionsHeaderIdpMax = 64;

export const listWorkflowRevisionsHeaderAiwTenantIdMax = 64;


export const listWorkflowRevisionsHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const ListWorkflowRevisionsHeader = zod.object({
  "idp": zod.string().min(1).max(listWorkflowRevisionsHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(listWorkflowRevisionsHeaderAiwTenantIdMax).regex(listWorkflowRevisionsHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const listWorkflowRevisionsResponseOneTotalCountMin = 0;
export const listWorkflowRevisionsResponseOneTotalCountMax = 1000000;

export const listWorkflowRevisionsResponseOnePageMax = 100000;

export const listWorkflowRevisionsResponseOnePageSizeMin = 10;
export const listWorkflowRevisionsResponseOnePageSizeMax = 100;

export const listWorkflowRevisionsResponseTwoItemsItemWorkflowIdMax = 64;


export const listWorkflowRevisionsResponseTwoItemsItemWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const listWorkflowRevisionsResponseTwoItemsItemRevisionMax = 2147483647;

export const listWorkflowRevisionsResponseTwoItemsItemSavedAtMax = 40;

export const listWorkflowRevisionsResponseTwoItemsItemSavedByIdMax = 64;

export const listWorkflowRevisionsResponseTwoItemsItemSavedByNameMax = 200;

export const listWorkflowRevisionsResponseTwoItemsItemSummaryNodesAddedMin = 0;
export const listWorkflowRevisionsResponseTwoItemsItemSummaryNodesAddedMax = 10000;

export const listWorkflowRevisionsResponseTwoItemsItemSummaryNodesRemovedMin = 0;
export const listWorkflowRevisionsResponseTwoItemsItemSummaryNodesRemovedMax = 10000;

export const listWorkflowRevisionsResponseTwoItemsItemSummaryNodesChangedMin = 0;
export const listWorkflowRevisionsResponseTwoItemsItemSummaryNodesChangedMax = 10000;

export const listWorkflowRevisionsResponseTwoItemsItemSummaryEdgesAddedMin = 0;
export const listWorkflowRevisionsResponseTwoItemsItemSummaryEdgesAddedMax = 10000;

export const listWorkflowRevisionsResponseTwoItemsItemSummaryEdgesRemovedMin = 0;
export const listWorkflowRevisionsResponseTwoItemsItemSummaryEdgesRemovedMax = 10000;

export const listWorkflowRevisionsResponseTwoItemsItemNameMax = 50;

export const listWorkflowRevisionsResponseTwoItemsItemDescriptionMax = 500;

export const listWorkflowRevisionsResponseTwoItemsItemRestoredFromRevisionMax = 2147483647;

export const listWorkflowRevisionsResponseTwoItemsItemRestoredFromNameMax = 50;

export const listWorkflowRevisionsResponseTwoItemsItemApiVersionsItemIdMax = 64;


export const listWorkflowRevisionsResponseTwoItemsItemApiVersionsItemIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const listWorkflowRevisionsResponseTwoItemsItemApiVersionsItemNameMax = 50;

export const listWorkflowRevisionsResponseTwoItemsItemApiVersionsItemWorkflowVersionMax = 100000;

export const listWorkflowRevisionsResponseTwoItemsItemApiVersionsItemCreatedAtMax = 40;

export const listWorkflowRevisionsResponseTwoItemsItemApiVersionsMax = 100;

export const listWorkflowRevisionsResponseTwoItemsMax = 100;



export const ListWorkflowRevisionsResponse = zod.object({
  "totalCount": zod.int().min(listWorkflowRevisionsResponseOneTotalCountMin).max(listWorkflowRevisionsResponseOneTotalCountMax).describe('How many items match, over all pages (a list holds at most 1,000,000).'),
  "page": zod.int().min(1).max(listWorkflowRevisionsResponseOnePageMax).describe('The page answered (1-based).'),
  "pageSize": zod.int().min(listWorkflowRevisionsResponseOnePageSizeMin).max(listWorkflowRevisionsResponseOnePageSizeMax).describe('Items per page.')
}).describe('The paging fields every list answer carries beside its items.').and(zod.object({
  "items": zod.array(zod.object({
  "workflowId": zod.string().min(1).max(listWorkflowRevisionsResponseTwoItemsItemWorkflowIdMax).regex(listWorkflowRevisionsResponseTwoItemsItemWorkflowIdRegExp).describe('An opaque identifier.'),
  "revision": zod.int().min(1).max(listWorkflowRevisionsResponseTwoItemsItemRevisionMax).describe('A saved revision of the workflow\'s graph (WorkflowGraph.revision after the save that made it). Revision 1 is the first save; the starter graph of a new workflow (revision 0) is not a saved revision.'),
  "savedAt": zod.iso.datetime({"offset":true}).max(listWorkflowRevisionsResponseTwoItemsItemSavedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "savedBy": zod.object({
  "id": zod.string().max(listWorkflowRevisionsResponseTwoItemsItemSavedByIdMax),
  "name": zod.string().max(listWorkflowRevisionsResponseTwoItemsItemSavedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "summary": zod.object({
  "nodesAdded": zod.int().min(listWorkflowRevisionsResponseTwoItemsItemSummaryNodesAddedMin).max(listWorkflowRevisionsResponseTwoItemsItemSummaryNodesAddedMax),
  "nodesRemoved": zod.int().min(listWorkflowRevisionsResponseTwoItemsItemSummaryNodesRemovedMin).max(listWorkflowRevisionsResponseTwoItemsItemSummaryNodesRemovedMax),
  "nodesChanged": zod.int().min(listWorkflowRevisionsResponseTwoItemsItemSummaryNodesChangedMin).max(listWorkflowRevisionsResponseTwoItemsItemSummaryNodesChangedMax),
  "edgesAdded": zod.int().min(listWorkflowRevisionsResponseTwoItemsItemSummaryEdgesAddedMin).max(listWorkflowRevisionsResponseTwoItemsItemSummaryEdgesAddedMax),
  "edgesRemoved": zod.int().min(listWorkflowRevisionsResponseTwoItemsItemSummaryEdgesRemovedMin).max(listWorkflowRevisionsResponseTwoItemsItemSummaryEdgesRemovedMax)
}).describe('What a save changed against the graph it replaced (the first save of a new workflow: its starter graph), computed when the revision is saved, so it stays when the revision before is pruned. Nodes are matched by id: a node is changed when its kind, title or data differ (its position is layout, not a change). Edges are matched by source, sourceHandle and target (a new edge id alone is not a change).'),
  "name": zod.string().max(listWorkflowRevisionsResponseTwoItemsItemNameMax).optional().describe('A revision\'s name, unique per workflow (compared after trimming; 409 WorkflowRevisionNameConflict). At most 50 characters. An empty name clears it.'),
  "description": zod.string().max(listWorkflowRevisionsResponseTwoItemsItemDescriptionMax).optional().describe('What the revision is about, in the user\'s words. At most 500 characters; empty clears it.'),
  "restoredFrom": zod.object({
  "revision": zod.int().min(1).max(listWorkflowRevisionsResponseTwoItemsItemRestoredFromRevisionMax).describe('A saved revision of the workflow\'s graph (WorkflowGraph.revision after the save that made it). Revision 1 is the first save; the starter graph of a new workflow (revision 0) is not a saved revision.'),
  "name": zod.string().max(listWorkflowRevisionsResponseTwoItemsItemRestoredFromNameMax).optional().describe('A revision\'s name, unique per workflow (compared after trimming; 409 WorkflowRevisionNameConflict). At most 50 characters. An empty name clears it.')
}).optional().describe('The revision a restore copied (restoreWorkflowRevision), with its name at the time of the restore; the studio words it (\'Restored from revision 4 (本番リリース前)\').'),
  "apiVersions": zod.array(zod.object({
  "id": zod.string().min(1).max(listWorkflowRevisionsResponseTwoItemsItemApiVersionsItemIdMax).regex(listWorkflowRevisionsResponseTwoItemsItemApiVersionsItemIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().max(listWorkflowRevisionsResponseTwoItemsItemApiVersionsItemNameMax),
  "status": zod.enum(['WORKFLOW_API_STATUS_PUBLISHED', 'WORKFLOW_API_STATUS_UNPUBLISHED']).describe('Whether an API version of the workflow is published.'),
  "workflowVersion": zod.int().min(1).max(listWorkflowRevisionsResponseTwoItemsItemApiVersionsItemWorkflowVersionMax).describe('The saved workflow version (revision) this API version runs (ApiVersion.workflowVersion).'),
  "createdAt": zod.iso.datetime({"offset":true}).max(listWorkflowRevisionsResponseTwoItemsItemApiVersionsItemCreatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).describe('An API version of the workflow, as the workflow list and pickers show it: its name, its status and the saved workflow version (revision) it runs, the number a job runs (Job.workflowVersion).')).max(listWorkflowRevisionsResponseTwoItemsItemApiVersionsMax).describe('The workflow\'s API versions that run this revision, newest first (empty when none does).')
}).describe('One saved revision of a workflow\'s graph: who saved it and when, what changed against the revision before it, its optional name and description, the revision it was restored from (a restore), and the API versions that run it (ApiVersion.workflowVersion equal to this revision).')).max(listWorkflowRevisionsResponseTwoItemsMax)
})).describe('One page of a workflow\'s saved revisions, newest first. At most the latest 200 revisions of a workflow are kept besides the named ones and those an API version runs (see listWorkflowRevisions).')

/**
 * The revision's metadata and its graph, in the shape getWorkflowGraph answers. A revision that was never saved or has been pruned answers 404 ('Revision not found').
 * @summary A saved revision with its graph
 */
export const getWorkflowRevisionPathProjectIdMax = 64;


export const getWorkflowRevisionPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getWorkflowRevisionPathWorkflowIdMax = 64;


export const getWorkflowRevisionPathWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getWorkflowRevisionPathRevisionMax = 2147483647;



export const GetWorkflowRevisionParams = zod.object({
  "projectId": zod.string().min(1).max(getWorkflowRevisionPathProjectIdMax).regex(getWorkflowRevisionPathProjectIdRegExp).describe('The project.'),
  "workflowId": zod.string().min(1).max(getWorkflowRevisionPathWorkflowIdMax).regex(getWorkflowRevisionPathWorkflowIdRegExp).describe('The workflow.'),
  "revision": zod.int().min(1).max(getWorkflowRevisionPathRevisionMax).describe('The saved revision (1 is the first save).')
})

export const getWorkflowRevisionHeaderIdpMax = 64;

export const getWorkflowRevisionHeaderAiwTenantIdMax = 64;


export const getWorkflowRevisionHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const GetWorkflowRevisionHeader = zod.object({
  "idp": zod.string().min(1).max(getWorkflowRevisionHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(getWorkflowRevisionHeaderAiwTenantIdMax).regex(getWorkflowRevisionHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const getWorkflowRevisionResponseOneWorkflowIdMax = 64;


export const getWorkflowRevisionResponseOneWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getWorkflowRevisionResponseOneRevisionMax = 2147483647;

export const getWorkflowRevisionResponseOneSavedAtMax = 40;

export const getWorkflowRevisionResponseOneSavedByIdMax = 64;

export const getWorkflowRevisionResponseOneSavedByNameMax = 200;

export const getWorkflowRevisionResponseOneSummaryNodesAddedMin = 0;
export const getWorkflowRevisionResponseOneSummaryNodesAddedMax = 10000;

export const getWorkflowRevisionResponseOneSummaryNodesRemovedMin = 0;
export const getWorkflowRevisionResponseOneSummaryNodesRemovedMax = 10000;

export const getWorkflowRevisionResponseOneSummaryNodesChangedMin = 0;
export const getWorkflowRevisionResponseOneSummaryNodesChangedMax = 10000;

export const getWorkflowRevisionResponseOneSummaryEdgesAddedMin = 0;
export const getWorkflowRevisionResponseOneSummaryEdgesAddedMax = 10000;

export const getWorkflowRevisionResponseOneSummaryEdgesRemovedMin = 0;
export const getWorkflowRevisionResponseOneSummaryEdgesRemovedMax = 10000;

export const getWorkflowRevisionResponseOneNameMax = 50;

export const getWorkflowRevisionResponseOneDescriptionMax = 500;

export const getWorkflowRevisionResponseOneRestoredFromRevisionMax = 2147483647;

export const getWorkflowRevisionResponseOneRestoredFromNameMax = 50;

export const getWorkflowRevisionResponseOneApiVersionsItemIdMax = 64;


export const getWorkflowRevisionResponseOneApiVersionsItemIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getWorkflowRevisionResponseOneApiVersionsItemNameMax = 50;

export const getWorkflowRevisionResponseOneApiVersionsItemWorkflowVersionMax = 100000;

export const getWorkflowRevisionResponseOneApiVersionsItemCreatedAtMax = 40;

export const getWorkflowRevisionResponseOneApiVersionsMax = 100;

export const getWorkflowRevisionResponseTwoGraphWorkflowIdMax = 64;


export const getWorkflowRevisionResponseTwoGraphWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getWorkflowRevisionResponseTwoGraphRevisionMin = 0;
export const getWorkflowRevisionResponseTwoGraphRevisionMax = 2147483647;

export const getWorkflowRevisionResponseTwoGraphNodesItemOneIdMax = 64;


export const getWorkflowRevisionResponseTwoGraphNodesItemOneIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getWorkflowRevisionResponseTwoGraphNodesItemOneTitleMax = 50;

export const getWorkflowRevisionResponseTwoGraphNodesItemOnePositionXMin = -100000;
export const getWorkflowRevisionResponseTwoGraphNodesItemOnePositionXMax = 100000;

export const getWorkflowRevisionResponseTwoGraphNodesItemOnePositionYMin = -100000;
export const getWorkflowRevisionResponseTwoGraphNodesItemOnePositionYMax = 100000;

export const getWorkflowRevisionResponseTwoGraphNodesItemOneDataInputVariablesItemNameMax = 64;


export const getWorkflowRevisionResponseTwoGraphNodesItemOneDataInputVariablesItemNameRegExp = new RegExp('^[A-Za-z_][A-Za-z0-9_]*$');
export const getWorkflowRevisionResponseTwoGraphNodesItemOneDataInputVariablesItemDebugValueMax = 5000;

export const getWorkflowRevisionResponseTwoGraphNodesItemOneDataInputVariablesMax = 50;

export const getWorkflowRevisionResponseTwoGraphNodesItemTwoIdMax = 64;


export const getWorkflowRevisionResponseTwoGraphNodesItemTwoIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getWorkflowRevisionResponseTwoGraphNodesItemTwoTitleMax = 50;

export const getWorkflowRevisionResponseTwoGraphNodesItemTwoPositionXMin = -100000;
export const getWorkflowRevisionResponseTwoGraphNodesItemTwoPositionXMax = 100000;

export const getWorkflowRevisionResponseTwoGraphNodesItemTwoPositionYMin = -100000;
export const getWorkflowRevisionResponseTwoGraphNodesItemTwoPositionYMax = 100000;

export const getWorkflowRevisionResponseTwoGraphNodesItemTwoDataOutputVariablesItemNameMax = 64;


export const getWorkflowRevisionResponseTwoGraphNodesItemTwoDataOutputVariablesItemNameRegExp = new RegExp('^[A-Za-z_][A-Za-z0-9_]*$');
export const getWorkflowRevisionResponseTwoGraphNodesItemTwoDataOutputVariablesItemValueMax = 5000;

export const getWorkflowRevisionResponseTwoGraphNodesItemTwoDataOutputVariablesMax = 50;

export const getWorkflowRevisionResponseTwoGraphNodesItemThreeIdMax = 64;


export const getWorkflowRevisionResponseTwoGraphNodesItemThreeIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getWorkflowRevisionResponseTwoGraphNodesItemThreeTitleMax = 50;

export const getWorkflowRevisionResponseTwoGraphNodesItemThreePositionXMin = -100000;
export const getWorkflowRevisionResponseTwoGraphNodesItemThreePositionXMax = 100000;

export const getWorkflowRevisionResponseTwoGraphNodesItemThreePositionYMin = -100000;
export const getWorkflowRevisionResponseTwoGraphNodesItemThreePositionYMax = 100000;

export const getWorkflowRevisionResponseTwoGraphNodesItemThreeDataModelIdMax = 100;

export const getWorkflowRevisionResponseTwoGraphNodesItemThreeDataPromptMax = 20000;

export const getWorkflowRevisionResponseTwoGraphNodesItemThreeDataSystemPromptMax = 20000;

export const getWorkflowRevisionResponseTwoGraphNodesItemThreeDataOutputVariableMax = 64;


export const getWorkflowRevisionResponseTwoGraphNodesItemThreeDataOutputVariableRegExp = new RegExp('^[A-Za-z_][A-Za-z0-9_]*$');
export const getWorkflowRevisionResponseTwoGraphNodesItemThreeDataTemperatureMin = 0;
export const getWorkflowRevisionResponseTwoGraphNodesItemThreeDataTemperatureMax = 2;

export const getWorkflowRevisionResponseTwoGraphNodesItemThreeDataMaxTokensMax = 128000;

export const getWorkflowRevisionResponseTwoGraphNodesItemThreeDataTopPMin = 0;
export const getWorkflowRevisionResponseTwoGraphNodesItemThreeDataTopPMax = 1;

export const getWorkflowRevisionResponseTwoGraphNodesItemThreeDataKnowledgeItemMax = 64;


export const getWorkflowRevisionResponseTwoGraphNodesItemThreeDataKnowledgeItemRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getWorkflowRevisionResponseTwoGraphNodesItemThreeDataKnowledgeMax = 10;

export const getWorkflowRevisionResponseTwoGraphNodesItemThreeDataImageUrlsItemMax = 2000;

export const getWorkflowRevisionResponseTwoGraphNodesItemThreeDataImageUrlsMax = 10;

export const getWorkflowRevisionResponseTwoGraphNodesItemThreeDataVideoUrlsItemMax = 2000;

export const getWorkflowRevisionResponseTwoGraphNodesItemThreeDataVideoUrlsMax = 10;

export const getWorkflowRevisionResponseTwoGraphNodesItemThreeDataAudioUrlsItemMax = 2000;

export const getWorkflowRevisionResponseTwoGraphNodesItemThreeDataAudioUrlsMax = 10;

export const getWorkflowRevisionResponseTwoGraphNodesItemThreeDataFileUrlsItemMax = 2000;

export const getWorkflowRevisionResponseTwoGraphNodesItemThreeDataFileUrlsMax = 10;

export const getWorkflowRevisionResponseTwoGraphNodesItemFourIdMax = 64;


export const getWorkflowRevisionResponseTwoGraphNodesItemFourIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getWorkflowRevisionResponseTwoGraphNodesItemFourTitleMax = 50;

export const getWorkflowRevisionResponseTwoGraphNodesItemFourPositionXMin = -100000;
export const getWorkflowRevisionResponseTwoGraphNodesItemFourPositionXMax = 100000;

export const getWorkflowRevisionResponseTwoGraphNodesItemFourPositionYMin = -100000;
export const getWorkflowRevisionResponseTwoGraphNodesItemFourPositionYMax = 100000;

export const getWorkflowRevisionResponseTwoGraphNodesItemFourDataIndexIdMax = 64;


export const getWorkflowRevisionResponseTwoGraphNodesItemFourDataIndexIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getWorkflowRevisionResponseTwoGraphNodesItemFourDataQueryMax = 5000;

export const getWorkflowRevisionResponseTwoGraphNodesItemFourDataNumberOfDocumentsMax = 50;

export const getWorkflowRevisionResponseTwoGraphNodesItemFourDataMinimumScoreMin = 0;
export const getWorkflowRevisionResponseTwoGraphNodesItemFourDataMinimumScoreMax = 1;

export const getWorkflowRevisionResponseTwoGraphNodesItemFiveIdMax = 64;


export const getWorkflowRevisionResponseTwoGraphNodesItemFiveIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getWorkflowRevisionResponseTwoGraphNodesItemFiveTitleMax = 50;

export const getWorkflowRevisionResponseTwoGraphNodesItemFivePositionXMin = -100000;
export const getWorkflowRevisionResponseTwoGraphNodesItemFivePositionXMax = 100000;

export const getWorkflowRevisionResponseTwoGraphNodesItemFivePositionYMin = -100000;
export const getWorkflowRevisionResponseTwoGraphNodesItemFivePositionYMax = 100000;

export const getWorkflowRevisionResponseTwoGraphNodesItemFiveDataVariableMax = 64;


export const getWorkflowRevisionResponseTwoGraphNodesItemFiveDataVariableRegExp = new RegExp('^[A-Za-z_][A-Za-z0-9_]*$');
export const getWorkflowRevisionResponseTwoGraphNodesItemFiveDataConnectionIdMax = 64;


export const getWorkflowRevisionResponseTwoGraphNodesItemFiveDataConnectionIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getWorkflowRevisionResponseTwoGraphNodesItemFiveDataQueryMax = 20000;

export const getWorkflowRevisionResponseTwoGraphNodesItemFiveDataBindVariablesItemNameMax = 64;


export const getWorkflowRevisionResponseTwoGraphNodesItemFiveDataBindVariablesItemNameRegExp = new RegExp('^[A-Za-z_][A-Za-z0-9_]*$');
export const getWorkflowRevisionResponseTwoGraphNodesItemFiveDataBindVariablesItemValueMax = 100000;

export const getWorkflowRevisionResponseTwoGraphNodesItemFiveDataBindVariablesMax = 50;

export const getWorkflowRevisionResponseTwoGraphNodesItemSixIdMax = 64;


export const getWorkflowRevisionResponseTwoGraphNodesItemSixIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getWorkflowRevisionResponseTwoGraphNodesItemSixTitleMax = 50;

export const getWorkflowRevisionResponseTwoGraphNodesItemSixPositionXMin = -100000;
export const getWorkflowRevisionResponseTwoGraphNodesItemSixPositionXMax = 100000;

export const getWorkflowRevisionResponseTwoGraphNodesItemSixPositionYMin = -100000;
export const getWorkflowRevisionResponseTwoGraphNodesItemSixPositionYMax = 100000;

export const getWorkflowRevisionResponseTwoGraphNodesItemSixDataBranchesItemIdMax = 64;


export const getWorkflowRevisionResponseTwoGraphNodesItemSixDataBranchesItemIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getWorkflowRevisionResponseTwoGraphNodesItemSixDataBranchesItemConditionsItemInputVariableMax = 5000;

export const getWorkflowRevisionResponseTwoGraphNodesItemSixDataBranchesItemConditionsItemValueMax = 5000;

export const getWorkflowRevisionResponseTwoGraphNodesItemSixDataBranchesItemConditionsMax = 20;

export const getWorkflowRevisionResponseTwoGraphNodesItemSixDataBranchesMax = 20;

export const getWorkflowRevisionResponseTwoGraphNodesItemSevenIdMax = 64;


export const getWorkflowRevisionResponseTwoGraphNodesItemSevenIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getWorkflowRevisionResponseTwoGraphNodesItemSevenTitleMax = 50;

export const getWorkflowRevisionResponseTwoGraphNodesItemSevenPositionXMin = -100000;
export const getWorkflowRevisionResponseTwoGraphNodesItemSevenPositionXMax = 100000;

export const getWorkflowRevisionResponseTwoGraphNodesItemSevenPositionYMin = -100000;
export const getWorkflowRevisionResponseTwoGraphNodesItemSevenPositionYMax = 100000;

export const getWorkflowRevisionResponseTwoGraphNodesItemSevenDataWorkflowIdMax = 64;


export const getWorkflowRevisionResponseTwoGraphNodesItemSevenDataWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getWorkflowRevisionResponseTwoGraphNodesItemSevenDataVersionMax = 50;

export const getWorkflowRevisionResponseTwoGraphNodesItemSevenDataVariableMax = 64;


export const getWorkflowRevisionResponseTwoGraphNodesItemSevenDataVariableRegExp = new RegExp('^[A-Za-z_][A-Za-z0-9_]*$');
export const getWorkflowRevisionResponseTwoGraphNodesItemEightIdMax = 64;


export const getWorkflowRevisionResponseTwoGraphNodesItemEightIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getWorkflowRevisionResponseTwoGraphNodesItemEightTitleMax = 50;

export const getWorkflowRevisionResponseTwoGraphNodesItemEightPositionXMin = -100000;
export const getWorkflowRevisionResponseTwoGraphNodesItemEightPositionXMax = 100000;

export const getWorkflowRevisionResponseTwoGraphNodesItemEightPositionYMin = -100000;
export const getWorkflowRevisionResponseTwoGraphNodesItemEightPositionYMax = 100000;

export const getWorkflowRevisionResponseTwoGraphNodesItemEightDataCustomNodeIdMax = 64;


export const getWorkflowRevisionResponseTwoGraphNodesItemEightDataCustomNodeIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getWorkflowRevisionResponseTwoGraphNodesItemEightDataConfigFileIdMax = 64;


export const getWorkflowRevisionResponseTwoGraphNodesItemEightDataConfigFileIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getWorkflowRevisionResponseTwoGraphNodesItemEightDataVariableMax = 64;


export const getWorkflowRevisionResponseTwoGraphNodesItemEightDataVariableRegExp = new RegExp('^[A-Za-z_][A-Za-z0-9_]*$');
export const getWorkflowRevisionResponseTwoGraphNodesItemEightDataInputParametersItemNameMax = 64;

export const getWorkflowRevisionResponseTwoGraphNodesItemEightDataInputParametersItemValueMax = 5000;

export const getWorkflowRevisionResponseTwoGraphNodesItemEightDataInputParametersMax = 50;

export const getWorkflowRevisionResponseTwoGraphNodesItemNineIdMax = 64;


export const getWorkflowRevisionResponseTwoGraphNodesItemNineIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getWorkflowRevisionResponseTwoGraphNodesItemNineTitleMax = 50;

export const getWorkflowRevisionResponseTwoGraphNodesItemNinePositionXMin = -100000;
export const getWorkflowRevisionResponseTwoGraphNodesItemNinePositionXMax = 100000;

export const getWorkflowRevisionResponseTwoGraphNodesItemNinePositionYMin = -100000;
export const getWorkflowRevisionResponseTwoGraphNodesItemNinePositionYMax = 100000;

export const getWorkflowRevisionResponseTwoGraphNodesItemNineDataSharedCustomNodeIdMax = 64;


export const getWorkflowRevisionResponseTwoGraphNodesItemNineDataSharedCustomNodeIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getWorkflowRevisionResponseTwoGraphNodesItemNineDataConfigFileIdMax = 64;


export const getWorkflowRevisionResponseTwoGraphNodesItemNineDataConfigFileIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getWorkflowRevisionResponseTwoGraphNodesItemNineDataVariableMax = 64;


export const getWorkflowRevisionResponseTwoGraphNodesItemNineDataVariableRegExp = new RegExp('^[A-Za-z_][A-Za-z0-9_]*$');
export const getWorkflowRevisionResponseTwoGraphNodesItemNineDataInputParametersItemNameMax = 64;

export const getWorkflowRevisionResponseTwoGraphNodesItemNineDataInputParametersItemValueMax = 5000;

export const getWorkflowRevisionResponseTwoGraphNodesItemNineDataInputParametersMax = 50;

export const getWorkflowRevisionResponseTwoGraphNodesMax = 5000;

export const getWorkflowRevisionResponseTwoGraphEdgesItemIdMax = 64;


export const getWorkflowRevisionResponseTwoGraphEdgesItemIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getWorkflowRevisionResponseTwoGraphEdgesItemSourceMax = 64;


export const getWorkflowRevisionResponseTwoGraphEdgesItemSourceRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getWorkflowRevisionResponseTwoGraphEdgesItemTargetMax = 64;


export const getWorkflowRevisionResponseTwoGraphEdgesItemTargetRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getWorkflowRevisionResponseTwoGraphEdgesItemSourceHandleMax = 64;

export const getWorkflowRevisionResponseTwoGraphEdgesMax = 10000;

export const getWorkflowRevisionResponseTwoGraphUpdatedAtMax = 40;

export const getWorkflowRevisionResponseTwoGraphUpdatedByIdMax = 64;

export const getWorkflowRevisionResponseTwoGraphUpdatedByNameMax = 200;



export const GetWorkflowRevisionResponse = zod.object({
  "workflowId": zod.string().min(1).max(getWorkflowRevisionResponseOneWorkflowIdMax).regex(getWorkflowRevisionResponseOneWorkflowIdRegExp).describe('An opaque identifier.'),
  "revision": zod.int().min(1).max(getWorkflowRevisionResponseOneRevisionMax).describe('A saved revision of the workflow\'s graph (WorkflowGraph.revision after the save that made it). Revision 1 is the first save; the starter graph of a new workflow (revision 0) is not a saved revision.'),
  "savedAt": zod.iso.datetime({"offset":true}).max(getWorkflowRevisionResponseOneSavedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "savedBy": zod.object({
  "id": zod.string().max(getWorkflowRevisionResponseOneSavedByIdMax),
  "name": zod.string().max(getWorkflowRevisionResponseOneSavedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "summary": zod.object({
  "nodesAdded": zod.int().min(getWorkflowRevisionResponseOneSummaryNodesAddedMin).max(getWorkflowRevisionResponseOneSummaryNodesAddedMax),
  "nodesRemoved": zod.int().min(getWorkflowRevisionResponseOneSummaryNodesRemovedMin).max(getWorkflowRevisionResponseOneSummaryNodesRemovedMax),
  "nodesChanged": zod.int().min(getWorkflowRevisionResponseOneSummaryNodesChangedMin).max(getWorkflowRevisionResponseOneSummaryNodesChangedMax),
  "edgesAdded": zod.int().min(getWorkflowRevisionResponseOneSummaryEdgesAddedMin).max(getWorkflowRevisionResponseOneSummaryEdgesAddedMax),
  "edgesRemoved": zod.int().min(getWorkflowRevisionResponseOneSummaryEdgesRemovedMin).max(getWorkflowRevisionResponseOneSummaryEdgesRemovedMax)
}).describe('What a save changed against the graph it replaced (the first save of a new workflow: its starter graph), computed when the revision is saved, so it stays when the revision before is pruned. Nodes are matched by id: a node is changed when its kind, title or data differ (its position is layout, not a change). Edges are matched by source, sourceHandle and target (a new edge id alone is not a change).'),
  "name": zod.string().max(getWorkflowRevisionResponseOneNameMax).optional().describe('A revision\'s name, unique per workflow (compared after trimming; 409 WorkflowRevisionNameConflict). At most 50 characters. An empty name clears it.'),
  "description": zod.string().max(getWorkflowRevisionResponseOneDescriptionMax).optional().describe('What the revision is about, in the user\'s words. At most 500 characters; empty clears it.'),
  "restoredFrom": zod.object({
  "revision": zod.int().min(1).max(getWorkflowRevisionResponseOneRestoredFromRevisionMax).describe('A saved revision of the workflow\'s graph (WorkflowGraph.revision after the save that made it). Revision 1 is the first save; the starter graph of a new workflow (revision 0) is not a saved revision.'),
  "name": zod.string().max(getWorkflowRevisionResponseOneRestoredFromNameMax).optional().describe('A revision\'s name, unique per workflow (compared after trimming; 409 WorkflowRevisionNameConflict). At most 50 characters. An empty name clears it.')
}).optional().describe('The revision a restore copied (restoreWorkflowRevision), with its name at the time of the restore; the studio words it (\'Restored from revision 4 (本番リリース前)\').'),
  "apiVersions": zod.array(zod.object({
  "id": zod.string().min(1).max(getWorkflowRevisionResponseOneApiVersionsItemIdMax).regex(getWorkflowRevisionResponseOneApiVersionsItemIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().max(getWorkflowRevisionResponseOneApiVersionsItemNameMax),
  "status": zod.enum(['WORKFLOW_API_STATUS_PUBLISHED', 'WORKFLOW_API_STATUS_UNPUBLISHED']).describe('Whether an API version of the workflow is published.'),
  "workflowVersion": zod.int().min(1).max(getWorkflowRevisionResponseOneApiVersionsItemWorkflowVersionMax).describe('The saved workflow version (revision) this API version runs (ApiVersion.workflowVersion).'),
  "createdAt": zod.iso.datetime({"offset":true}).max(getWorkflowRevisionResponseOneApiVersionsItemCreatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).describe('An API version of the workflow, as the workflow list and pickers show it: its name, its status and the saved workflow version (revision) it runs, the number a job runs (Job.workflowVersion).')).max(getWorkflowRevisionResponseOneApiVersionsMax).describe('The workflow\'s API versions that run this revision, newest first (empty when none does).')
}).describe('One saved revision of a workflow\'s graph: who saved it and when, what changed against the revision before it, its optional name and description, the revision it was restored from (a restore), and the API versions that run it (ApiVersion.workflowVersion equal to this revision).').and(zod.object({
  "graph": zod.object({
  "workflowId": zod.string().min(1).max(getWorkflowRevisionResponseTwoGraphWorkflowIdMax).regex(getWorkflowRevisionResponseTwoGraphWorkflowIdRegExp).describe('An opaque identifier.'),
  "revision": zod.int().min(getWorkflowRevisionResponseTwoGraphRevisionMin).max(getWorkflowRevisionResponseTwoGraphRevisionMax),
  "nodes": zod.array(zod.union([zod.object({
  "id": zod.string().min(1).max(getWorkflowRevisionResponseTwoGraphNodesItemOneIdMax).regex(getWorkflowRevisionResponseTwoGraphNodesItemOneIdRegExp).describe('A node\'s id, unique in its graph.'),
  "kind": zod.enum(['NODE_KIND_START']),
  "title": zod.string().max(getWorkflowRevisionResponseTwoGraphNodesItemOneTitleMax).optional().describe('The node\'s title on the canvas.'),
  "position": zod.object({
  "x": zod.number().min(getWorkflowRevisionResponseTwoGraphNodesItemOnePositionXMin).max(getWorkflowRevisionResponseTwoGraphNodesItemOnePositionXMax),
  "y": zod.number().min(getWorkflowRevisionResponseTwoGraphNodesItemOnePositionYMin).max(getWorkflowRevisionResponseTwoGraphNodesItemOnePositionYMax)
}).describe('Where the node sits on the canvas (pixels).'),
  "data": zod.object({
  "inputVariables": zod.array(zod.object({
  "name": zod.string().min(1).max(getWorkflowRevisionResponseTwoGraphNodesItemOneDataInputVariablesItemNameMax).regex(getWorkflowRevisionResponseTwoGraphNodesItemOneDataInputVariablesItemNameRegExp).describe('A variable name: half-width letters, digits and underscore, not starting with a digit. Names starting with \'sys_\' are reserved for the system variables of the start node (\'This variable name is reserved by the system. Please use a different name.\').'),
  "debugValue": zod.string().max(getWorkflowRevisionResponseTwoGraphNodesItemOneDataInputVariablesItemDebugValueMax).optional().describe('The value a debug run uses when none is given.')
}).describe('An input variable of the start node.')).max(getWorkflowRevisionResponseTwoGraphNodesItemOneDataInputVariablesMax)
})
}),zod.object({
  "id": zod.string().min(1).max(getWorkflowRevisionResponseTwoGraphNodesItemTwoIdMax).regex(getWorkflowRevisionResponseTwoGraphNodesItemTwoIdRegExp).describe('A node\'s id, unique in its graph.'),
  "kind": zod.enum(['NODE_KIND_END']),
  "title": zod.string().max(getWorkflowRevisionResponseTwoGraphNodesItemTwoTitleMax).optional().describe('The node\'s title on the canvas.'),
  "position": zod.object({
  "x": zod.number().min(getWorkflowRevisionResponseTwoGraphNodesItemTwoPositionXMin).max(getWorkflowRevisionResponseTwoGraphNodesItemTwoPositionXMax),
  "y": zod.number().min(getWorkflowRevisionResponseTwoGraphNodesItemTwoPositionYMin).max(getWorkflowRevisionResponseTwoGraphNodesItemTwoPositionYMax)
}).describe('Where the node sits on the canvas (pixels).'),
  "data": zod.object({
  "outputVariables": zod.array(zod.object({
  "name": zod.string().min(1).max(getWorkflowRevisionResponseTwoGraphNodesItemTwoDataOutputVariablesItemNameMax).regex(getWorkflowRevisionResponseTwoGraphNodesItemTwoDataOutputVariablesItemNameRegExp).describe('A variable name: half-width letters, digits and underscore, not starting with a digit. Names starting with \'sys_\' are reserved for the system variables of the start node (\'This variable name is reserved by the system. Please use a different name.\').'),
  "value": zod.string().max(getWorkflowRevisionResponseTwoGraphNodesItemTwoDataOutputVariablesItemValueMax).describe('A literal value or a reference to another node\'s variable (\'{{llm_1.answer}}\').')
}).describe('An output variable of the end node.')).max(getWorkflowRevisionResponseTwoGraphNodesItemTwoDataOutputVariablesMax)
})
}),zod.object({
  "id": zod.string().min(1).max(getWorkflowRevisionResponseTwoGraphNodesItemThreeIdMax).regex(getWorkflowRevisionResponseTwoGraphNodesItemThreeIdRegExp).describe('A node\'s id, unique in its graph.'),
  "kind": zod.enum(['NODE_KIND_LLM']),
  "title": zod.string().max(getWorkflowRevisionResponseTwoGraphNodesItemThreeTitleMax).optional().describe('The node\'s title on the canvas.'),
  "position": zod.object({
  "x": zod.number().min(getWorkflowRevisionResponseTwoGraphNodesItemThreePositionXMin).max(getWorkflowRevisionResponseTwoGraphNodesItemThreePositionXMax),
  "y": zod.number().min(getWorkflowRevisionResponseTwoGraphNodesItemThreePositionYMin).max(getWorkflowRevisionResponseTwoGraphNodesItemThreePositionYMax)
}).describe('Where the node sits on the canvas (pixels).'),
  "data": zod.object({
  "modelId": zod.string().min(1).max(getWorkflowRevisionResponseTwoGraphNodesItemThreeDataModelIdMax).describe('An id from the models list.'),
  "prompt": zod.string().max(getWorkflowRevisionResponseTwoGraphNodesItemThreeDataPromptMax),
  "systemPrompt": zod.string().max(getWorkflowRevisionResponseTwoGraphNodesItemThreeDataSystemPromptMax).optional(),
  "outputVariable": zod.string().min(1).max(getWorkflowRevisionResponseTwoGraphNodesItemThreeDataOutputVariableMax).regex(getWorkflowRevisionResponseTwoGraphNodesItemThreeDataOutputVariableRegExp).describe('A variable name: half-width letters, digits and underscore, not starting with a digit. Names starting with \'sys_\' are reserved for the system variables of the start node (\'This variable name is reserved by the system. Please use a different name.\').'),
  "temperature": zod.number().min(getWorkflowRevisionResponseTwoGraphNodesItemThreeDataTemperatureMin).max(getWorkflowRevisionResponseTwoGraphNodesItemThreeDataTemperatureMax).optional(),
  "maxTokens": zod.int().min(1).max(getWorkflowRevisionResponseTwoGraphNodesItemThreeDataMaxTokensMax).optional(),
  "topP": zod.number().min(getWorkflowRevisionResponseTwoGraphNodesItemThreeDataTopPMin).max(getWorkflowRevisionResponseTwoGraphNodesItemThreeDataTopPMax).optional(),
  "knowledge": zod.array(zod.string().min(1).max(getWorkflowRevisionResponseTwoGraphNodesItemThreeDataKnowledgeItemMax).regex(getWorkflowRevisionResponseTwoGraphNodesItemThreeDataKnowledgeItemRegExp).describe('An opaque identifier.')).max(getWorkflowRevisionResponseTwoGraphNodesItemThreeDataKnowledgeMax).optional().describe('Knowledge indexes whose search results ground the answer.'),
  "jsonMode": zod.boolean().optional(),
  "useContext": zod.boolean().optional().describe('Pass the conversation context (chat workflows).'),
  "imageUrls": zod.array(zod.string().max(getWorkflowRevisionResponseTwoGraphNodesItemThreeDataImageUrlsItemMax)).max(getWorkflowRevisionResponseTwoGraphNodesItemThreeDataImageUrlsMax).optional().describe('URLs or variable references of media passed to the model.'),
  "videoUrls": zod.array(zod.string().max(getWorkflowRevisionResponseTwoGraphNodesItemThreeDataVideoUrlsItemMax)).max(getWorkflowRevisionResponseTwoGraphNodesItemThreeDataVideoUrlsMax).optional().describe('URLs or variable references of media passed to the model.'),
  "audioUrls": zod.array(zod.string().max(getWorkflowRevisionResponseTwoGraphNodesItemThreeDataAudioUrlsItemMax)).max(getWorkflowRevisionResponseTwoGraphNodesItemThreeDataAudioUrlsMax).optional().describe('URLs or variable references of media passed to the model.'),
  "fileUrls": zod.array(zod.string().max(getWorkflowRevisionResponseTwoGraphNodesItemThreeDataFileUrlsItemMax)).max(getWorkflowRevisionResponseTwoGraphNodesItemThreeDataFileUrlsMax).optional().describe('URLs or variable references of media passed to the model.')
})
}),zod.object({
  "id": zod.string().min(1).max(getWorkflowRevisionResponseTwoGraphNodesItemFourIdMax).regex(getWorkflowRevisionResponseTwoGraphNodesItemFourIdRegExp).describe('A node\'s id, unique in its graph.'),
  "kind": zod.enum(['NODE_KIND_KNOWLEDGE']),
  "title": zod.string().max(getWorkflowRevisionResponseTwoGraphNodesItemFourTitleMax).optional().describe('The node\'s title on the canvas.'),
  "position": zod.object({
  "x": zod.number().min(getWorkflowRevisionResponseTwoGraphNodesItemFourPositionXMin).max(getWorkflowRevisionResponseTwoGraphNodesItemFourPositionXMax),
  "y": zod.number().min(getWorkflowRevisionResponseTwoGraphNodesItemFourPositionYMin).max(getWorkflowRevisionResponseTwoGraphNodesItemFourPositionYMax)
}).describe('Where the node sits on the canvas (pixels).'),
  "data": zod.object({
  "indexId": zod.string().min(1).max(getWorkflowRevisionResponseTwoGraphNodesItemFourDataIndexIdMax).regex(getWorkflowRevisionResponseTwoGraphNodesItemFourDataIndexIdRegExp).describe('An opaque identifier.'),
  "query": zod.string().max(getWorkflowRevisionResponseTwoGraphNodesItemFourDataQueryMax).describe('A literal value or a reference to another node\'s variable (\'{{llm_1.answer}}\').'),
  "numberOfDocuments": zod.int().min(1).max(getWorkflowRevisionResponseTwoGraphNodesItemFourDataNumberOfDocumentsMax),
  "minimumScore": zod.number().min(getWorkflowRevisionResponseTwoGraphNodesItemFourDataMinimumScoreMin).max(getWorkflowRevisionResponseTwoGraphNodesItemFourDataMinimumScoreMax)
})
}),zod.object({
  "id": zod.string().min(1).max(getWorkflowRevisionResponseTwoGraphNodesItemFiveIdMax).regex(getWorkflowRevisionResponseTwoGraphNodesItemFiveIdRegExp).describe('A node\'s id, unique in its graph.'),
  "kind": zod.enum(['NODE_KIND_DATABASE']),
  "title": zod.string().max(getWorkflowRevisionResponseTwoGraphNodesItemFiveTitleMax).optional().describe('The node\'s title on the canvas.'),
  "position": zod.object({
  "x": zod.number().min(getWorkflowRevisionResponseTwoGraphNodesItemFivePositionXMin).max(getWorkflowRevisionResponseTwoGraphNodesItemFivePositionXMax),
  "y": zod.number().min(getWorkflowRevisionResponseTwoGraphNodesItemFivePositionYMin).max(getWorkflowRevisionResponseTwoGraphNodesItemFivePositionYMax)
}).describe('Where the node sits on the canvas (pixels).'),
  "data": zod.object({
  "variable": zod.string().min(1).max(getWorkflowRevisionResponseTwoGraphNodesItemFiveDataVariableMax).regex(getWorkflowRevisionResponseTwoGraphNodesItemFiveDataVariableRegExp).describe('A variable name: half-width letters, digits and underscore, not starting with a digit. Names starting with \'sys_\' are reserved for the system variables of the start node (\'This variable name is reserved by the system. Please use a different name.\').'),
  "connectionId": zod.string().min(1).max(getWorkflowRevisionResponseTwoGraphNodesItemFiveDataConnectionIdMax).regex(getWorkflowRevisionResponseTwoGraphNodesItemFiveDataConnectionIdRegExp).describe('An opaque identifier.'),
  "query": zod.string().min(1).max(getWorkflowRevisionResponseTwoGraphNodesItemFiveDataQueryMax),
  "bindVariables": zod.array(zod.object({
  "name": zod.string().min(1).max(getWorkflowRevisionResponseTwoGraphNodesItemFiveDataBindVariablesItemNameMax).regex(getWorkflowRevisionResponseTwoGraphNodesItemFiveDataBindVariablesItemNameRegExp),
  "value": zod.string().max(getWorkflowRevisionResponseTwoGraphNodesItemFiveDataBindVariablesItemValueMax),
  "type": zod.enum(['BIND_VARIABLE_TYPE_VARCHAR2', 'BIND_VARIABLE_TYPE_NUMBER', 'BIND_VARIABLE_TYPE_DATE', 'BIND_VARIABLE_TYPE_TIMESTAMP', 'BIND_VARIABLE_TYPE_CLOB', 'BIND_VARIABLE_TYPE_BOOLEAN', 'BIND_VARIABLE_TYPE_STRING', 'BIND_VARIABLE_TYPE_INT64', 'BIND_VARIABLE_TYPE_FLOAT64']).describe('The type of a database bind variable. The editor picks CLOB for strings over 4000 characters (Oracle).')
}).describe('A bind variable of a database query. A VARCHAR2 value over 4000 characters is refused (\'Use CLOB for strings over 4000 characters\').')).max(getWorkflowRevisionResponseTwoGraphNodesItemFiveDataBindVariablesMax)
})
}),zod.object({
  "id": zod.string().min(1).max(getWorkflowRevisionResponseTwoGraphNodesItemSixIdMax).regex(getWorkflowRevisionResponseTwoGraphNodesItemSixIdRegExp).describe('A node\'s id, unique in its graph.'),
  "kind": zod.enum(['NODE_KIND_IF_ELSE']),
  "title": zod.string().max(getWorkflowRevisionResponseTwoGraphNodesItemSixTitleMax).optional().describe('The node\'s title on the canvas.'),
  "position": zod.object({
  "x": zod.number().min(getWorkflowRevisionResponseTwoGraphNodesItemSixPositionXMin).max(getWorkflowRevisionResponseTwoGraphNodesItemSixPositionXMax),
  "y": zod.number().min(getWorkflowRevisionResponseTwoGraphNodesItemSixPositionYMin).max(getWorkflowRevisionResponseTwoGraphNodesItemSixPositionYMax)
}).describe('Where the node sits on the canvas (pixels).'),
  "data": zod.object({
  "branches": zod.array(zod.object({
  "id": zod.string().min(1).max(getWorkflowRevisionResponseTwoGraphNodesItemSixDataBranchesItemIdMax).regex(getWorkflowRevisionResponseTwoGraphNodesItemSixDataBranchesItemIdRegExp),
  "logicalOperator": zod.enum(['IF_ELSE_LOGICAL_OPERATOR_AND', 'IF_ELSE_LOGICAL_OPERATOR_OR']).describe('How a branch combines its conditions.'),
  "conditions": zod.array(zod.object({
  "inputVariable": zod.string().max(getWorkflowRevisionResponseTwoGraphNodesItemSixDataBranchesItemConditionsItemInputVariableMax).describe('A literal value or a reference to another node\'s variable (\'{{llm_1.answer}}\').'),
  "operator": zod.enum(['IF_ELSE_OPERATOR_EQUALS', 'IF_ELSE_OPERATOR_NOT_EQUALS', 'IF_ELSE_OPERATOR_GREATER_THAN', 'IF_ELSE_OPERATOR_LESS_THAN', 'IF_ELSE_OPERATOR_GREATER_OR_EQUAL', 'IF_ELSE_OPERATOR_LESS_OR_EQUAL', 'IF_ELSE_OPERATOR_CONTAINS', 'IF_ELSE_OPERATOR_NOT_CONTAINS', 'IF_ELSE_OPERATOR_STARTS_WITH', 'IF_ELSE_OPERATOR_ENDS_WITH', 'IF_ELSE_OPERATOR_IS_EMPTY', 'IF_ELSE_OPERATOR_IS_NOT_EMPTY']).describe('The twelve comparison operators of an if-else condition.'),
  "value": zod.string().max(getWorkflowRevisionResponseTwoGraphNodesItemSixDataBranchesItemConditionsItemValueMax).optional()
}).describe('A condition; value is not used by IS_EMPTY and IS_NOT_EMPTY.')).min(1).max(getWorkflowRevisionResponseTwoGraphNodesItemSixDataBranchesItemConditionsMax)
}).describe('A branch (if, else if …), tried in order; the first whose conditions hold is taken, else the edge with sourceHandle \'else\'. Its id is the sourceHandle of the edge leaving it.')).min(1).max(getWorkflowRevisionResponseTwoGraphNodesItemSixDataBranchesMax)
})
}),zod.object({
  "id": zod.string().min(1).max(getWorkflowRevisionResponseTwoGraphNodesItemSevenIdMax).regex(getWorkflowRevisionResponseTwoGraphNodesItemSevenIdRegExp).describe('A node\'s id, unique in its graph.'),
  "kind": zod.enum(['NODE_KIND_WORKFLOW']),
  "title": zod.string().max(getWorkflowRevisionResponseTwoGraphNodesItemSevenTitleMax).optional().describe('The node\'s title on the canvas.'),
  "position": zod.object({
  "x": zod.number().min(getWorkflowRevisionResponseTwoGraphNodesItemSevenPositionXMin).max(getWorkflowRevisionResponseTwoGraphNodesItemSevenPositionXMax),
  "y": zod.number().min(getWorkflowRevisionResponseTwoGraphNodesItemSevenPositionYMin).max(getWorkflowRevisionResponseTwoGraphNodesItemSevenPositionYMax)
}).describe('Where the node sits on the canvas (pixels).'),
  "data": zod.object({
  "workflowId": zod.string().min(1).max(getWorkflowRevisionResponseTwoGraphNodesItemSevenDataWorkflowIdMax).regex(getWorkflowRevisionResponseTwoGraphNodesItemSevenDataWorkflowIdRegExp).describe('An opaque identifier.'),
  "version": zod.string().min(1).max(getWorkflowRevisionResponseTwoGraphNodesItemSevenDataVersionMax).describe('The called workflow\'s API version name.'),
  "variable": zod.string().min(1).max(getWorkflowRevisionResponseTwoGraphNodesItemSevenDataVariableMax).regex(getWorkflowRevisionResponseTwoGraphNodesItemSevenDataVariableRegExp).describe('A variable name: half-width letters, digits and underscore, not starting with a digit. Names starting with \'sys_\' are reserved for the system variables of the start node (\'This variable name is reserved by the system. Please use a different name.\').'),
  "useContext": zod.boolean().optional()
})
}).describe('A node that calls another workflow (a published API version of it).'),zod.object({
  "id": zod.string().min(1).max(getWorkflowRevisionResponseTwoGraphNodesItemEightIdMax).regex(getWorkflowRevisionResponseTwoGraphNodesItemEightIdRegExp).describe('A node\'s id, unique in its graph.'),
  "kind": zod.enum(['NODE_KIND_CUSTOM_NODE']),
  "title": zod.string().max(getWorkflowRevisionResponseTwoGraphNodesItemEightTitleMax).optional().describe('The node\'s title on the canvas.'),
  "position": zod.object({
  "x": zod.number().min(getWorkflowRevisionResponseTwoGraphNodesItemEightPositionXMin).max(getWorkflowRevisionResponseTwoGraphNodesItemEightPositionXMax),
  "y": zod.number().min(getWorkflowRevisionResponseTwoGraphNodesItemEightPositionYMin).max(getWorkflowRevisionResponseTwoGraphNodesItemEightPositionYMax)
}).describe('Where the node sits on the canvas (pixels).'),
  "data": zod.object({
  "customNodeId": zod.string().min(1).max(getWorkflowRevisionResponseTwoGraphNodesItemEightDataCustomNodeIdMax).regex(getWorkflowRevisionResponseTwoGraphNodesItemEightDataCustomNodeIdRegExp).describe('An opaque identifier.'),
  "configFileId": zod.string().min(1).max(getWorkflowRevisionResponseTwoGraphNodesItemEightDataConfigFileIdMax).regex(getWorkflowRevisionResponseTwoGraphNodesItemEightDataConfigFileIdRegExp).optional().describe('The configuration file with its environment settings (optional).'),
  "variable": zod.string().min(1).max(getWorkflowRevisionResponseTwoGraphNodesItemEightDataVariableMax).regex(getWorkflowRevisionResponseTwoGraphNodesItemEightDataVariableRegExp).describe('A variable name: half-width letters, digits and underscore, not starting with a digit. Names starting with \'sys_\' are reserved for the system variables of the start node (\'This variable name is reserved by the system. Please use a different name.\').'),
  "inputParameters": zod.array(zod.object({
  "name": zod.string().min(1).max(getWorkflowRevisionResponseTwoGraphNodesItemEightDataInputParametersItemNameMax),
  "value": zod.string().max(getWorkflowRevisionResponseTwoGraphNodesItemEightDataInputParametersItemValueMax).describe('A literal value or a reference to another node\'s variable (\'{{llm_1.answer}}\').')
}).describe('An input parameter of a (shared) custom node.')).max(getWorkflowRevisionResponseTwoGraphNodesItemEightDataInputParametersMax)
})
}).describe('A node running one of the project\'s custom nodes.'),zod.object({
  "id": zod.string().min(1).max(getWorkflowRevisionResponseTwoGraphNodesItemNineIdMax).regex(getWorkflowRevisionResponseTwoGraphNodesItemNineIdRegExp).describe('A node\'s id, unique in its graph.'),
  "kind": zod.enum(['NODE_KIND_SHARED_CUSTOM_NODE']),
  "title": zod.string().max(getWorkflowRevisionResponseTwoGraphNodesItemNineTitleMax).optional().describe('The node\'s title on the canvas.'),
  "position": zod.object({
  "x": zod.number().min(getWorkflowRevisionResponseTwoGraphNodesItemNinePositionXMin).max(getWorkflowRevisionResponseTwoGraphNodesItemNinePositionXMax),
  "y": zod.number().min(getWorkflowRevisionResponseTwoGraphNodesItemNinePositionYMin).max(getWorkflowRevisionResponseTwoGraphNodesItemNinePositionYMax)
}).describe('Where the node sits on the canvas (pixels).'),
  "data": zod.object({
  "sharedCustomNodeId": zod.string().min(1).max(getWorkflowRevisionResponseTwoGraphNodesItemNineDataSharedCustomNodeIdMax).regex(getWorkflowRevisionResponseTwoGraphNodesItemNineDataSharedCustomNodeIdRegExp).describe('An opaque identifier.'),
  "configFileId": zod.string().min(1).max(getWorkflowRevisionResponseTwoGraphNodesItemNineDataConfigFileIdMax).regex(getWorkflowRevisionResponseTwoGraphNodesItemNineDataConfigFileIdRegExp).optional().describe('The configuration file with its environment settings (optional).'),
  "variable": zod.string().min(1).max(getWorkflowRevisionResponseTwoGraphNodesItemNineDataVariableMax).regex(getWorkflowRevisionResponseTwoGraphNodesItemNineDataVariableRegExp).describe('A variable name: half-width letters, digits and underscore, not starting with a digit. Names starting with \'sys_\' are reserved for the system variables of the start node (\'This variable name is reserved by the system. Please use a different name.\').'),
  "inputParameters": zod.array(zod.object({
  "name": zod.string().min(1).max(getWorkflowRevisionResponseTwoGraphNodesItemNineDataInputParametersItemNameMax),
  "value": zod.string().max(getWorkflowRevisionResponseTwoGraphNodesItemNineDataInputParametersItemValueMax).describe('A literal value or a reference to another node\'s variable (\'{{llm_1.answer}}\').')
}).describe('An input parameter of a (shared) custom node.')).max(getWorkflowRevisionResponseTwoGraphNodesItemNineDataInputParametersMax)
})
}).describe('A node running an administrator-published (shared) custom node.')]).describe('A node of the graph, one of the nine kinds (discriminated by kind).')).max(getWorkflowRevisionResponseTwoGraphNodesMax).describe('At most 5000 nodes (the editor is measured with 3000; see `npm run bench`).'),
  "edges": zod.array(zod.object({
  "id": zod.string().min(1).max(getWorkflowRevisionResponseTwoGraphEdgesItemIdMax).regex(getWorkflowRevisionResponseTwoGraphEdgesItemIdRegExp).describe('A node\'s id, unique in its graph.'),
  "source": zod.string().min(1).max(getWorkflowRevisionResponseTwoGraphEdgesItemSourceMax).regex(getWorkflowRevisionResponseTwoGraphEdgesItemSourceRegExp).describe('A node\'s id, unique in its graph.'),
  "target": zod.string().min(1).max(getWorkflowRevisionResponseTwoGraphEdgesItemTargetMax).regex(getWorkflowRevisionResponseTwoGraphEdgesItemTargetRegExp).describe('A node\'s id, unique in its graph.'),
  "sourceHandle": zod.string().max(getWorkflowRevisionResponseTwoGraphEdgesItemSourceHandleMax).optional()
}).describe('A connection from one node to another. Edges leaving an if-else node carry the branch id, or \'else\', as sourceHandle.')).max(getWorkflowRevisionResponseTwoGraphEdgesMax),
  "updatedAt": zod.iso.datetime({"offset":true}).max(getWorkflowRevisionResponseTwoGraphUpdatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "updatedBy": zod.object({
  "id": zod.string().max(getWorkflowRevisionResponseTwoGraphUpdatedByIdMax),
  "name": zod.string().max(getWorkflowRevisionResponseTwoGraphUpdatedByNameMax)
}).optional().describe('Who did something, as the studio shows it.')
}).describe('A workflow\'s graph as stored, with its revision (incremented by every save). A save must name the revision it was based on.')
})).describe('A revision with its graph, in the same shape getWorkflowGraph answers (graph.revision is the revision).')

/**
 * Sets or clears (an empty value) the revision's name and description; the graph never changes. Only the holder of the edit permission may (403 EDIT_PERMISSION_REQUIRED). A name that another revision of the workflow has answers 409 naming that revision (WorkflowRevisionNameConflict: 'A revision with this name already exists'). A named revision is never pruned.
 * @summary Name or describe a revision
 */
export const updateWorkflowRevisionPathProjectIdMax = 64;


export const updateWorkflowRevisionPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const updateWorkflowRevisionPathWorkflowIdMax = 64;


export const updateWorkflowRevisionPathWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const updateWorkflowRevisionPathRevisionMax = 2147483647;



export const UpdateWorkflowRevisionParams = zod.object({
  "projectId": zod.string().min(1).max(updateWorkflowRevisionPathProjectIdMax).regex(updateWorkflowRevisionPathProjectIdRegExp).describe('The project.'),
  "workflowId": zod.string().min(1).max(updateWorkflowRevisionPathWorkflowIdMax).regex(updateWorkflowRevisionPathWorkflowIdRegExp).describe('The workflow.'),
  "revision": zod.int().min(1).max(updateWorkflowRevisionPathRevisionMax).describe('The saved revision (1 is the first save).')
})

export const updateWorkflowRevisionHeaderIdpMax = 64;

export const updateWorkflowRevisionHeaderAiwTenantIdMax = 64;


export const updateWorkflowRevisionHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const UpdateWorkflowRevisionHeader = zod.object({
  "idp": zod.string().min(1).max(updateWorkflowRevisionHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(updateWorkflowRevisionHeaderAiwTenantIdMax).regex(updateWorkflowRevisionHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const updateWorkflowRevisionBodyNameMax = 50;

export const updateWorkflowRevisionBodyDescriptionMax = 500;



export const UpdateWorkflowRevisionBody = zod.strictObject({
  "name": zod.string().max(updateWorkflowRevisionBodyNameMax).optional().describe('A revision\'s name, unique per workflow (compared after trimming; 409 WorkflowRevisionNameConflict). At most 50 characters. An empty name clears it.'),
  "description": zod.string().max(updateWorkflowRevisionBodyDescriptionMax).optional().describe('What the revision is about, in the user\'s words. At most 500 characters; empty clears it.')
}).describe('Names or describes a revision; at least one field (\'Nothing to update\'). An empty (or blank) value clears the field; a name another revision of the workflow has is refused with 409 (WorkflowRevisionNameConflict).')

export const updateWorkflowRevisionResponseWorkflowIdMax = 64;


export const updateWorkflowRevisionResponseWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const updateWorkflowRevisionResponseRevisionMax = 2147483647;

export const updateWorkflowRevisionResponseSavedAtMax = 40;

export const updateWorkflowRevisionResponseSavedByIdMax = 64;

export const updateWorkflowRevisionResponseSavedByNameMax = 200;

export const updateWorkflowRevisionResponseSummaryNodesAddedMin = 0;
export const updateWorkflowRevisionResponseSummaryNodesAddedMax = 10000;

export const updateWorkflowRevisionResponseSummaryNodesRemovedMin = 0;
export const updateWorkflowRevisionResponseSummaryNodesRemovedMax = 10000;

export const updateWorkflowRevisionResponseSummaryNodesChangedMin = 0;
export const updateWorkflowRevisionResponseSummaryNodesChangedMax = 10000;

export const updateWorkflowRevisionResponseSummaryEdgesAddedMin = 0;
export const updateWorkflowRevisionResponseSummaryEdgesAddedMax = 10000;

export const updateWorkflowRevisionResponseSummaryEdgesRemovedMin = 0;
export const updateWorkflowRevisionResponseSummaryEdgesRemovedMax = 10000;

export const updateWorkflowRevisionResponseNameMax = 50;

export const updateWorkflowRevisionResponseDescriptionMax = 500;

export const updateWorkflowRevisionResponseRestoredFromRevisionMax = 2147483647;

export const updateWorkflowRevisionResponseRestoredFromNameMax = 50;

export const updateWorkflowRevisionResponseApiVersionsItemIdMax = 64;


export const updateWorkflowRevisionResponseApiVersionsItemIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const updateWorkflowRevisionResponseApiVersionsItemNameMax = 50;

export const updateWorkflowRevisionResponseApiVersionsItemWorkflowVersionMax = 100000;

export const updateWorkflowRevisionResponseApiVersionsItemCreatedAtMax = 40;

export const updateWorkflowRevisionResponseApiVersionsMax = 100;



export const UpdateWorkflowRevisionResponse = zod.object({
  "workflowId": zod.string().min(1).max(updateWorkflowRevisionResponseWorkflowIdMax).regex(updateWorkflowRevisionResponseWorkflowIdRegExp).describe('An opaque identifier.'),
  "revision": zod.int().min(1).max(updateWorkflowRevisionResponseRevisionMax).describe('A saved revision of the workflow\'s graph (WorkflowGraph.revision after the save that made it). Revision 1 is the first save; the starter graph of a new workflow (revision 0) is not a saved revision.'),
  "savedAt": zod.iso.datetime({"offset":true}).max(updateWorkflowRevisionResponseSavedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "savedBy": zod.object({
  "id": zod.string().max(updateWorkflowRevisionResponseSavedByIdMax),
  "name": zod.string().max(updateWorkflowRevisionResponseSavedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "summary": zod.object({
  "nodesAdded": zod.int().min(updateWorkflowRevisionResponseSummaryNodesAddedMin).max(updateWorkflowRevisionResponseSummaryNodesAddedMax),
  "nodesRemoved": zod.int().min(updateWorkflowRevisionResponseSummaryNodesRemovedMin).max(updateWorkflowRevisionResponseSummaryNodesRemovedMax),
  "nodesChanged": zod.int().min(updateWorkflowRevisionResponseSummaryNodesChangedMin).max(updateWorkflowRevisionResponseSummaryNodesChangedMax),
  "edgesAdded": zod.int().min(updateWorkflowRevisionResponseSummaryEdgesAddedMin).max(updateWorkflowRevisionResponseSummaryEdgesAddedMax),
  "edgesRemoved": zod.int().min(updateWorkflowRevisionResponseSummaryEdgesRemovedMin).max(updateWorkflowRevisionResponseSummaryEdgesRemovedMax)
}).describe('What a save changed against the graph it replaced (the first save of a new workflow: its starter graph), computed when the revision is saved, so it stays when the revision before is pruned. Nodes are matched by id: a node is changed when its kind, title or data differ (its position is layout, not a change). Edges are matched by source, sourceHandle and target (a new edge id alone is not a change).'),
  "name": zod.string().max(updateWorkflowRevisionResponseNameMax).optional().describe('A revision\'s name, unique per workflow (compared after trimming; 409 WorkflowRevisionNameConflict). At most 50 characters. An empty name clears it.'),
  "description": zod.string().max(updateWorkflowRevisionResponseDescriptionMax).optional().describe('What the revision is about, in the user\'s words. At most 500 characters; empty clears it.'),
  "restoredFrom": zod.object({
  "revision": zod.int().min(1).max(updateWorkflowRevisionResponseRestoredFromRevisionMax).describe('A saved revision of the workflow\'s graph (WorkflowGraph.revision after the save that made it). Revision 1 is the first save; the starter graph of a new workflow (revision 0) is not a saved revision.'),
  "name": zod.string().max(updateWorkflowRevisionResponseRestoredFromNameMax).optional().describe('A revision\'s name, unique per workflow (compared after trimming; 409 WorkflowRevisionNameConflict). At most 50 characters. An empty name clears it.')
}).optional().describe('The revision a restore copied (restoreWorkflowRevision), with its name at the time of the restore; the studio words it (\'Restored from revision 4 (本番リリース前)\').'),
  "apiVersions": zod.array(zod.object({
  "id": zod.string().min(1).max(updateWorkflowRevisionResponseApiVersionsItemIdMax).regex(updateWorkflowRevisionResponseApiVersionsItemIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().max(updateWorkflowRevisionResponseApiVersionsItemNameMax),
  "status": zod.enum(['WORKFLOW_API_STATUS_PUBLISHED', 'WORKFLOW_API_STATUS_UNPUBLISHED']).describe('Whether an API version of the workflow is published.'),
  "workflowVersion": zod.int().min(1).max(updateWorkflowRevisionResponseApiVersionsItemWorkflowVersionMax).describe('The saved workflow version (revision) this API version runs (ApiVersion.workflowVersion).'),
  "createdAt": zod.iso.datetime({"offset":true}).max(updateWorkflowRevisionResponseApiVersionsItemCreatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).describe('An API version of the workflow, as the workflow list and pickers show it: its name, its status and the saved workflow version (revision) it runs, the number a job runs (Job.workflowVersion).')).max(updateWorkflowRevisionResponseApiVersionsMax).describe('The workflow\'s API versions that run this revision, newest first (empty when none does).')
}).describe('One saved revision of a workflow\'s graph: who saved it and when, what changed against the revision before it, its optional name and description, the revision it was restored from (a restore), and the API versions that run it (ApiVersion.workflowVersion equal to this revision).')

/**
 * Saves the revision's graph as the workflow's graph: a new revision (current + 1) whose restoredFrom names the revision copied and its name; nothing is overwritten, and the revisions in between stay. It is a save: only the holder of the edit permission may (403 EDIT_PERMISSION_REQUIRED); baseRevision must be the current revision, else 409 with the current revision (WorkflowGraphConflict, as saveWorkflowGraph answers) and nothing changes; the graph is checked as a save's is (400 when it no longer passes, e.g. its model was removed). A revision never saved or pruned answers 404 ('Revision not found').
 * @summary Restore a revision as a new save
 */
export const restoreWorkflowRevisionPathProjectIdMax = 64;


export const restoreWorkflowRevisionPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const restoreWorkflowRevisionPathWorkflowIdMax = 64;


export const restoreWorkflowRevisionPathWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const restoreWorkflowRevisionPathRevisionMax = 2147483647;



export const RestoreWorkflowRevisionParams = zod.object({
  "projectId": zod.string().min(1).max(restoreWorkflowRevisionPathProjectIdMax).regex(restoreWorkflowRevisionPathProjectIdRegExp).describe('The project.'),
  "workflowId": zod.string().min(1).max(restoreWorkflowRevisionPathWorkflowIdMax).regex(restoreWorkflowRevisionPathWorkflowIdRegExp).describe('The workflow.'),
  "revision": zod.int().min(1).max(restoreWorkflowRevisionPathRevisionMax).describe('The saved revision (1 is the first save).')
})

export const restoreWorkflowRevisionHeaderIdpMax = 64;

export const restoreWorkflowRevisionHeaderAiwTenantIdMax = 64;


export const restoreWorkflowRevisionHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const RestoreWorkflowRevisionHeader = zod.object({
  "idp": zod.string().min(1).max(restoreWorkflowRevisionHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(restoreWorkflowRevisionHeaderAiwTenantIdMax).regex(restoreWorkflowRevisionHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const restoreWorkflowRevisionBodyBaseRevisionMin = 0;
export const restoreWorkflowRevisionBodyBaseRevisionMax = 2147483647;



export const RestoreWorkflowRevisionBody = zod.strictObject({
  "baseRevision": zod.int().min(restoreWorkflowRevisionBodyBaseRevisionMin).max(restoreWorkflowRevisionBodyBaseRevisionMax)
}).describe('Restores a revision as a new save based on baseRevision, the workflow\'s current revision (a stale one is refused with 409 WorkflowGraphConflict, as a save is, and nothing changes).')

export const restoreWorkflowRevisionResponseWorkflowIdMax = 64;


export const restoreWorkflowRevisionResponseWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const restoreWorkflowRevisionResponseRevisionMin = 0;
export const restoreWorkflowRevisionResponseRevisionMax = 2147483647;

export const restoreWorkflowRevisionResponseNodesItemOneIdMax = 64;


export const restoreWorkflowRevisionResponseNodesItemOneIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const restoreWorkflowRevisionResponseNodesItemOneTitleMax = 50;

export const restoreWorkflowRevisionResponseNodesItemOnePositionXMin = -100000;
export const restoreWorkflowRevisionResponseNodesItemOnePositionXMax = 100000;

export const restoreWorkflowRevisionResponseNodesItemOnePositionYMin = -100000;
export const restoreWorkflowRevisionResponseNodesItemOnePositionYMax = 100000;

export const restoreWorkflowRevisionResponseNodesItemOneDataInputVariablesItemNameMax = 64;


export const restoreWorkflowRevisionResponseNodesItemOneDataInputVariablesItemNameRegExp = new RegExp('^[A-Za-z_][A-Za-z0-9_]*$');
export const restoreWorkflowRevisionResponseNodesItemOneDataInputVariablesItemDebugValueMax = 5000;

export const restoreWorkflowRevisionResponseNodesItemOneDataInputVariablesMax = 50;

export const restoreWorkflowRevisionResponseNodesItemTwoIdMax = 64;


export const restoreWorkflowRevisionResponseNodesItemTwoIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const restoreWorkflowRevisionResponseNodesItemTwoTitleMax = 50;

export const restoreWorkflowRevisionResponseNodesItemTwoPositionXMin = -100000;
export const restoreWorkflowRevisionResponseNodesItemTwoPositionXMax = 100000;

export const restoreWorkflowRevisionResponseNodesItemTwoPositionYMin = -100000;
export const restoreWorkflowRevisionResponseNodesItemTwoPositionYMax = 100000;

export const restoreWorkflowRevisionResponseNodesItemTwoDataOutputVariablesItemNameMax = 64;


export const restoreWorkflowRevisionResponseNodesItemTwoDataOutputVariablesItemNameRegExp = new RegExp('^[A-Za-z_][A-Za-z0-9_]*$');
export const restoreWorkflowRevisionResponseNodesItemTwoDataOutputVariablesItemValueMax = 5000;

export const restoreWorkflowRevisionResponseNodesItemTwoDataOutputVariablesMax = 50;

export const restoreWorkflowRevisionResponseNodesItemThreeIdMax = 64;


export const restoreWorkflowRevisionResponseNodesItemThreeIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const restoreWorkflowRevisionResponseNodesItemThreeTitleMax = 50;

export const restoreWorkflowRevisionResponseNodesItemThreePositionXMin = -100000;
export const restoreWorkflowRevisionResponseNodesItemThreePositionXMax = 100000;

export const restoreWorkflowRevisionResponseNodesItemThreePositionYMin = -100000;
export const restoreWorkflowRevisionResponseNodesItemThreePositionYMax = 100000;

export const restoreWorkflowRevisionResponseNodesItemThreeDataModelIdMax = 100;

export const restoreWorkflowRevisionResponseNodesItemThreeDataPromptMax = 20000;

export const restoreWorkflowRevisionResponseNodesItemThreeDataSystemPromptMax = 20000;

export const restoreWorkflowRevisionResponseNodesItemThreeDataOutputVariableMax = 64;


export const restoreWorkflowRevisionResponseNodesItemThreeDataOutputVariableRegExp = new RegExp('^[A-Za-z_][A-Za-z0-9_]*$');
export const restoreWorkflowRevisionResponseNodesItemThreeDataTemperatureMin = 0;
export const restoreWorkflowRevisionResponseNodesItemThreeDataTemperatureMax = 2;

export const restoreWorkflowRevisionResponseNodesItemThreeDataMaxTokensMax = 128000;

export const restoreWorkflowRevisionResponseNodesItemThreeDataTopPMin = 0;
export const restoreWorkflowRevisionResponseNodesItemThreeDataTopPMax = 1;

export const restoreWorkflowRevisionResponseNodesItemThreeDataKnowledgeItemMax = 64;


export const restoreWorkflowRevisionResponseNodesItemThreeDataKnowledgeItemRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const restoreWorkflowRevisionResponseNodesItemThreeDataKnowledgeMax = 10;

export const restoreWorkflowRevisionResponseNodesItemThreeDataImageUrlsItemMax = 2000;

export const restoreWorkflowRevisionResponseNodesItemThreeDataImageUrlsMax = 10;

export const restoreWorkflowRevisionResponseNodesItemThreeDataVideoUrlsItemMax = 2000;

export const restoreWorkflowRevisionResponseNodesItemThreeDataVideoUrlsMax = 10;

export const restoreWorkflowRevisionResponseNodesItemThreeDataAudioUrlsItemMax = 2000;

export const restoreWorkflowRevisionResponseNodesItemThreeDataAudioUrlsMax = 10;

export const restoreWorkflowRevisionResponseNodesItemThreeDataFileUrlsItemMax = 2000;

export const restoreWorkflowRevisionResponseNodesItemThreeDataFileUrlsMax = 10;

export const restoreWorkflowRevisionResponseNodesItemFourIdMax = 64;


export const restoreWorkflowRevisionResponseNodesItemFourIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const restoreWorkflowRevisionResponseNodesItemFourTitleMax = 50;

export const restoreWorkflowRevisionResponseNodesItemFourPositionXMin = -100000;
export const restoreWorkflowRevisionResponseNodesItemFourPositionXMax = 100000;

export const restoreWorkflowRevisionResponseNodesItemFourPositionYMin = -100000;
export const restoreWorkflowRevisionResponseNodesItemFourPositionYMax = 100000;

export const restoreWorkflowRevisionResponseNodesItemFourDataIndexIdMax = 64;


export const restoreWorkflowRevisionResponseNodesItemFourDataIndexIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const restoreWorkflowRevisionResponseNodesItemFourDataQueryMax = 5000;

export const restoreWorkflowRevisionResponseNodesItemFourDataNumberOfDocumentsMax = 50;

export const restoreWorkflowRevisionResponseNodesItemFourDataMinimumScoreMin = 0;
export const restoreWorkflowRevisionResponseNodesItemFourDataMinimumScoreMax = 1;

export const restoreWorkflowRevisionResponseNodesItemFiveIdMax = 64;


export const restoreWorkflowRevisionResponseNodesItemFiveIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const restoreWorkflowRevisionResponseNodesItemFiveTitleMax = 50;

export const restoreWorkflowRevisionResponseNodesItemFivePositionXMin = -100000;
export const restoreWorkflowRevisionResponseNodesItemFivePositionXMax = 100000;

export const restoreWorkflowRevisionResponseNodesItemFivePositionYMin = -100000;
export const restoreWorkflowRevisionResponseNodesItemFivePositionYMax = 100000;

export const restoreWorkflowRevisionResponseNodesItemFiveDataVariableMax = 64;


export const restoreWorkflowRevisionResponseNodesItemFiveDataVariableRegExp = new RegExp('^[A-Za-z_][A-Za-z0-9_]*$');
export const restoreWorkflowRevisionResponseNodesItemFiveDataConnectionIdMax = 64;


export const restoreWorkflowRevisionResponseNodesItemFiveDataConnectionIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const restoreWorkflowRevisionResponseNodesItemFiveDataQueryMax = 20000;

export const restoreWorkflowRevisionResponseNodesItemFiveDataBindVariablesItemNameMax = 64;


export const restoreWorkflowRevisionResponseNodesItemFiveDataBindVariablesItemNameRegExp = new RegExp('^[A-Za-z_][A-Za-z0-9_]*$');
export const restoreWorkflowRevisionResponseNodesItemFiveDataBindVariablesItemValueMax = 100000;

export const restoreWorkflowRevisionResponseNodesItemFiveDataBindVariablesMax = 50;

export const restoreWorkflowRevisionResponseNodesItemSixIdMax = 64;


export const restoreWorkflowRevisionResponseNodesItemSixIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const restoreWorkflowRevisionResponseNodesItemSixTitleMax = 50;

export const restoreWorkflowRevisionResponseNodesItemSixPositionXMin = -100000;
export const restoreWorkflowRevisionResponseNodesItemSixPositionXMax = 100000;

export const restoreWorkflowRevisionResponseNodesItemSixPositionYMin = -100000;
export const restoreWorkflowRevisionResponseNodesItemSixPositionYMax = 100000;

export const restoreWorkflowRevisionResponseNodesItemSixDataBranchesItemIdMax = 64;


export const restoreWorkflowRevisionResponseNodesItemSixDataBranchesItemIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const restoreWorkflowRevisionResponseNodesItemSixDataBranchesItemConditionsItemInputVariableMax = 5000;

export const restoreWorkflowRevisionResponseNodesItemSixDataBranchesItemConditionsItemValueMax = 5000;

export const restoreWorkflowRevisionResponseNodesItemSixDataBranchesItemConditionsMax = 20;

export const restoreWorkflowRevisionResponseNodesItemSixDataBranchesMax = 20;

export const restoreWorkflowRevisionResponseNodesItemSevenIdMax = 64;


export const restoreWorkflowRevisionResponseNodesItemSevenIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const restoreWorkflowRevisionResponseNodesItemSevenTitleMax = 50;

export const restoreWorkflowRevisionResponseNodesItemSevenPositionXMin = -100000;
export const restoreWorkflowRevisionResponseNodesItemSevenPositionXMax = 100000;

export const restoreWorkflowRevisionResponseNodesItemSevenPositionYMin = -100000;
export const restoreWorkflowRevisionResponseNodesItemSevenPositionYMax = 100000;

export const restoreWorkflowRevisionResponseNodesItemSevenDataWorkflowIdMax = 64;


export const restoreWorkflowRevisionResponseNodesItemSevenDataWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const restoreWorkflowRevisionResponseNodesItemSevenDataVersionMax = 50;

export const restoreWorkflowRevisionResponseNodesItemSevenDataVariableMax = 64;


export const restoreWorkflowRevisionResponseNodesItemSevenDataVariableRegExp = new RegExp('^[A-Za-z_][A-Za-z0-9_]*$');
export const restoreWorkflowRevisionResponseNodesItemEightIdMax = 64;


export const restoreWorkflowRevisionResponseNodesItemEightIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const restoreWorkflowRevisionResponseNodesItemEightTitleMax = 50;

export const restoreWorkflowRevisionResponseNodesItemEightPositionXMin = -100000;
export const restoreWorkflowRevisionResponseNodesItemEightPositionXMax = 100000;

export const restoreWorkflowRevisionResponseNodesItemEightPositionYMin = -100000;
export const restoreWorkflowRevisionResponseNodesItemEightPositionYMax = 100000;

export const restoreWorkflowRevisionResponseNodesItemEightDataCustomNodeIdMax = 64;


export const restoreWorkflowRevisionResponseNodesItemEightDataCustomNodeIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const restoreWorkflowRevisionResponseNodesItemEightDataConfigFileIdMax = 64;


export const restoreWorkflowRevisionResponseNodesItemEightDataConfigFileIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const restoreWorkflowRevisionResponseNodesItemEightDataVariableMax = 64;


export const restoreWorkflowRevisionResponseNodesItemEightDataVariableRegExp = new RegExp('^[A-Za-z_][A-Za-z0-9_]*$');
export const restoreWorkflowRevisionResponseNodesItemEightDataInputParametersItemNameMax = 64;

export const restoreWorkflowRevisionResponseNodesItemEightDataInputParametersItemValueMax = 5000;

export const restoreWorkflowRevisionResponseNodesItemEightDataInputParametersMax = 50;

export const restoreWorkflowRevisionResponseNodesItemNineIdMax = 64;


export const restoreWorkflowRevisionResponseNodesItemNineIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const restoreWorkflowRevisionResponseNodesItemNineTitleMax = 50;

export const restoreWorkflowRevisionResponseNodesItemNinePositionXMin = -100000;
export const restoreWorkflowRevisionResponseNodesItemNinePositionXMax = 100000;

export const restoreWorkflowRevisionResponseNodesItemNinePositionYMin = -100000;
export const restoreWorkflowRevisionResponseNodesItemNinePositionYMax = 100000;

export const restoreWorkflowRevisionResponseNodesItemNineDataSharedCustomNodeIdMax = 64;


export const restoreWorkflowRevisionResponseNodesItemNineDataSharedCustomNodeIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const restoreWorkflowRevisionResponseNodesItemNineDataConfigFileIdMax = 64;


export const restoreWorkflowRevisionResponseNodesItemNineDataConfigFileIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const restoreWorkflowRevisionResponseNodesItemNineDataVariableMax = 64;


export const restoreWorkflowRevisionResponseNodesItemNineDataVariableRegExp = new RegExp('^[A-Za-z_][A-Za-z0-9_]*$');
export const restoreWorkflowRevisionResponseNodesItemNineDataInputParametersItemNameMax = 64;

export const restoreWorkflowRevisionResponseNodesItemNineDataInputParametersItemValueMax = 5000;

export const restoreWorkflowRevisionResponseNodesItemNineDataInputParametersMax = 50;

export const restoreWorkflowRevisionResponseNodesMax = 5000;

export const restoreWorkflowRevisionResponseEdgesItemIdMax = 64;


export const restoreWorkflowRevisionResponseEdgesItemIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const restoreWorkflowRevisionResponseEdgesItemSourceMax = 64;


export const restoreWorkflowRevisionResponseEdgesItemSourceRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const restoreWorkflowRevisionResponseEdgesItemTargetMax = 64;


export const restoreWorkflowRevisionResponseEdgesItemTargetRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const restoreWorkflowRevisionResponseEdgesItemSourceHandleMax = 64;

export const restoreWorkflowRevisionResponseEdgesMax = 10000;

export const restoreWorkflowRevisionResponseUpdatedAtMax = 40;

export const restoreWorkflowRevisionResponseUpdatedByIdMax = 64;

export const restoreWorkflowRevisionResponseUpdatedByNameMax = 200;



export const RestoreWorkflowRevisionResponse = zod.object({
  "workflowId": zod.string().min(1).max(restoreWorkflowRevisionResponseWorkflowIdMax).regex(restoreWorkflowRevisionResponseWorkflowIdRegExp).describe('An opaque identifier.'),
  "revision": zod.int().min(restoreWorkflowRevisionResponseRevisionMin).max(restoreWorkflowRevisionResponseRevisionMax),
  "nodes": zod.array(zod.union([zod.object({
  "id": zod.string().min(1).max(restoreWorkflowRevisionResponseNodesItemOneIdMax).regex(restoreWorkflowRevisionResponseNodesItemOneIdRegExp).describe('A node\'s id, unique in its graph.'),
  "kind": zod.enum(['NODE_KIND_START']),
  "title": zod.string().max(restoreWorkflowRevisionResponseNodesItemOneTitleMax).optional().describe('The node\'s title on the canvas.'),
  "position": zod.object({
  "x": zod.number().min(restoreWorkflowRevisionResponseNodesItemOnePositionXMin).max(restoreWorkflowRevisionResponseNodesItemOnePositionXMax),
  "y": zod.number().min(restoreWorkflowRevisionResponseNodesItemOnePositionYMin).max(restoreWorkflowRevisionResponseNodesItemOnePositionYMax)
}).describe('Where the node sits on the canvas (pixels).'),
  "data": zod.object({
  "inputVariables": zod.array(zod.object({
  "name": zod.string().min(1).max(restoreWorkflowRevisionResponseNodesItemOneDataInputVariablesItemNameMax).regex(restoreWorkflowRevisionResponseNodesItemOneDataInputVariablesItemNameRegExp).describe('A variable name: half-width letters, digits and underscore, not starting with a digit. Names starting with \'sys_\' are reserved for the system variables of the start node (\'This variable name is reserved by the system. Please use a different name.\').'),
  "debugValue": zod.string().max(restoreWorkflowRevisionResponseNodesItemOneDataInputVariablesItemDebugValueMax).optional().describe('The value a debug run uses when none is given.')
}).describe('An input variable of the start node.')).max(restoreWorkflowRevisionResponseNodesItemOneDataInputVariablesMax)
})
}),zod.object({
  "id": zod.string().min(1).max(restoreWorkflowRevisionResponseNodesItemTwoIdMax).regex(restoreWorkflowRevisionResponseNodesItemTwoIdRegExp).describe('A node\'s id, unique in its graph.'),
  "kind": zod.enum(['NODE_KIND_END']),
  "title": zod.string().max(restoreWorkflowRevisionResponseNodesItemTwoTitleMax).optional().describe('The node\'s title on the canvas.'),
  "position": zod.object({
  "x": zod.number().min(restoreWorkflowRevisionResponseNodesItemTwoPositionXMin).max(restoreWorkflowRevisionResponseNodesItemTwoPositionXMax),
  "y": zod.number().min(restoreWorkflowRevisionResponseNodesItemTwoPositionYMin).max(restoreWorkflowRevisionResponseNodesItemTwoPositionYMax)
}).describe('Where the node sits on the canvas (pixels).'),
  "data": zod.object({
  "outputVariables": zod.array(zod.object({
  "name": zod.string().min(1).max(restoreWorkflowRevisionResponseNodesItemTwoDataOutputVariablesItemNameMax).regex(restoreWorkflowRevisionResponseNodesItemTwoDataOutputVariablesItemNameRegExp).describe('A variable name: half-width letters, digits and underscore, not starting with a digit. Names starting with \'sys_\' are reserved for the system variables of the start node (\'This variable name is reserved by the system. Please use a different name.\').'),
  "value": zod.string().max(restoreWorkflowRevisionResponseNodesItemTwoDataOutputVariablesItemValueMax).describe('A literal value or a reference to another node\'s variable (\'{{llm_1.answer}}\').')
}).describe('An output variable of the end node.')).max(restoreWorkflowRevisionResponseNodesItemTwoDataOutputVariablesMax)
})
}),zod.object({
  "id": zod.string().min(1).max(restoreWorkflowRevisionResponseNodesItemThreeIdMax).regex(restoreWorkflowRevisionResponseNodesItemThreeIdRegExp).describe('A node\'s id, unique in its graph.'),
  "kind": zod.enum(['NODE_KIND_LLM']),
  "title": zod.string().max(restoreWorkflowRevisionResponseNodesItemThreeTitleMax).optional().describe('The node\'s title on the canvas.'),
  "position": zod.object({
  "x": zod.number().min(restoreWorkflowRevisionResponseNodesItemThreePositionXMin).max(restoreWorkflowRevisionResponseNodesItemThreePositionXMax),
  "y": zod.number().min(restoreWorkflowRevisionResponseNodesItemThreePositionYMin).max(restoreWorkflowRevisionResponseNodesItemThreePositionYMax)
}).describe('Where the node sits on the canvas (pixels).'),
  "data": zod.object({
  "modelId": zod.string().min(1).max(restoreWorkflowRevisionResponseNodesItemThreeDataModelIdMax).describe('An id from the models list.'),
  "prompt": zod.string().max(restoreWorkflowRevisionResponseNodesItemThreeDataPromptMax),
  "systemPrompt": zod.string().max(restoreWorkflowRevisionResponseNodesItemThreeDataSystemPromptMax).optional(),
  "outputVariable": zod.string().min(1).max(restoreWorkflowRevisionResponseNodesItemThreeDataOutputVariableMax).regex(restoreWorkflowRevisionResponseNodesItemThreeDataOutputVariableRegExp).describe('A variable name: half-width letters, digits and underscore, not starting with a digit. Names starting with \'sys_\' are reserved for the system variables of the start node (\'This variable name is reserved by the system. Please use a different name.\').'),
  "temperature": zod.number().min(restoreWorkflowRevisionResponseNodesItemThreeDataTemperatureMin).max(restoreWorkflowRevisionResponseNodesItemThreeDataTemperatureMax).optional(),
  "maxTokens": zod.int().min(1).max(restoreWorkflowRevisionResponseNodesItemThreeDataMaxTokensMax).optional(),
  "topP": zod.number().min(restoreWorkflowRevisionResponseNodesItemThreeDataTopPMin).max(restoreWorkflowRevisionResponseNodesItemThreeDataTopPMax).optional(),
  "knowledge": zod.array(zod.string().min(1).max(restoreWorkflowRevisionResponseNodesItemThreeDataKnowledgeItemMax).regex(restoreWorkflowRevisionResponseNodesItemThreeDataKnowledgeItemRegExp).describe('An opaque identifier.')).max(restoreWorkflowRevisionResponseNodesItemThreeDataKnowledgeMax).optional().describe('Knowledge indexes whose search results ground the answer.'),
  "jsonMode": zod.boolean().optional(),
  "useContext": zod.boolean().optional().describe('Pass the conversation context (chat workflows).'),
  "imageUrls": zod.array(zod.string().max(restoreWorkflowRevisionResponseNodesItemThreeDataImageUrlsItemMax)).max(restoreWorkflowRevisionResponseNodesItemThreeDataImageUrlsMax).optional().describe('URLs or variable references of media passed to the model.'),
  "videoUrls": zod.array(zod.string().max(restoreWorkflowRevisionResponseNodesItemThreeDataVideoUrlsItemMax)).max(restoreWorkflowRevisionResponseNodesItemThreeDataVideoUrlsMax).optional().describe('URLs or variable references of media passed to the model.'),
  "audioUrls": zod.array(zod.string().max(restoreWorkflowRevisionResponseNodesItemThreeDataAudioUrlsItemMax)).max(restoreWorkflowRevisionResponseNodesItemThreeDataAudioUrlsMax).optional().describe('URLs or variable references of media passed to the model.'),
  "fileUrls": zod.array(zod.string().max(restoreWorkflowRevisionResponseNodesItemThreeDataFileUrlsItemMax)).max(restoreWorkflowRevisionResponseNodesItemThreeDataFileUrlsMax).optional().describe('URLs or variable references of media passed to the model.')
})
}),zod.object({
  "id": zod.string().min(1).max(restoreWorkflowRevisionResponseNodesItemFourIdMax).regex(restoreWorkflowRevisionResponseNodesItemFourIdRegExp).describe('A node\'s id, unique in its graph.'),
  "kind": zod.enum(['NODE_KIND_KNOWLEDGE']),
  "title": zod.string().max(restoreWorkflowRevisionResponseNodesItemFourTitleMax).optional().describe('The node\'s title on the canvas.'),
  "position": zod.object({
  "x": zod.number().min(restoreWorkflowRevisionResponseNodesItemFourPositionXMin).max(restoreWorkflowRevisionResponseNodesItemFourPositionXMax),
  "y": zod.number().min(restoreWorkflowRevisionResponseNodesItemFourPositionYMin).max(restoreWorkflowRevisionResponseNodesItemFourPositionYMax)
}).describe('Where the node sits on the canvas (pixels).'),
  "data": zod.object({
  "indexId": zod.string().min(1).max(restoreWorkflowRevisionResponseNodesItemFourDataIndexIdMax).regex(restoreWorkflowRevisionResponseNodesItemFourDataIndexIdRegExp).describe('An opaque identifier.'),
  "query": zod.string().max(restoreWorkflowRevisionResponseNodesItemFourDataQueryMax).describe('A literal value or a reference to another node\'s variable (\'{{llm_1.answer}}\').'),
  "numberOfDocuments": zod.int().min(1).max(restoreWorkflowRevisionResponseNodesItemFourDataNumberOfDocumentsMax),
  "minimumScore": zod.number().min(restoreWorkflowRevisionResponseNodesItemFourDataMinimumScoreMin).max(restoreWorkflowRevisionResponseNodesItemFourDataMinimumScoreMax)
})
}),zod.object({
  "id": zod.string().min(1).max(restoreWorkflowRevisionResponseNodesItemFiveIdMax).regex(restoreWorkflowRevisionResponseNodesItemFiveIdRegExp).describe('A node\'s id, unique in its graph.'),
  "kind": zod.enum(['NODE_KIND_DATABASE']),
  "title": zod.string().max(restoreWorkflowRevisionResponseNodesItemFiveTitleMax).optional().describe('The node\'s title on the canvas.'),
  "position": zod.object({
  "x": zod.number().min(restoreWorkflowRevisionResponseNodesItemFivePositionXMin).max(restoreWorkflowRevisionResponseNodesItemFivePositionXMax),
  "y": zod.number().min(restoreWorkflowRevisionResponseNodesItemFivePositionYMin).max(restoreWorkflowRevisionResponseNodesItemFivePositionYMax)
}).describe('Where the node sits on the canvas (pixels).'),
  "data": zod.object({
  "variable": zod.string().min(1).max(restoreWorkflowRevisionResponseNodesItemFiveDataVariableMax).regex(restoreWorkflowRevisionResponseNodesItemFiveDataVariableRegExp).describe('A variable name: half-width letters, digits and underscore, not starting with a digit. Names starting with \'sys_\' are reserved for the system variables of the start node (\'This variable name is reserved by the system. Please use a different name.\').'),
  "connectionId": zod.string().min(1).max(restoreWorkflowRevisionResponseNodesItemFiveDataConnectionIdMax).regex(restoreWorkflowRevisionResponseNodesItemFiveDataConnectionIdRegExp).describe('An opaque identifier.'),
  "query": zod.string().min(1).max(restoreWorkflowRevisionResponseNodesItemFiveDataQueryMax),
  "bindVariables": zod.array(zod.object({
  "name": zod.string().min(1).max(restoreWorkflowRevisionResponseNodesItemFiveDataBindVariablesItemNameMax).regex(restoreWorkflowRevisionResponseNodesItemFiveDataBindVariablesItemNameRegExp),
  "value": zod.string().max(restoreWorkflowRevisionResponseNodesItemFiveDataBindVariablesItemValueMax),
  "type": zod.enum(['BIND_VARIABLE_TYPE_VARCHAR2', 'BIND_VARIABLE_TYPE_NUMBER', 'BIND_VARIABLE_TYPE_DATE', 'BIND_VARIABLE_TYPE_TIMESTAMP', 'BIND_VARIABLE_TYPE_CLOB', 'BIND_VARIABLE_TYPE_BOOLEAN', 'BIND_VARIABLE_TYPE_STRING', 'BIND_VARIABLE_TYPE_INT64', 'BIND_VARIABLE_TYPE_FLOAT64']).describe('The type of a database bind variable. The editor picks CLOB for strings over 4000 characters (Oracle).')
}).describe('A bind variable of a database query. A VARCHAR2 value over 4000 characters is refused (\'Use CLOB for strings over 4000 characters\').')).max(restoreWorkflowRevisionResponseNodesItemFiveDataBindVariablesMax)
})
}),zod.object({
  "id": zod.string().min(1).max(restoreWorkflowRevisionResponseNodesItemSixIdMax).regex(restoreWorkflowRevisionResponseNodesItemSixIdRegExp).describe('A node\'s id, unique in its graph.'),
  "kind": zod.enum(['NODE_KIND_IF_ELSE']),
  "title": zod.string().max(restoreWorkflowRevisionResponseNodesItemSixTitleMax).optional().describe('The node\'s title on the canvas.'),
  "position": zod.object({
  "x": zod.number().min(restoreWorkflowRevisionResponseNodesItemSixPositionXMin).max(restoreWorkflowRevisionResponseNodesItemSixPositionXMax),
  "y": zod.number().min(restoreWorkflowRevisionResponseNodesItemSixPositionYMin).max(restoreWorkflowRevisionResponseNodesItemSixPositionYMax)
}).describe('Where the node sits on the canvas (pixels).'),
  "data": zod.object({
  "branches": zod.array(zod.object({
  "id": zod.string().min(1).max(restoreWorkflowRevisionResponseNodesItemSixDataBranchesItemIdMax).regex(restoreWorkflowRevisionResponseNodesItemSixDataBranchesItemIdRegExp),
  "logicalOperator": zod.enum(['IF_ELSE_LOGICAL_OPERATOR_AND', 'IF_ELSE_LOGICAL_OPERATOR_OR']).describe('How a branch combines its conditions.'),
  "conditions": zod.array(zod.object({
  "inputVariable": zod.string().max(restoreWorkflowRevisionResponseNodesItemSixDataBranchesItemConditionsItemInputVariableMax).describe('A literal value or a reference to another node\'s variable (\'{{llm_1.answer}}\').'),
  "operator": zod.enum(['IF_ELSE_OPERATOR_EQUALS', 'IF_ELSE_OPERATOR_NOT_EQUALS', 'IF_ELSE_OPERATOR_GREATER_THAN', 'IF_ELSE_OPERATOR_LESS_THAN', 'IF_ELSE_OPERATOR_GREATER_OR_EQUAL', 'IF_ELSE_OPERATOR_LESS_OR_EQUAL', 'IF_ELSE_OPERATOR_CONTAINS', 'IF_ELSE_OPERATOR_NOT_CONTAINS', 'IF_ELSE_OPERATOR_STARTS_WITH', 'IF_ELSE_OPERATOR_ENDS_WITH', 'IF_ELSE_OPERATOR_IS_EMPTY', 'IF_ELSE_OPERATOR_IS_NOT_EMPTY']).describe('The twelve comparison operators of an if-else condition.'),
  "value": zod.string().max(restoreWorkflowRevisionResponseNodesItemSixDataBranchesItemConditionsItemValueMax).optional()
}).describe('A condition; value is not used by IS_EMPTY and IS_NOT_EMPTY.')).min(1).max(restoreWorkflowRevisionResponseNodesItemSixDataBranchesItemConditionsMax)
}).describe('A branch (if, else if …), tried in order; the first whose conditions hold is taken, else the edge with sourceHandle \'else\'. Its id is the sourceHandle of the edge leaving it.')).min(1).max(restoreWorkflowRevisionResponseNodesItemSixDataBranchesMax)
})
}),zod.object({
  "id": zod.string().min(1).max(restoreWorkflowRevisionResponseNodesItemSevenIdMax).regex(restoreWorkflowRevisionResponseNodesItemSevenIdRegExp).describe('A node\'s id, unique in its graph.'),
  "kind": zod.enum(['NODE_KIND_WORKFLOW']),
  "title": zod.string().max(restoreWorkflowRevisionResponseNodesItemSevenTitleMax).optional().describe('The node\'s title on the canvas.'),
  "position": zod.object({
  "x": zod.number().min(restoreWorkflowRevisionResponseNodesItemSevenPositionXMin).max(restoreWorkflowRevisionResponseNodesItemSevenPositionXMax),
  "y": zod.number().min(restoreWorkflowRevisionResponseNodesItemSevenPositionYMin).max(restoreWorkflowRevisionResponseNodesItemSevenPositionYMax)
}).describe('Where the node sits on the canvas (pixels).'),
  "data": zod.object({
  "workflowId": zod.string().min(1).max(restoreWorkflowRevisionResponseNodesItemSevenDataWorkflowIdMax).regex(restoreWorkflowRevisionResponseNodesItemSevenDataWorkflowIdRegExp).describe('An opaque identifier.'),
  "version": zod.string().min(1).max(restoreWorkflowRevisionResponseNodesItemSevenDataVersionMax).describe('The called workflow\'s API version name.'),
  "variable": zod.string().min(1).max(restoreWorkflowRevisionResponseNodesItemSevenDataVariableMax).regex(restoreWorkflowRevisionResponseNodesItemSevenDataVariableRegExp).describe('A variable name: half-width letters, digits and underscore, not starting with a digit. Names starting with \'sys_\' are reserved for the system variables of the start node (\'This variable name is reserved by the system. Please use a different name.\').'),
  "useContext": zod.boolean().optional()
})
}).describe('A node that calls another workflow (a published API version of it).'),zod.object({
  "id": zod.string().min(1).max(restoreWorkflowRevisionResponseNodesItemEightIdMax).regex(restoreWorkflowRevisionResponseNodesItemEightIdRegExp).describe('A node\'s id, unique in its graph.'),
  "kind": zod.enum(['NODE_KIND_CUSTOM_NODE']),
  "title": zod.string().max(restoreWorkflowRevisionResponseNodesItemEightTitleMax).optional().describe('The node\'s title on the canvas.'),
  "position": zod.object({
  "x": zod.number().min(restoreWorkflowRevisionResponseNodesItemEightPositionXMin).max(restoreWorkflowRevisionResponseNodesItemEightPositionXMax),
  "y": zod.number().min(restoreWorkflowRevisionResponseNodesItemEightPositionYMin).max(restoreWorkflowRevisionResponseNodesItemEightPositionYMax)
}).describe('Where the node sits on the canvas (pixels).'),
  "data": zod.object({
  "customNodeId": zod.string().min(1).max(restoreWorkflowRevisionResponseNodesItemEightDataCustomNodeIdMax).regex(restoreWorkflowRevisionResponseNodesItemEightDataCustomNodeIdRegExp).describe('An opaque identifier.'),
  "configFileId": zod.string().min(1).max(restoreWorkflowRevisionResponseNodesItemEightDataConfigFileIdMax).regex(restoreWorkflowRevisionResponseNodesItemEightDataConfigFileIdRegExp).optional().describe('The configuration file with its environment settings (optional).'),
  "variable": zod.string().min(1).max(restoreWorkflowRevisionResponseNodesItemEightDataVariableMax).regex(restoreWorkflowRevisionResponseNodesItemEightDataVariableRegExp).describe('A variable name: half-width letters, digits and underscore, not starting with a digit. Names starting with \'sys_\' are reserved for the system variables of the start node (\'This variable name is reserved by the system. Please use a different name.\').'),
  "inputParameters": zod.array(zod.object({
  "name": zod.string().min(1).max(restoreWorkflowRevisionResponseNodesItemEightDataInputParametersItemNameMax),
  "value": zod.string().max(restoreWorkflowRevisionResponseNodesItemEightDataInputParametersItemValueMax).describe('A literal value or a reference to another node\'s variable (\'{{llm_1.answer}}\').')
}).describe('An input parameter of a (shared) custom node.')).max(restoreWorkflowRevisionResponseNodesItemEightDataInputParametersMax)
})
}).describe('A node running one of the project\'s custom nodes.'),zod.object({
  "id": zod.string().min(1).max(restoreWorkflowRevisionResponseNodesItemNineIdMax).regex(restoreWorkflowRevisionResponseNodesItemNineIdRegExp).describe('A node\'s id, unique in its graph.'),
  "kind": zod.enum(['NODE_KIND_SHARED_CUSTOM_NODE']),
  "title": zod.string().max(restoreWorkflowRevisionResponseNodesItemNineTitleMax).optional().describe('The node\'s title on the canvas.'),
  "position": zod.object({
  "x": zod.number().min(restoreWorkflowRevisionResponseNodesItemNinePositionXMin).max(restoreWorkflowRevisionResponseNodesItemNinePositionXMax),
  "y": zod.number().min(restoreWorkflowRevisionResponseNodesItemNinePositionYMin).max(restoreWorkflowRevisionResponseNodesItemNinePositionYMax)
}).describe('Where the node sits on the canvas (pixels).'),
  "data": zod.object({
  "sharedCustomNodeId": zod.string().min(1).max(restoreWorkflowRevisionResponseNodesItemNineDataSharedCustomNodeIdMax).regex(restoreWorkflowRevisionResponseNodesItemNineDataSharedCustomNodeIdRegExp).describe('An opaque identifier.'),
  "configFileId": zod.string().min(1).max(restoreWorkflowRevisionResponseNodesItemNineDataConfigFileIdMax).regex(restoreWorkflowRevisionResponseNodesItemNineDataConfigFileIdRegExp).optional().describe('The configuration file with its environment settings (optional).'),
  "variable": zod.string().min(1).max(restoreWorkflowRevisionResponseNodesItemNineDataVariableMax).regex(restoreWorkflowRevisionResponseNodesItemNineDataVariableRegExp).describe('A variable name: half-width letters, digits and underscore, not starting with a digit. Names starting with \'sys_\' are reserved for the system variables of the start node (\'This variable name is reserved by the system. Please use a different name.\').'),
  "inputParameters": zod.array(zod.object({
  "name": zod.string().min(1).max(restoreWorkflowRevisionResponseNodesItemNineDataInputParametersItemNameMax),
  "value": zod.string().max(restoreWorkflowRevisionResponseNodesItemNineDataInputParametersItemValueMax).describe('A literal value or a reference to another node\'s variable (\'{{llm_1.answer}}\').')
}).describe('An input parameter of a (shared) custom node.')).max(restoreWorkflowRevisionResponseNodesItemNineDataInputParametersMax)
})
}).describe('A node running an administrator-published (shared) custom node.')]).describe('A node of the graph, one of the nine kinds (discriminated by kind).')).max(restoreWorkflowRevisionResponseNodesMax).describe('At most 5000 nodes (the editor is measured with 3000; see `npm run bench`).'),
  "edges": zod.array(zod.object({
  "id": zod.string().min(1).max(restoreWorkflowRevisionResponseEdgesItemIdMax).regex(restoreWorkflowRevisionResponseEdgesItemIdRegExp).describe('A node\'s id, unique in its graph.'),
  "source": zod.string().min(1).max(restoreWorkflowRevisionResponseEdgesItemSourceMax).regex(restoreWorkflowRevisionResponseEdgesItemSourceRegExp).describe('A node\'s id, unique in its graph.'),
  "target": zod.string().min(1).max(restoreWorkflowRevisionResponseEdgesItemTargetMax).regex(restoreWorkflowRevisionResponseEdgesItemTargetRegExp).describe('A node\'s id, unique in its graph.'),
  "sourceHandle": zod.string().max(restoreWorkflowRevisionResponseEdgesItemSourceHandleMax).optional()
}).describe('A connection from one node to another. Edges leaving an if-else node carry the branch id, or \'else\', as sourceHandle.')).max(restoreWorkflowRevisionResponseEdgesMax),
  "updatedAt": zod.iso.datetime({"offset":true}).max(restoreWorkflowRevisionResponseUpdatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "updatedBy": zod.object({
  "id": zod.string().max(restoreWorkflowRevisionResponseUpdatedByIdMax),
  "name": zod.string().max(restoreWorkflowRevisionResponseUpdatedByNameMax)
}).optional().describe('Who did something, as the studio shows it.')
}).describe('A workflow\'s graph as stored, with its revision (incremented by every save). A save must name the revision it was based on.')

