import * as zod from 'zod';


/**
 * The nodes, edges and revision of the workflow's stored graph.
 * @summary A workflow's graph
 */
export const getWorkflowGraphPathProjectIdMax = 64;


export const getWorkflowGraphPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getWorkflowGraphPathWorkflowIdMax = 64;


export const getWorkflowGraphPathWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const GetWorkflowGraphParams = zod.object({
  "projectId": zod.string().min(1).max(getWorkflowGraphPathProjectIdMax).regex(getWorkflowGraphPathProjectIdRegExp).describe('The project.'),
  "workflowId": zod.string().min(1).max(getWorkflowGraphPathWorkflowIdMax).regex(getWorkflowGraphPathWorkflowIdRegExp).describe('The workflow.')
})

export const getWorkflowGraphHeaderIdpMax = 64;

export const getWorkflowGraphHeaderAiwTenantIdMax = 64;


export const getWorkflowGraphHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const GetWorkflowGraphHeader = zod.object({
  "idp": zod.string().min(1).max(getWorkflowGraphHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(getWorkflowGraphHeaderAiwTenantIdMax).regex(getWorkflowGraphHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const getWorkflowGraphResponseWorkflowIdMax = 64;


export const getWorkflowGraphResponseWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getWorkflowGraphResponseRevisionMin = 0;
export const getWorkflowGraphResponseRevisionMax = 2147483647;

export const getWorkflowGraphResponseNodesItemOneIdMax = 64;


export const getWorkflowGraphResponseNodesItemOneIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getWorkflowGraphResponseNodesItemOneTitleMax = 50;

export const getWorkflowGraphResponseNodesItemOnePositionXMin = -100000;
export const getWorkflowGraphResponseNodesItemOnePositionXMax = 100000;

export const getWorkflowGraphResponseNodesItemOnePositionYMin = -100000;
export const getWorkflowGraphResponseNodesItemOnePositionYMax = 100000;

export const getWorkflowGraphResponseNodesItemOneDataInputVariablesItemNameMax = 64;


export const getWorkflowGraphResponseNodesItemOneDataInputVariablesItemNameRegExp = new RegExp('^[A-Za-z_][A-Za-z0-9_]*$');
export const getWorkflowGraphResponseNodesItemOneDataInputVariablesItemDebugValueMax = 5000;

export const getWorkflowGraphResponseNodesItemOneDataInputVariablesMax = 50;

export const getWorkflowGraphResponseNodesItemTwoIdMax = 64;


export const getWorkflowGraphResponseNodesItemTwoIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getWorkflowGraphResponseNodesItemTwoTitleMax = 50;

export const getWorkflowGraphResponseNodesItemTwoPositionXMin = -100000;
export const getWorkflowGraphResponseNodesItemTwoPositionXMax = 100000;

export const getWorkflowGraphResponseNodesItemTwoPositionYMin = -100000;
export const getWorkflowGraphResponseNodesItemTwoPositionYMax = 100000;

export const getWorkflowGraphResponseNodesItemTwoDataOutputVariablesItemNameMax = 64;


export const getWorkflowGraphResponseNodesItemTwoDataOutputVariablesItemNameRegExp = new RegExp('^[A-Za-z_][A-Za-z0-9_]*$');
export const getWorkflowGraphResponseNodesItemTwoDataOutputVariablesItemValueMax = 5000;

export const getWorkflowGraphResponseNodesItemTwoDataOutputVariablesMax = 50;

export const getWorkflowGraphResponseNodesItemThreeIdMax = 64;


export const getWorkflowGraphResponseNodesItemThreeIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getWorkflowGraphResponseNodesItemThreeTitleMax = 50;

export const getWorkflowGraphResponseNodesItemThreePositionXMin = -100000;
export const getWorkflowGraphResponseNodesItemThreePositionXMax = 100000;

export const getWorkflowGraphResponseNodesItemThreePositionYMin = -100000;
export const getWorkflowGraphResponseNodesItemThreePositionYMax = 100000;

export const getWorkflowGraphResponseNodesItemThreeDataModelIdMax = 100;

export const getWorkflowGraphResponseNodesItemThreeDataPromptMax = 20000;

export const getWorkflowGraphResponseNodesItemThreeDataSystemPromptMax = 20000;

export const getWorkflowGraphResponseNodesItemThreeDataOutputVariableMax = 64;


export const getWorkflowGraphResponseNodesItemThreeDataOutputVariableRegExp = new RegExp('^[A-Za-z_][A-Za-z0-9_]*$');
export const getWorkflowGraphResponseNodesItemThreeDataTemperatureMin = 0;
export const getWorkflowGraphResponseNodesItemThreeDataTemperatureMax = 2;

export const getWorkflowGraphResponseNodesItemThreeDataMaxTokensMax = 128000;

export const getWorkflowGraphResponseNodesItemThreeDataTopPMin = 0;
export const getWorkflowGraphResponseNodesItemThreeDataTopPMax = 1;

export const getWorkflowGraphResponseNodesItemThreeDataKnowledgeItemMax = 64;


export const getWorkflowGraphResponseNodesItemThreeDataKnowledgeItemRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getWorkflowGraphResponseNodesItemThreeDataKnowledgeMax = 10;

export const getWorkflowGraphResponseNodesItemThreeDataImageUrlsItemMax = 2000;

export const getWorkflowGraphResponseNodesItemThreeDataImageUrlsMax = 10;

export const getWorkflowGraphResponseNodesItemThreeDataVideoUrlsItemMax = 2000;

export const getWorkflowGraphResponseNodesItemThreeDataVideoUrlsMax = 10;

export const getWorkflowGraphResponseNodesItemThreeDataAudioUrlsItemMax = 2000;

export const getWorkflowGraphResponseNodesItemThreeDataAudioUrlsMax = 10;

export const getWorkflowGraphResponseNodesItemThreeDataFileUrlsItemMax = 2000;

export const getWorkflowGraphResponseNodesItemThreeDataFileUrlsMax = 10;

export const getWorkflowGraphResponseNodesItemFourIdMax = 64;


export const getWorkflowGraphResponseNodesItemFourIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getWorkflowGraphResponseNodesItemFourTitleMax = 50;

export const getWorkflowGraphResponseNodesItemFourPositionXMin = -100000;
export const getWorkflowGraphResponseNodesItemFourPositionXMax = 100000;

export const getWorkflowGraphResponseNodesItemFourPositionYMin = -100000;
export const getWorkflowGraphResponseNodesItemFourPositionYMax = 100000;

export const getWorkflowGraphResponseNodesItemFourDataIndexIdMax = 64;


export const getWorkflowGraphResponseNodesItemFourDataIndexIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getWorkflowGraphResponseNodesItemFourDataQueryMax = 5000;

export const getWorkflowGraphResponseNodesItemFourDataNumberOfDocumentsMax = 50;

export const getWorkflowGraphResponseNodesItemFourDataMinimumScoreMin = 0;
export const getWorkflowGraphResponseNodesItemFourDataMinimumScoreMax = 1;

export const getWorkflowGraphResponseNodesItemFiveIdMax = 64;


export const getWorkflowGraphResponseNodesItemFiveIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getWorkflowGraphResponseNodesItemFiveTitleMax = 50;

export const getWorkflowGraphResponseNodesItemFivePositionXMin = -100000;
export const getWorkflowGraphResponseNodesItemFivePositionXMax = 100000;

export const getWorkflowGraphResponseNodesItemFivePositionYMin = -100000;
export const getWorkflowGraphResponseNodesItemFivePositionYMax = 100000;

export const getWorkflowGraphResponseNodesItemFiveDataVariableMax = 64;


export const getWorkflowGraphResponseNodesItemFiveDataVariableRegExp = new RegExp('^[A-Za-z_][A-Za-z0-9_]*$');
export const getWorkflowGraphResponseNodesItemFiveDataConnectionIdMax = 64;


export const getWorkflowGraphResponseNodesItemFiveDataConnectionIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getWorkflowGraphResponseNodesItemFiveDataQueryMax = 20000;

export const getWorkflowGraphResponseNodesItemFiveDataBindVariablesItemNameMax = 64;


export const getWorkflowGraphResponseNodesItemFiveDataBindVariablesItemNameRegExp = new RegExp('^[A-Za-z_][A-Za-z0-9_]*$');
export const getWorkflowGraphResponseNodesItemFiveDataBindVariablesItemValueMax = 100000;

export const getWorkflowGraphResponseNodesItemFiveDataBindVariablesMax = 50;

export const getWorkflowGraphResponseNodesItemSixIdMax = 64;


export const getWorkflowGraphResponseNodesItemSixIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getWorkflowGraphResponseNodesItemSixTitleMax = 50;

export const getWorkflowGraphResponseNodesItemSixPositionXMin = -100000;
export const getWorkflowGraphResponseNodesItemSixPositionXMax = 100000;

export const getWorkflowGraphResponseNodesItemSixPositionYMin = -100000;
export const getWorkflowGraphResponseNodesItemSixPositionYMax = 100000;

export const getWorkflowGraphResponseNodesItemSixDataBranchesItemIdMax = 64;


export const getWorkflowGraphResponseNodesItemSixDataBranchesItemIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getWorkflowGraphResponseNodesItemSixDataBranchesItemConditionsItemInputVariableMax = 5000;

export const getWorkflowGraphResponseNodesItemSixDataBranchesItemConditionsItemValueMax = 5000;

export const getWorkflowGraphResponseNodesItemSixDataBranchesItemConditionsMax = 20;

export const getWorkflowGraphResponseNodesItemSixDataBranchesMax = 20;

export const getWorkflowGraphResponseNodesItemSevenIdMax = 64;


export const getWorkflowGraphResponseNodesItemSevenIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getWorkflowGraphResponseNodesItemSevenTitleMax = 50;

export const getWorkflowGraphResponseNodesItemSevenPositionXMin = -100000;
export const getWorkflowGraphResponseNodesItemSevenPositionXMax = 100000;

export const getWorkflowGraphResponseNodesItemSevenPositionYMin = -100000;
export const getWorkflowGraphResponseNodesItemSevenPositionYMax = 100000;

export const getWorkflowGraphResponseNodesItemSevenDataWorkflowIdMax = 64;


export const getWorkflowGraphResponseNodesItemSevenDataWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getWorkflowGraphResponseNodesItemSevenDataVersionMax = 50;

export const getWorkflowGraphResponseNodesItemSevenDataVariableMax = 64;


export const getWorkflowGraphResponseNodesItemSevenDataVariableRegExp = new RegExp('^[A-Za-z_][A-Za-z0-9_]*$');
export const getWorkflowGraphResponseNodesItemEightIdMax = 64;


export const getWorkflowGraphResponseNodesItemEightIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getWorkflowGraphResponseNodesItemEightTitleMax = 50;

export const getWorkflowGraphResponseNodesItemEightPositionXMin = -100000;
export const getWorkflowGraphResponseNodesItemEightPositionXMax = 100000;

export const getWorkflowGraphResponseNodesItemEightPositionYMin = -100000;
export const getWorkflowGraphResponseNodesItemEightPositionYMax = 100000;

export const getWorkflowGraphResponseNodesItemEightDataCustomNodeIdMax = 64;


export const getWorkflowGraphResponseNodesItemEightDataCustomNodeIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getWorkflowGraphResponseNodesItemEightDataConfigFileIdMax = 64;


export const getWorkflowGraphResponseNodesItemEightDataConfigFileIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getWorkflowGraphResponseNodesItemEightDataVariableMax = 64;


export const getWorkflowGraphResponseNodesItemEightDataVariableRegExp = new RegExp('^[A-Za-z_][A-Za-z0-9_]*$');
export const getWorkflowGraphResponseNodesItemEightDataInputParametersItemNameMax = 64;

export const getWorkflowGraphResponseNodesItemEightDataInputParametersItemValueMax = 5000;

export const getWorkflowGraphResponseNodesItemEightDataInputParametersMax = 50;

export const getWorkflowGraphResponseNodesItemNineIdMax = 64;


export const getWorkflowGraphResponseNodesItemNineIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getWorkflowGraphResponseNodesItemNineTitleMax = 50;

export const getWorkflowGraphResponseNodesItemNinePositionXMin = -100000;
export const getWorkflowGraphResponseNodesItemNinePositionXMax = 100000;

export const getWorkflowGraphResponseNodesItemNinePositionYMin = -100000;
export const getWorkflowGraphResponseNodesItemNinePositionYMax = 100000;

export const getWorkflowGraphResponseNodesItemNineDataSharedCustomNodeIdMax = 64;


export const getWorkflowGraphResponseNodesItemNineDataSharedCustomNodeIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getWorkflowGraphResponseNodesItemNineDataConfigFileIdMax = 64;


export const getWorkflowGraphResponseNodesItemNineDataConfigFileIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getWorkflowGraphResponseNodesItemNineDataVariableMax = 64;


export const getWorkflowGraphResponseNodesItemNineDataVariableRegExp = new RegExp('^[A-Za-z_][A-Za-z0-9_]*$');
export const getWorkflowGraphResponseNodesItemNineDataInputParametersItemNameMax = 64;

export const getWorkflowGraphResponseNodesItemNineDataInputParametersItemValueMax = 5000;

export const getWorkflowGraphResponseNodesItemNineDataInputParametersMax = 50;

export const getWorkflowGraphResponseNodesMax = 5000;

export const getWorkflowGraphResponseEdgesItemIdMax = 64;


export const getWorkflowGraphResponseEdgesItemIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getWorkflowGraphResponseEdgesItemSourceMax = 64;


export const getWorkflowGraphResponseEdgesItemSourceRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getWorkflowGraphResponseEdgesItemTargetMax = 64;


export const getWorkflowGraphResponseEdgesItemTargetRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getWorkflowGraphResponseEdgesItemSourceHandleMax = 64;

export const getWorkflowGraphResponseEdgesMax = 10000;

export const getWorkflowGraphResponseUpdatedAtMax = 40;

export const getWorkflowGraphResponseUpdatedByIdMax = 64;

export const getWorkflowGraphResponseUpdatedByNameMax = 200;



export const GetWorkflowGraphResponse = zod.object({
  "workflowId": zod.string().min(1).max(getWorkflowGraphResponseWorkflowIdMax).regex(getWorkflowGraphResponseWorkflowIdRegExp).describe('An opaque identifier.'),
  "revision": zod.int().min(getWorkflowGraphResponseRevisionMin).max(getWorkflowGraphResponseRevisionMax),
  "nodes": zod.array(zod.union([zod.object({
  "id": zod.string().min(1).max(getWorkflowGraphResponseNodesItemOneIdMax).regex(getWorkflowGraphResponseNodesItemOneIdRegExp).describe('A node\'s id, unique in its graph.'),
  "kind": zod.enum(['NODE_KIND_START']),
  "title": zod.string().max(getWorkflowGraphResponseNodesItemOneTitleMax).optional().describe('The node\'s title on the canvas.'),
  "position": zod.object({
  "x": zod.number().min(getWorkflowGraphResponseNodesItemOnePositionXMin).max(getWorkflowGraphResponseNodesItemOnePositionXMax),
  "y": zod.number().min(getWorkflowGraphResponseNodesItemOnePositionYMin).max(getWorkflowGraphResponseNodesItemOnePositionYMax)
}).describe('Where the node sits on the canvas (pixels).'),
  "data": zod.object({
  "inputVariables": zod.array(zod.object({
  "name": zod.string().min(1).max(getWorkflowGraphResponseNodesItemOneDataInputVariablesItemNameMax).regex(getWorkflowGraphResponseNodesItemOneDataInputVariablesItemNameRegExp).describe('A variable name: half-width letters, digits and underscore, not starting with a digit. Names starting with \'sys_\' are reserved for the system variables of the start node (\'This variable name is reserved by the system. Please use a different name.\').'),
  "debugValue": zod.string().max(getWorkflowGraphResponseNodesItemOneDataInputVariablesItemDebugValueMax).optional().describe('The value a debug run uses when none is given.')
}).describe('An input variable of the start node.')).max(getWorkflowGraphResponseNodesItemOneDataInputVariablesMax)
})
}),zod.object({
  "id": zod.string().min(1).max(getWorkflowGraphResponseNodesItemTwoIdMax).regex(getWorkflowGraphResponseNodesItemTwoIdRegExp).describe('A node\'s id, unique in its graph.'),
  "kind": zod.enum(['NODE_KIND_END']),
  "title": zod.string().max(getWorkflowGraphResponseNodesItemTwoTitleMax).optional().describe('The node\'s title on the canvas.'),
  "position": zod.object({
  "x": zod.number().min(getWorkflowGraphResponseNodesItemTwoPositionXMin).max(getWorkflowGraphResponseNodesItemTwoPositionXMax),
  "y": zod.number().min(getWorkflowGraphResponseNodesItemTwoPositionYMin).max(getWorkflowGraphResponseNodesItemTwoPositionYMax)
}).describe('Where the node sits on the canvas (pixels).'),
  "data": zod.object({
  "outputVariables": zod.array(zod.object({
  "name": zod.string().min(1).max(getWorkflowGraphResponseNodesItemTwoDataOutputVariablesItemNameMax).regex(getWorkflowGraphResponseNodesItemTwoDataOutputVariablesItemNameRegExp).describe('A variable name: half-width letters, digits and underscore, not starting with a digit. Names starting with \'sys_\' are reserved for the system variables of the start node (\'This variable name is reserved by the system. Please use a different name.\').'),
  "value": zod.string().max(getWorkflowGraphResponseNodesItemTwoDataOutputVariablesItemValueMax).describe('A literal value or a reference to another node\'s variable (\'{{llm_1.answer}}\').')
}).describe('An output variable of the end node.')).max(getWorkflowGraphResponseNodesItemTwoDataOutputVariablesMax)
})
}),zod.object({
  "id": zod.string().min(1).max(getWorkflowGraphResponseNodesItemThreeIdMax).regex(getWorkflowGraphResponseNodesItemThreeIdRegExp).describe('A node\'s id, unique in its graph.'),
  "kind": zod.enum(['NODE_KIND_LLM']),
  "title": zod.string().max(getWorkflowGraphResponseNodesItemThreeTitleMax).optional().describe('The node\'s title on the canvas.'),
  "position": zod.object({
  "x": zod.number().min(getWorkflowGraphResponseNodesItemThreePositionXMin).max(getWorkflowGraphResponseNodesItemThreePositionXMax),
  "y": zod.number().min(getWorkflowGraphResponseNodesItemThreePositionYMin).max(getWorkflowGraphResponseNodesItemThreePositionYMax)
}).describe('Where the node sits on the canvas (pixels).'),
  "data": zod.object({
  "modelId": zod.string().min(1).max(getWorkflowGraphResponseNodesItemThreeDataModelIdMax).describe('An id from the models list.'),
  "prompt": zod.string().max(getWorkflowGraphResponseNodesItemThreeDataPromptMax),
  "systemPrompt": zod.string().max(getWorkflowGraphResponseNodesItemThreeDataSystemPromptMax).optional(),
  "outputVariable": zod.string().min(1).max(getWorkflowGraphResponseNodesItemThreeDataOutputVariableMax).regex(getWorkflowGraphResponseNodesItemThreeDataOutputVariableRegExp).describe('A variable name: half-width letters, digits and underscore, not starting with a digit. Names starting with \'sys_\' are reserved for the system variables of the start node (\'This variable name is reserved by the system. Please use a different name.\').'),
  "temperature": zod.number().min(getWorkflowGraphResponseNodesItemThreeDataTemperatureMin).max(getWorkflowGraphResponseNodesItemThreeDataTemperatureMax).optional(),
  "maxTokens": zod.int().min(1).max(getWorkflowGraphResponseNodesItemThreeDataMaxTokensMax).optional(),
  "topP": zod.number().min(getWorkflowGraphResponseNodesItemThreeDataTopPMin).max(getWorkflowGraphResponseNodesItemThreeDataTopPMax).optional(),
  "knowledge": zod.array(zod.string().min(1).max(getWorkflowGraphResponseNodesItemThreeDataKnowledgeItemMax).regex(getWorkflowGraphResponseNodesItemThreeDataKnowledgeItemRegExp).describe('An opaque identifier.')).max(getWorkflowGraphResponseNodesItemThreeDataKnowledgeMax).optional().describe('Knowledge indexes whose search results ground the answer.'),
  "jsonMode": zod.boolean().optional(),
  "useContext": zod.boolean().optional().describe('Pass the conversation context (chat workflows).'),
  "imageUrls": zod.array(zod.string().max(getWorkflowGraphResponseNodesItemThreeDataImageUrlsItemMax)).max(getWorkflowGraphResponseNodesItemThreeDataImageUrlsMax).optional().describe('URLs or variable references of media passed to the model.'),
  "videoUrls": zod.array(zod.string().max(getWorkflowGraphResponseNodesItemThreeDataVideoUrlsItemMax)).max(getWorkflowGraphResponseNodesItemThreeDataVideoUrlsMax).optional().describe('URLs or variable references of media passed to the model.'),
  "audioUrls": zod.array(zod.string().max(getWorkflowGraphResponseNodesItemThreeDataAudioUrlsItemMax)).max(getWorkflowGraphResponseNodesItemThreeDataAudioUrlsMax).optional().describe('URLs or variable references of media passed to the model.'),
  "fileUrls": zod.array(zod.string().max(getWorkflowGraphResponseNodesItemThreeDataFileUrlsItemMax)).max(getWorkflowGraphResponseNodesItemThreeDataFileUrlsMax).optional().describe('URLs or variable references of media passed to the model.')
})
}),zod.object({
  "id": zod.string().min(1).max(getWorkflowGraphResponseNodesItemFourIdMax).regex(getWorkflowGraphResponseNodesItemFourIdRegExp).describe('A node\'s id, unique in its graph.'),
  "kind": zod.enum(['NODE_KIND_KNOWLEDGE']),
  "title": zod.string().max(getWorkflowGraphResponseNodesItemFourTitleMax).optional().describe('The node\'s title on the canvas.'),
  "position": zod.object({
  "x": zod.number().min(getWorkflowGraphResponseNodesItemFourPositionXMin).max(getWorkflowGraphResponseNodesItemFourPositionXMax),
  "y": zod.number().min(getWorkflowGraphResponseNodesItemFourPositionYMin).max(getWorkflowGraphResponseNodesItemFourPositionYMax)
}).describe('Where the node sits on the canvas (pixels).'),
  "data": zod.object({
  "indexId": zod.string().min(1).max(getWorkflowGraphResponseNodesItemFourDataIndexIdMax).regex(getWorkflowGraphResponseNodesItemFourDataIndexIdRegExp).describe('An opaque identifier.'),
  "query": zod.string().max(getWorkflowGraphResponseNodesItemFourDataQueryMax).describe('A literal value or a reference to another node\'s variable (\'{{llm_1.answer}}\').'),
  "numberOfDocuments": zod.int().min(1).max(getWorkflowGraphResponseNodesItemFourDataNumberOfDocumentsMax),
  "minimumScore": zod.number().min(getWorkflowGraphResponseNodesItemFourDataMinimumScoreMin).max(getWorkflowGraphResponseNodesItemFourDataMinimumScoreMax)
})
}),zod.object({
  "id": zod.string().min(1).max(getWorkflowGraphResponseNodesItemFiveIdMax).regex(getWorkflowGraphResponseNodesItemFiveIdRegExp).describe('A node\'s id, unique in its graph.'),
  "kind": zod.enum(['NODE_KIND_DATABASE']),
  "title": zod.string().max(getWorkflowGraphResponseNodesItemFiveTitleMax).optional().describe('The node\'s title on the canvas.'),
  "position": zod.object({
  "x": zod.number().min(getWorkflowGraphResponseNodesItemFivePositionXMin).max(getWorkflowGraphResponseNodesItemFivePositionXMax),
  "y": zod.number().min(getWorkflowGraphResponseNodesItemFivePositionYMin).max(getWorkflowGraphResponseNodesItemFivePositionYMax)
}).describe('Where the node sits on the canvas (pixels).'),
  "data": zod.object({
  "variable": zod.string().min(1).max(getWorkflowGraphResponseNodesItemFiveDataVariableMax).regex(getWorkflowGraphResponseNodesItemFiveDataVariableRegExp).describe('A variable name: half-width letters, digits and underscore, not starting with a digit. Names starting with \'sys_\' are reserved for the system variables of the start node (\'This variable name is reserved by the system. Please use a different name.\').'),
  "connectionId": zod.string().min(1).max(getWorkflowGraphResponseNodesItemFiveDataConnectionIdMax).regex(getWorkflowGraphResponseNodesItemFiveDataConnectionIdRegExp).describe('An opaque identifier.'),
  "query": zod.string().min(1).max(getWorkflowGraphResponseNodesItemFiveDataQueryMax),
  "bindVariables": zod.array(zod.object({
  "name": zod.string().min(1).max(getWorkflowGraphResponseNodesItemFiveDataBindVariablesItemNameMax).regex(getWorkflowGraphResponseNodesItemFiveDataBindVariablesItemNameRegExp),
  "value": zod.string().max(getWorkflowGraphResponseNodesItemFiveDataBindVariablesItemValueMax),
  "type": zod.enum(['BIND_VARIABLE_TYPE_VARCHAR2', 'BIND_VARIABLE_TYPE_NUMBER', 'BIND_VARIABLE_TYPE_DATE', 'BIND_VARIABLE_TYPE_TIMESTAMP', 'BIND_VARIABLE_TYPE_CLOB', 'BIND_VARIABLE_TYPE_BOOLEAN', 'BIND_VARIABLE_TYPE_STRING', 'BIND_VARIABLE_TYPE_INT64', 'BIND_VARIABLE_TYPE_FLOAT64']).describe('The type of a database bind variable. The editor picks CLOB for strings over 4000 characters (Oracle).')
}).describe('A bind variable of a database query. A VARCHAR2 value over 4000 characters is refused (\'Use CLOB for strings over 4000 characters\').')).max(getWorkflowGraphResponseNodesItemFiveDataBindVariablesMax)
})
}),zod.object({
  "id": zod.string().min(1).max(getWorkflowGraphResponseNodesItemSixIdMax).regex(getWorkflowGraphResponseNodesItemSixIdRegExp).describe('A node\'s id, unique in its graph.'),
  "kind": zod.enum(['NODE_KIND_IF_ELSE']),
  "title": zod.string().max(getWorkflowGraphResponseNodesItemSixTitleMax).optional().describe('The node\'s title on the canvas.'),
  "position": zod.object({
  "x": zod.number().min(getWorkflowGraphResponseNodesItemSixPositionXMin).max(getWorkflowGraphResponseNodesItemSixPositionXMax),
  "y": zod.number().min(getWorkflowGraphResponseNodesItemSixPositionYMin).max(getWorkflowGraphResponseNodesItemSixPositionYMax)
}).describe('Where the node sits on the canvas (pixels).'),
  "data": zod.object({
  "branches": zod.array(zod.object({
  "id": zod.string().min(1).max(getWorkflowGraphResponseNodesItemSixDataBranchesItemIdMax).regex(getWorkflowGraphResponseNodesItemSixDataBranchesItemIdRegExp),
  "logicalOperator": zod.enum(['IF_ELSE_LOGICAL_OPERATOR_AND', 'IF_ELSE_LOGICAL_OPERATOR_OR']).describe('How a branch combines its conditions.'),
  "conditions": zod.array(zod.object({
  "inputVariable": zod.string().max(getWorkflowGraphResponseNodesItemSixDataBranchesItemConditionsItemInputVariableMax).describe('A literal value or a reference to another node\'s variable (\'{{llm_1.answer}}\').'),
  "operator": zod.enum(['IF_ELSE_OPERATOR_EQUALS', 'IF_ELSE_OPERATOR_NOT_EQUALS', 'IF_ELSE_OPERATOR_GREATER_THAN', 'IF_ELSE_OPERATOR_LESS_THAN', 'IF_ELSE_OPERATOR_GREATER_OR_EQUAL', 'IF_ELSE_OPERATOR_LESS_OR_EQUAL', 'IF_ELSE_OPERATOR_CONTAINS', 'IF_ELSE_OPERATOR_NOT_CONTAINS', 'IF_ELSE_OPERATOR_STARTS_WITH', 'IF_ELSE_OPERATOR_ENDS_WITH', 'IF_ELSE_OPERATOR_IS_EMPTY', 'IF_ELSE_OPERATOR_IS_NOT_EMPTY']).describe('The twelve comparison operators of an if-else condition.'),
  "value": zod.string().max(getWorkflowGraphResponseNodesItemSixDataBranchesItemConditionsItemValueMax).optional()
}).describe('A condition; value is not used by IS_EMPTY and IS_NOT_EMPTY.')).min(1).max(getWorkflowGraphResponseNodesItemSixDataBranchesItemConditionsMax)
}).describe('A branch (if, else if …), tried in order; the first whose conditions hold is taken, else the edge with sourceHandle \'else\'. Its id is the sourceHandle of the edge leaving it.')).min(1).max(getWorkflowGraphResponseNodesItemSixDataBranchesMax)
})
}),zod.object({
  "id": zod.string().min(1).max(getWorkflowGraphResponseNodesItemSevenIdMax).regex(getWorkflowGraphResponseNodesItemSevenIdRegExp).describe('A node\'s id, unique in its graph.'),
  "kind": zod.enum(['NODE_KIND_WORKFLOW']),
  "title": zod.string().max(getWorkflowGraphResponseNodesItemSevenTitleMax).optional().describe('The node\'s title on the canvas.'),
  "position": zod.object({
  "x": zod.number().min(getWorkflowGraphResponseNodesItemSevenPositionXMin).max(getWorkflowGraphResponseNodesItemSevenPositionXMax),
  "y": zod.number().min(getWorkflowGraphResponseNodesItemSevenPositionYMin).max(getWorkflowGraphResponseNodesItemSevenPositionYMax)
}).describe('Where the node sits on the canvas (pixels).'),
  "data": zod.object({
  "workflowId": zod.string().min(1).max(getWorkflowGraphResponseNodesItemSevenDataWorkflowIdMax).regex(getWorkflowGraphResponseNodesItemSevenDataWorkflowIdRegExp).describe('An opaque identifier.'),
  "version": zod.string().min(1).max(getWorkflowGraphResponseNodesItemSevenDataVersionMax).describe('The called workflow\'s API version name.'),
  "variable": zod.string().min(1).max(getWorkflowGraphResponseNodesItemSevenDataVariableMax).regex(getWorkflowGraphResponseNodesItemSevenDataVariableRegExp).describe('A variable name: half-width letters, digits and underscore, not starting with a digit. Names starting with \'sys_\' are reserved for the system variables of the start node (\'This variable name is reserved by the system. Please use a different name.\').'),
  "useContext": zod.boolean().optional()
})
}).describe('A node that calls another workflow (a published API version of it).'),zod.object({
  "id": zod.string().min(1).max(getWorkflowGraphResponseNodesItemEightIdMax).regex(getWorkflowGraphResponseNodesItemEightIdRegExp).describe('A node\'s id, unique in its graph.'),
  "kind": zod.enum(['NODE_KIND_CUSTOM_NODE']),
  "title": zod.string().max(getWorkflowGraphResponseNodesItemEightTitleMax).optional().describe('The node\'s title on the canvas.'),
  "position": zod.object({
  "x": zod.number().min(getWorkflowGraphResponseNodesItemEightPositionXMin).max(getWorkflowGraphResponseNodesItemEightPositionXMax),
  "y": zod.number().min(getWorkflowGraphResponseNodesItemEightPositionYMin).max(getWorkflowGraphResponseNodesItemEightPositionYMax)
}).describe('Where the node sits on the canvas (pixels).'),
  "data": zod.object({
  "customNodeId": zod.string().min(1).max(getWorkflowGraphResponseNodesItemEightDataCustomNodeIdMax).regex(getWorkflowGraphResponseNodesItemEightDataCustomNodeIdRegExp).describe('An opaque identifier.'),
  "configFileId": zod.string().min(1).max(getWorkflowGraphResponseNodesItemEightDataConfigFileIdMax).regex(getWorkflowGraphResponseNodesItemEightDataConfigFileIdRegExp).optional().describe('The configuration file with its environment settings (optional).'),
  "variable": zod.string().min(1).max(getWorkflowGraphResponseNodesItemEightDataVariableMax).regex(getWorkflowGraphResponseNodesItemEightDataVariableRegExp).describe('A variable name: half-width letters, digits and underscore, not starting with a digit. Names starting with \'sys_\' are reserved for the system variables of the start node (\'This variable name is reserved by the system. Please use a different name.\').'),
  "inputParameters": zod.array(zod.object({
  "name": zod.string().min(1).max(getWorkflowGraphResponseNodesItemEightDataInputParametersItemNameMax),
  "value": zod.string().max(getWorkflowGraphResponseNodesItemEightDataInputParametersItemValueMax).describe('A literal value or a reference to another node\'s variable (\'{{llm_1.answer}}\').')
}).describe('An input parameter of a (shared) custom node.')).max(getWorkflowGraphResponseNodesItemEightDataInputParametersMax)
})
}).describe('A node running one of the project\'s custom nodes.'),zod.object({
  "id": zod.string().min(1).max(getWorkflowGraphResponseNodesItemNineIdMax).regex(getWorkflowGraphResponseNodesItemNineIdRegExp).describe('A node\'s id, unique in its graph.'),
  "kind": zod.enum(['NODE_KIND_SHARED_CUSTOM_NODE']),
  "title": zod.string().max(getWorkflowGraphResponseNodesItemNineTitleMax).optional().describe('The node\'s title on the canvas.'),
  "position": zod.object({
  "x": zod.number().min(getWorkflowGraphResponseNodesItemNinePositionXMin).max(getWorkflowGraphResponseNodesItemNinePositionXMax),
  "y": zod.number().min(getWorkflowGraphResponseNodesItemNinePositionYMin).max(getWorkflowGraphResponseNodesItemNinePositionYMax)
}).describe('Where the node sits on the canvas (pixels).'),
  "data": zod.object({
  "sharedCustomNodeId": zod.string().min(1).max(getWorkflowGraphResponseNodesItemNineDataSharedCustomNodeIdMax).regex(getWorkflowGraphResponseNodesItemNineDataSharedCustomNodeIdRegExp).describe('An opaque identifier.'),
  "configFileId": zod.string().min(1).max(getWorkflowGraphResponseNodesItemNineDataConfigFileIdMax).regex(getWorkflowGraphResponseNodesItemNineDataConfigFileIdRegExp).optional().describe('The configuration file with its environment settings (optional).'),
  "variable": zod.string().min(1).max(getWorkflowGraphResponseNodesItemNineDataVariableMax).regex(getWorkflowGraphResponseNodesItemNineDataVariableRegExp).describe('A variable name: half-width letters, digits and underscore, not starting with a digit. Names starting with \'sys_\' are reserved for the system variables of the start node (\'This variable name is reserved by the system. Please use a different name.\').'),
  "inputParameters": zod.array(zod.object({
  "name": zod.string().min(1).max(getWorkflowGraphResponseNodesItemNineDataInputParametersItemNameMax),
  "value": zod.string().max(getWorkflowGraphResponseNodesItemNineDataInputParametersItemValueMax).describe('A literal value or a reference to another node\'s variable (\'{{llm_1.answer}}\').')
}).describe('An input parameter of a (shared) custom node.')).max(getWorkflowGraphResponseNodesItemNineDataInputParametersMax)
})
}).describe('A node running an administrator-published (shared) custom node.')]).describe('A node of the graph, one of the nine kinds (discriminated by kind).')).max(getWorkflowGraphResponseNodesMax).describe('At most 5000 nodes (the editor is measured with 3000; see `npm run bench`).'),
  "edges": zod.array(zod.object({
  "id": zod.string().min(1).max(getWorkflowGraphResponseEdgesItemIdMax).regex(getWorkflowGraphResponseEdgesItemIdRegExp).describe('A node\'s id, unique in its graph.'),
  "source": zod.string().min(1).max(getWorkflowGraphResponseEdgesItemSourceMax).regex(getWorkflowGraphResponseEdgesItemSourceRegExp).describe('A node\'s id, unique in its graph.'),
  "target": zod.string().min(1).max(getWorkflowGraphResponseEdgesItemTargetMax).regex(getWorkflowGraphResponseEdgesItemTargetRegExp).describe('A node\'s id, unique in its graph.'),
  "sourceHandle": zod.string().max(getWorkflowGraphResponseEdgesItemSourceHandleMax).optional()
}).describe('A connection from one node to another. Edges leaving an if-else node carry the branch id, or \'else\', as sourceHandle.')).max(getWorkflowGraphResponseEdgesMax),
  "updatedAt": zod.iso.datetime({"offset":true}).max(getWorkflowGraphResponseUpdatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "updatedBy": zod.object({
  "id": zod.string().max(getWorkflowGraphResponseUpdatedByIdMax),
  "name": zod.string().max(getWorkflowGraphResponseUpdatedByNameMax)
}).optional().describe('Who did something, as the studio shows it.')
}).describe('A workflow\'s graph as stored, with its revision (incremented by every save). A save must name the revision it was based on.')

/**
 * Replaces the graph. Only the holder of the edit permission may save (403 'You do not hold the edit permission for this workflow'). The save names the revision it was based on; a stale baseRevision is refused with 409 carrying the current revision (reload with getWorkflowGraph) and nothing is overwritten. Invalid node data (unknown kind or operator, duplicate node ids, an edge to a missing node, a reserved variable name) answers 400.
 * @summary Save a workflow's graph
 */
export const saveWorkflowGraphPathProjectIdMax = 64;


export const saveWorkflowGraphPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const saveWorkflowGraphPathWorkflowIdMax = 64;


export const saveWorkflowGraphPathWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const SaveWorkflowGraphParams = zod.object({
  "projectId": zod.string().min(1).max(saveWorkflowGraphPathProjectIdMax).regex(saveWorkflowGraphPathProjectIdRegExp).describe('The project.'),
  "workflowId": zod.string().min(1).max(saveWorkflowGraphPathWorkflowIdMax).regex(saveWorkflowGraphPathWorkflowIdRegExp).describe('The workflow.')
})

export const saveWorkflowGraphHeaderIdpMax = 64;

export const saveWorkflowGraphHeaderAiwTenantIdMax = 64;


export const saveWorkflowGraphHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const SaveWorkflowGraphHeader = zod.object({
  "idp": zod.string().min(1).max(saveWorkflowGraphHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(saveWorkflowGraphHeaderAiwTenantIdMax).regex(saveWorkflowGraphHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const saveWorkflowGraphBodyBaseRevisionMin = 0;
export const saveWorkflowGraphBodyBaseRevisionMax = 2147483647;

export const saveWorkflowGraphBodyNodesItemOneIdMax = 64;


export const saveWorkflowGraphBodyNodesItemOneIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const saveWorkflowGraphBodyNodesItemOneTitleMax = 50;

export const saveWorkflowGraphBodyNodesItemOnePositionXMin = -100000;
export const saveWorkflowGraphBodyNodesItemOnePositionXMax = 100000;

export const saveWorkflowGraphBodyNodesItemOnePositionYMin = -100000;
export const saveWorkflowGraphBodyNodesItemOnePositionYMax = 100000;

export const saveWorkflowGraphBodyNodesItemOneDataInputVariablesItemNameMax = 64;


export const saveWorkflowGraphBodyNodesItemOneDataInputVariablesItemNameRegExp = new RegExp('^[A-Za-z_][A-Za-z0-9_]*$');
export const saveWorkflowGraphBodyNodesItemOneDataInputVariablesItemDebugValueMax = 5000;

export const saveWorkflowGraphBodyNodesItemOneDataInputVariablesMax = 50;

export const saveWorkflowGraphBodyNodesItemTwoIdMax = 64;


export const saveWorkflowGraphBodyNodesItemTwoIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const saveWorkflowGraphBodyNodesItemTwoTitleMax = 50;

export const saveWorkflowGraphBodyNodesItemTwoPositionXMin = -100000;
export const saveWorkflowGraphBodyNodesItemTwoPositionXMax = 100000;

export const saveWorkflowGraphBodyNodesItemTwoPositionYMin = -100000;
export const saveWorkflowGraphBodyNodesItemTwoPositionYMax = 100000;

export const saveWorkflowGraphBodyNodesItemTwoDataOutputVariablesItemNameMax = 64;


export const saveWorkflowGraphBodyNodesItemTwoDataOutputVariablesItemNameRegExp = new RegExp('^[A-Za-z_][A-Za-z0-9_]*$');
export const saveWorkflowGraphBodyNodesItemTwoDataOutputVariablesItemValueMax = 5000;

export const saveWorkflowGraphBodyNodesItemTwoDataOutputVariablesMax = 50;

export const saveWorkflowGraphBodyNodesItemThreeIdMax = 64;


export const saveWorkflowGraphBodyNodesItemThreeIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const saveWorkflowGraphBodyNodesItemThreeTitleMax = 50;

export const saveWorkflowGraphBodyNodesItemThreePositionXMin = -100000;
export const saveWorkflowGraphBodyNodesItemThreePositionXMax = 100000;

export const saveWorkflowGraphBodyNodesItemThreePositionYMin = -100000;
export const saveWorkflowGraphBodyNodesItemThreePositionYMax = 100000;

export const saveWorkflowGraphBodyNodesItemThreeDataModelIdMax = 100;

export const saveWorkflowGraphBodyNodesItemThreeDataPromptMax = 20000;

export const saveWorkflowGraphBodyNodesItemThreeDataSystemPromptMax = 20000;

export const saveWorkflowGraphBodyNodesItemThreeDataOutputVariableMax = 64;


export const saveWorkflowGraphBodyNodesItemThreeDataOutputVariableRegExp = new RegExp('^[A-Za-z_][A-Za-z0-9_]*$');
export const saveWorkflowGraphBodyNodesItemThreeDataTemperatureMin = 0;
export const saveWorkflowGraphBodyNodesItemThreeDataTemperatureMax = 2;

export const saveWorkflowGraphBodyNodesItemThreeDataMaxTokensMax = 128000;

export const saveWorkflowGraphBodyNodesItemThreeDataTopPMin = 0;
export const saveWorkflowGraphBodyNodesItemThreeDataTopPMax = 1;

export const saveWorkflowGraphBodyNodesItemThreeDataKnowledgeItemMax = 64;


export const saveWorkflowGraphBodyNodesItemThreeDataKnowledgeItemRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const saveWorkflowGraphBodyNodesItemThreeDataKnowledgeMax = 10;

export const saveWorkflowGraphBodyNodesItemThreeDataImageUrlsItemMax = 2000;

export const saveWorkflowGraphBodyNodesItemThreeDataImageUrlsMax = 10;

export const saveWorkflowGraphBodyNodesItemThreeDataVideoUrlsItemMax = 2000;

export const saveWorkflowGraphBodyNodesItemThreeDataVideoUrlsMax = 10;

export const saveWorkflowGraphBodyNodesItemThreeDataAudioUrlsItemMax = 2000;

export const saveWorkflowGraphBodyNodesItemThreeDataAudioUrlsMax = 10;

export const saveWorkflowGraphBodyNodesItemThreeDataFileUrlsItemMax = 2000;

export const saveWorkflowGraphBodyNodesItemThreeDataFileUrlsMax = 10;

export const saveWorkflowGraphBodyNodesItemFourIdMax = 64;


export const saveWorkflowGraphBodyNodesItemFourIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const saveWorkflowGraphBodyNodesItemFourTitleMax = 50;

export const saveWorkflowGraphBodyNodesItemFourPositionXMin = -100000;
export const saveWorkflowGraphBodyNodesItemFourPositionXMax = 100000;

export const saveWorkflowGraphBodyNodesItemFourPositionYMin = -100000;
export const saveWorkflowGraphBodyNodesItemFourPositionYMax = 100000;

export const saveWorkflowGraphBodyNodesItemFourDataIndexIdMax = 64;


export const saveWorkflowGraphBodyNodesItemFourDataIndexIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const saveWorkflowGraphBodyNodesItemFourDataQueryMax = 5000;

export const saveWorkflowGraphBodyNodesItemFourDataNumberOfDocumentsMax = 50;

export const saveWorkflowGraphBodyNodesItemFourDataMinimumScoreMin = 0;
export const saveWorkflowGraphBodyNodesItemFourDataMinimumScoreMax = 1;

export const saveWorkflowGraphBodyNodesItemFiveIdMax = 64;


export const saveWorkflowGraphBodyNodesItemFiveIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const saveWorkflowGraphBodyNodesItemFiveTitleMax = 50;

export const saveWorkflowGraphBodyNodesItemFivePositionXMin = -100000;
export const saveWorkflowGraphBodyNodesItemFivePositionXMax = 100000;

export const saveWorkflowGraphBodyNodesItemFivePositionYMin = -100000;
export const saveWorkflowGraphBodyNodesItemFivePositionYMax = 100000;

export const saveWorkflowGraphBodyNodesItemFiveDataVariableMax = 64;


export const saveWorkflowGraphBodyNodesItemFiveDataVariableRegExp = new RegExp('^[A-Za-z_][A-Za-z0-9_]*$');
export const saveWorkflowGraphBodyNodesItemFiveDataConnectionIdMax = 64;


export const saveWorkflowGraphBodyNodesItemFiveDataConnectionIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const saveWorkflowGraphBodyNodesItemFiveDataQueryMax = 20000;

export const saveWorkflowGraphBodyNodesItemFiveDataBindVariablesItemNameMax = 64;


export const saveWorkflowGraphBodyNodesItemFiveDataBindVariablesItemNameRegExp = new RegExp('^[A-Za-z_][A-Za-z0-9_]*$');
export const saveWorkflowGraphBodyNodesItemFiveDataBindVariablesItemValueMax = 100000;

export const saveWorkflowGraphBodyNodesItemFiveDataBindVariablesMax = 50;

export const saveWorkflowGraphBodyNodesItemSixIdMax = 64;


export const saveWorkflowGraphBodyNodesItemSixIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const saveWorkflowGraphBodyNodesItemSixTitleMax = 50;

export const saveWorkflowGraphBodyNodesItemSixPositionXMin = -100000;
export const saveWorkflowGraphBodyNodesItemSixPositionXMax = 100000;

export const saveWorkflowGraphBodyNodesItemSixPositionYMin = -100000;
export const saveWorkflowGraphBodyNodesItemSixPositionYMax = 100000;

export const saveWorkflowGraphBodyNodesItemSixDataBranchesItemIdMax = 64;


export const saveWorkflowGraphBodyNodesItemSixDataBranchesItemIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const saveWorkflowGraphBodyNodesItemSixDataBranchesItemConditionsItemInputVariableMax = 5000;

export const saveWorkflowGraphBodyNodesItemSixDataBranchesItemConditionsItemValueMax = 5000;

export const saveWorkflowGraphBodyNodesItemSixDataBranchesItemConditionsMax = 20;

export const saveWorkflowGraphBodyNodesItemSixDataBranchesMax = 20;

export const saveWorkflowGraphBodyNodesItemSevenIdMax = 64;


export const saveWorkflowGraphBodyNodesItemSevenIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const saveWorkflowGraphBodyNodesItemSevenTitleMax = 50;

export const saveWorkflowGraphBodyNodesItemSevenPositionXMin = -100000;
export const saveWorkflowGraphBodyNodesItemSevenPositionXMax = 100000;

export const saveWorkflowGraphBodyNodesItemSevenPositionYMin = -100000;
export const saveWorkflowGraphBodyNodesItemSevenPositionYMax = 100000;

export const saveWorkflowGraphBodyNodesItemSevenDataWorkflowIdMax = 64;


export const saveWorkflowGraphBodyNodesItemSevenDataWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const saveWorkflowGraphBodyNodesItemSevenDataVersionMax = 50;

export const saveWorkflowGraphBodyNodesItemSevenDataVariableMax = 64;


export const saveWorkflowGraphBodyNodesItemSevenDataVariableRegExp = new RegExp('^[A-Za-z_][A-Za-z0-9_]*$');
export const saveWorkflowGraphBodyNodesItemEightIdMax = 64;


export const saveWorkflowGraphBodyNodesItemEightIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const saveWorkflowGraphBodyNodesItemEightTitleMax = 50;

export const saveWorkflowGraphBodyNodesItemEightPositionXMin = -100000;
export const saveWorkflowGraphBodyNodesItemEightPositionXMax = 100000;

export const saveWorkflowGraphBodyNodesItemEightPositionYMin = -100000;
export const saveWorkflowGraphBodyNodesItemEightPositionYMax = 100000;

export const saveWorkflowGraphBodyNodesItemEightDataCustomNodeIdMax = 64;


export const saveWorkflowGraphBodyNodesItemEightDataCustomNodeIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const saveWorkflowGraphBodyNodesItemEightDataConfigFileIdMax = 64;


export const saveWorkflowGraphBodyNodesItemEightDataConfigFileIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const saveWorkflowGraphBodyNodesItemEightDataVariableMax = 64;


export const saveWorkflowGraphBodyNodesItemEightDataVariableRegExp = new RegExp('^[A-Za-z_][A-Za-z0-9_]*$');
export const saveWorkflowGraphBodyNodesItemEightDataInputParametersItemNameMax = 64;

export const saveWorkflowGraphBodyNodesItemEightDataInputParametersItemValueMax = 5000;

export const saveWorkflowGraphBodyNodesItemEightDataInputParametersMax = 50;

export const saveWorkflowGraphBodyNodesItemNineIdMax = 64;


export const saveWorkflowGraphBodyNodesItemNineIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const saveWorkflowGraphBodyNodesItemNineTitleMax = 50;

export const saveWorkflowGraphBodyNodesItemNinePositionXMin = -100000;
export const saveWorkflowGraphBodyNodesItemNinePositionXMax = 100000;

export const saveWorkflowGraphBodyNodesItemNinePositionYMin = -100000;
export const saveWorkflowGraphBodyNodesItemNinePositionYMax = 100000;

export const saveWorkflowGraphBodyNodesItemNineDataSharedCustomNodeIdMax = 64;


export const saveWorkflowGraphBodyNodesItemNineDataSharedCustomNodeIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const saveWorkflowGraphBodyNodesItemNineDataConfigFileIdMax = 64;


export const saveWorkflowGraphBodyNodesItemNineDataConfigFileIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const saveWorkflowGraphBodyNodesItemNineDataVariableMax = 64;


export const saveWorkflowGraphBodyNodesItemNineDataVariableRegExp = new RegExp('^[A-Za-z_][A-Za-z0-9_]*$');
export const saveWorkflowGraphBodyNodesItemNineDataInputParametersItemNameMax = 64;

export const saveWorkflowGraphBodyNodesItemNineDataInputParametersItemValueMax = 5000;

export const saveWorkflowGraphBodyNodesItemNineDataInputParametersMax = 50;

export const saveWorkflowGraphBodyNodesMax = 5000;

export const saveWorkflowGraphBodyEdgesItemIdMax = 64;


export const saveWorkflowGraphBodyEdgesItemIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const saveWorkflowGraphBodyEdgesItemSourceMax = 64;


export const saveWorkflowGraphBodyEdgesItemSourceRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const saveWorkflowGraphBodyEdgesItemTargetMax = 64;


export const saveWorkflowGraphBodyEdgesItemTargetRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const saveWorkflowGraphBodyEdgesItemSourceHandleMax = 64;

export const saveWorkflowGraphBodyEdgesMax = 10000;



export const SaveWorkflowGraphBody = zod.strictObject({
  "baseRevision": zod.int().min(saveWorkflowGraphBodyBaseRevisionMin).max(saveWorkflowGraphBodyBaseRevisionMax),
  "nodes": zod.array(zod.union([zod.strictObject({
  "id": zod.string().min(1).max(saveWorkflowGraphBodyNodesItemOneIdMax).regex(saveWorkflowGraphBodyNodesItemOneIdRegExp).describe('A node\'s id, unique in its graph.'),
  "kind": zod.enum(['NODE_KIND_START']),
  "title": zod.string().max(saveWorkflowGraphBodyNodesItemOneTitleMax).optional().describe('The node\'s title on the canvas.'),
  "position": zod.strictObject({
  "x": zod.number().min(saveWorkflowGraphBodyNodesItemOnePositionXMin).max(saveWorkflowGraphBodyNodesItemOnePositionXMax),
  "y": zod.number().min(saveWorkflowGraphBodyNodesItemOnePositionYMin).max(saveWorkflowGraphBodyNodesItemOnePositionYMax)
}).describe('Where the node sits on the canvas (pixels).'),
  "data": zod.strictObject({
  "inputVariables": zod.array(zod.strictObject({
  "name": zod.string().min(1).max(saveWorkflowGraphBodyNodesItemOneDataInputVariablesItemNameMax).regex(saveWorkflowGraphBodyNodesItemOneDataInputVariablesItemNameRegExp).describe('A variable name: half-width letters, digits and underscore, not starting with a digit. Names starting with \'sys_\' are reserved for the system variables of the start node (\'This variable name is reserved by the system. Please use a different name.\').'),
  "debugValue": zod.string().max(saveWorkflowGraphBodyNodesItemOneDataInputVariablesItemDebugValueMax).optional().describe('The value a debug run uses when none is given.')
}).describe('An input variable of the start node.')).max(saveWorkflowGraphBodyNodesItemOneDataInputVariablesMax)
})
}),zod.strictObject({
  "id": zod.string().min(1).max(saveWorkflowGraphBodyNodesItemTwoIdMax).regex(saveWorkflowGraphBodyNodesItemTwoIdRegExp).describe('A node\'s id, unique in its graph.'),
  "kind": zod.enum(['NODE_KIND_END']),
  "title": zod.string().max(saveWorkflowGraphBodyNodesItemTwoTitleMax).optional().describe('The node\'s title on the canvas.'),
  "position": zod.strictObject({
  "x": zod.number().min(saveWorkflowGraphBodyNodesItemTwoPositionXMin).max(saveWorkflowGraphBodyNodesItemTwoPositionXMax),
  "y": zod.number().min(saveWorkflowGraphBodyNodesItemTwoPositionYMin).max(saveWorkflowGraphBodyNodesItemTwoPositionYMax)
}).describe('Where the node sits on the canvas (pixels).'),
  "data": zod.strictObject({
  "outputVariables": zod.array(zod.strictObject({
  "name": zod.string().min(1).max(saveWorkflowGraphBodyNodesItemTwoDataOutputVariablesItemNameMax).regex(saveWorkflowGraphBodyNodesItemTwoDataOutputVariablesItemNameRegExp).describe('A variable name: half-width letters, digits and underscore, not starting with a digit. Names starting with \'sys_\' are reserved for the system variables of the start node (\'This variable name is reserved by the system. Please use a different name.\').'),
  "value": zod.string().max(saveWorkflowGraphBodyNodesItemTwoDataOutputVariablesItemValueMax).describe('A literal value or a reference to another node\'s variable (\'{{llm_1.answer}}\').')
}).describe('An output variable of the end node.')).max(saveWorkflowGraphBodyNodesItemTwoDataOutputVariablesMax)
})
}),zod.strictObject({
  "id": zod.string().min(1).max(saveWorkflowGraphBodyNodesItemThreeIdMax).regex(saveWorkflowGraphBodyNodesItemThreeIdRegExp).describe('A node\'s id, unique in its graph.'),
  "kind": zod.enum(['NODE_KIND_LLM']),
  "title": zod.string().max(saveWorkflowGraphBodyNodesItemThreeTitleMax).optional().describe('The node\'s title on the canvas.'),
  "position": zod.strictObject({
  "x": zod.number().min(saveWorkflowGraphBodyNodesItemThreePositionXMin).max(saveWorkflowGraphBodyNodesItemThreePositionXMax),
  "y": zod.number().min(saveWorkflowGraphBodyNodesItemThreePositionYMin).max(saveWorkflowGraphBodyNodesItemThreePositionYMax)
}).describe('Where the node sits on the canvas (pixels).'),
  "data": zod.strictObject({
  "modelId": zod.string().min(1).max(saveWorkflowGraphBodyNodesItemThreeDataModelIdMax).describe('An id from the models list.'),
  "prompt": zod.string().max(saveWorkflowGraphBodyNodesItemThreeDataPromptMax),
  "systemPrompt": zod.string().max(saveWorkflowGraphBodyNodesItemThreeDataSystemPromptMax).optional(),
  "outputVariable": zod.string().min(1).max(saveWorkflowGraphBodyNodesItemThreeDataOutputVariableMax).regex(saveWorkflowGraphBodyNodesItemThreeDataOutputVariableRegExp).describe('A variable name: half-width letters, digits and underscore, not starting with a digit. Names starting with \'sys_\' are reserved for the system variables of the start node (\'This variable name is reserved by the system. Please use a different name.\').'),
  "temperature": zod.number().min(saveWorkflowGraphBodyNodesItemThreeDataTemperatureMin).max(saveWorkflowGraphBodyNodesItemThreeDataTemperatureMax).optional(),
  "maxTokens": zod.int().min(1).max(saveWorkflowGraphBodyNodesItemThreeDataMaxTokensMax).optional(),
  "topP": zod.number().min(saveWorkflowGraphBodyNodesItemThreeDataTopPMin).max(saveWorkflowGraphBodyNodesItemThreeDataTopPMax).optional(),
  "knowledge": zod.array(zod.string().min(1).max(saveWorkflowGraphBodyNodesItemThreeDataKnowledgeItemMax).regex(saveWorkflowGraphBodyNodesItemThreeDataKnowledgeItemRegExp).describe('An opaque identifier.')).max(saveWorkflowGraphBodyNodesItemThreeDataKnowledgeMax).optional().describe('Knowledge indexes whose search results ground the answer.'),
  "jsonMode": zod.boolean().optional(),
  "useContext": zod.boolean().optional().describe('Pass the conversation context (chat workflows).'),
  "imageUrls": zod.array(zod.string().max(saveWorkflowGraphBodyNodesItemThreeDataImageUrlsItemMax)).max(saveWorkflowGraphBodyNodesItemThreeDataImageUrlsMax).optional().describe('URLs or variable references of media passed to the model.'),
  "videoUrls": zod.array(zod.string().max(saveWorkflowGraphBodyNodesItemThreeDataVideoUrlsItemMax)).max(saveWorkflowGraphBodyNodesItemThreeDataVideoUrlsMax).optional().describe('URLs or variable references of media passed to the model.'),
  "audioUrls": zod.array(zod.string().max(saveWorkflowGraphBodyNodesItemThreeDataAudioUrlsItemMax)).max(saveWorkflowGraphBodyNodesItemThreeDataAudioUrlsMax).optional().describe('URLs or variable references of media passed to the model.'),
  "fileUrls": zod.array(zod.string().max(saveWorkflowGraphBodyNodesItemThreeDataFileUrlsItemMax)).max(saveWorkflowGraphBodyNodesItemThreeDataFileUrlsMax).optional().describe('URLs or variable references of media passed to the model.')
})
}),zod.strictObject({
  "id": zod.string().min(1).max(saveWorkflowGraphBodyNodesItemFourIdMax).regex(saveWorkflowGraphBodyNodesItemFourIdRegExp).describe('A node\'s id, unique in its graph.'),
  "kind": zod.enum(['NODE_KIND_KNOWLEDGE']),
  "title": zod.string().max(saveWorkflowGraphBodyNodesItemFourTitleMax).optional().describe('The node\'s title on the canvas.'),
  "position": zod.strictObject({
  "x": zod.number().min(saveWorkflowGraphBodyNodesItemFourPositionXMin).max(saveWorkflowGraphBodyNodesItemFourPositionXMax),
  "y": zod.number().min(saveWorkflowGraphBodyNodesItemFourPositionYMin).max(saveWorkflowGraphBodyNodesItemFourPositionYMax)
}).describe('Where the node sits on the canvas (pixels).'),
  "data": zod.strictObject({
  "indexId": zod.string().min(1).max(saveWorkflowGraphBodyNodesItemFourDataIndexIdMax).regex(saveWorkflowGraphBodyNodesItemFourDataIndexIdRegExp).describe('An opaque identifier.'),
  "query": zod.string().max(saveWorkflowGraphBodyNodesItemFourDataQueryMax).describe('A literal value or a reference to another node\'s variable (\'{{llm_1.answer}}\').'),
  "numberOfDocuments": zod.int().min(1).max(saveWorkflowGraphBodyNodesItemFourDataNumberOfDocumentsMax),
  "minimumScore": zod.number().min(saveWorkflowGraphBodyNodesItemFourDataMinimumScoreMin).max(saveWorkflowGraphBodyNodesItemFourDataMinimumScoreMax)
})
}),zod.strictObject({
  "id": zod.string().min(1).max(saveWorkflowGraphBodyNodesItemFiveIdMax).regex(saveWorkflowGraphBodyNodesItemFiveIdRegExp).describe('A node\'s id, unique in its graph.'),
  "kind": zod.enum(['NODE_KIND_DATABASE']),
  "title": zod.string().max(saveWorkflowGraphBodyNodesItemFiveTitleMax).optional().describe('The node\'s title on the canvas.'),
  "position": zod.strictObject({
  "x": zod.number().min(saveWorkflowGraphBodyNodesItemFivePositionXMin).max(saveWorkflowGraphBodyNodesItemFivePositionXMax),
  "y": zod.number().min(saveWorkflowGraphBodyNodesItemFivePositionYMin).max(saveWorkflowGraphBodyNodesItemFivePositionYMax)
}).describe('Where the node sits on the canvas (pixels).'),
  "data": zod.strictObject({
  "variable": zod.string().min(1).max(saveWorkflowGraphBodyNodesItemFiveDataVariableMax).regex(saveWorkflowGraphBodyNodesItemFiveDataVariableRegExp).describe('A variable name: half-width letters, digits and underscore, not starting with a digit. Names starting with \'sys_\' are reserved for the system variables of the start node (\'This variable name is reserved by the system. Please use a different name.\').'),
  "connectionId": zod.string().min(1).max(saveWorkflowGraphBodyNodesItemFiveDataConnectionIdMax).regex(saveWorkflowGraphBodyNodesItemFiveDataConnectionIdRegExp).describe('An opaque identifier.'),
  "query": zod.string().min(1).max(saveWorkflowGraphBodyNodesItemFiveDataQueryMax),
  "bindVariables": zod.array(zod.strictObject({
  "name": zod.string().min(1).max(saveWorkflowGraphBodyNodesItemFiveDataBindVariablesItemNameMax).regex(saveWorkflowGraphBodyNodesItemFiveDataBindVariablesItemNameRegExp),
  "value": zod.string().max(saveWorkflowGraphBodyNodesItemFiveDataBindVariablesItemValueMax),
  "type": zod.enum(['BIND_VARIABLE_TYPE_VARCHAR2', 'BIND_VARIABLE_TYPE_NUMBER', 'BIND_VARIABLE_TYPE_DATE', 'BIND_VARIABLE_TYPE_TIMESTAMP', 'BIND_VARIABLE_TYPE_CLOB', 'BIND_VARIABLE_TYPE_BOOLEAN', 'BIND_VARIABLE_TYPE_STRING', 'BIND_VARIABLE_TYPE_INT64', 'BIND_VARIABLE_TYPE_FLOAT64']).describe('The type of a database bind variable. The editor picks CLOB for strings over 4000 characters (Oracle).')
}).describe('A bind variable of a database query. A VARCHAR2 value over 4000 characters is refused (\'Use CLOB for strings over 4000 characters\').')).max(saveWorkflowGraphBodyNodesItemFiveDataBindVariablesMax)
})
}),zod.strictObject({
  "id": zod.string().min(1).max(saveWorkflowGraphBodyNodesItemSixIdMax).regex(saveWorkflowGraphBodyNodesItemSixIdRegExp).describe('A node\'s id, unique in its graph.'),
  "kind": zod.enum(['NODE_KIND_IF_ELSE']),
  "title": zod.string().max(saveWorkflowGraphBodyNodesItemSixTitleMax).optional().describe('The node\'s title on the canvas.'),
  "position": zod.strictObject({
  "x": zod.number().min(saveWorkflowGraphBodyNodesItemSixPositionXMin).max(saveWorkflowGraphBodyNodesItemSixPositionXMax),
  "y": zod.number().min(saveWorkflowGraphBodyNodesItemSixPositionYMin).max(saveWorkflowGraphBodyNodesItemSixPositionYMax)
}).describe('Where the node sits on the canvas (pixels).'),
  "data": zod.strictObject({
  "branches": zod.array(zod.strictObject({
  "id": zod.string().min(1).max(saveWorkflowGraphBodyNodesItemSixDataBranchesItemIdMax).regex(saveWorkflowGraphBodyNodesItemSixDataBranchesItemIdRegExp),
  "logicalOperator": zod.enum(['IF_ELSE_LOGICAL_OPERATOR_AND', 'IF_ELSE_LOGICAL_OPERATOR_OR']).describe('How a branch combines its conditions.'),
  "conditions": zod.array(zod.strictObject({
  "inputVariable": zod.string().max(saveWorkflowGraphBodyNodesItemSixDataBranchesItemConditionsItemInputVariableMax).describe('A literal value or a reference to another node\'s variable (\'{{llm_1.answer}}\').'),
  "operator": zod.enum(['IF_ELSE_OPERATOR_EQUALS', 'IF_ELSE_OPERATOR_NOT_EQUALS', 'IF_ELSE_OPERATOR_GREATER_THAN', 'IF_ELSE_OPERATOR_LESS_THAN', 'IF_ELSE_OPERATOR_GREATER_OR_EQUAL', 'IF_ELSE_OPERATOR_LESS_OR_EQUAL', 'IF_ELSE_OPERATOR_CONTAINS', 'IF_ELSE_OPERATOR_NOT_CONTAINS', 'IF_ELSE_OPERATOR_STARTS_WITH', 'IF_ELSE_OPERATOR_ENDS_WITH', 'IF_ELSE_OPERATOR_IS_EMPTY', 'IF_ELSE_OPERATOR_IS_NOT_EMPTY']).describe('The twelve comparison operators of an if-else condition.'),
  "value": zod.string().max(saveWorkflowGraphBodyNodesItemSixDataBranchesItemConditionsItemValueMax).optional()
}).describe('A condition; value is not used by IS_EMPTY and IS_NOT_EMPTY.')).min(1).max(saveWorkflowGraphBodyNodesItemSixDataBranchesItemConditionsMax)
}).describe('A branch (if, else if …), tried in order; the first whose conditions hold is taken, else the edge with sourceHandle \'else\'. Its id is the sourceHandle of the edge leaving it.')).min(1).max(saveWorkflowGraphBodyNodesItemSixDataBranchesMax)
})
}),zod.strictObject({
  "id": zod.string().min(1).max(saveWorkflowGraphBodyNodesItemSevenIdMax).regex(saveWorkflowGraphBodyNodesItemSevenIdRegExp).describe('A node\'s id, unique in its graph.'),
  "kind": zod.enum(['NODE_KIND_WORKFLOW']),
  "title": zod.string().max(saveWorkflowGraphBodyNodesItemSevenTitleMax).optional().describe('The node\'s title on the canvas.'),
  "position": zod.strictObject({
  "x": zod.number().min(saveWorkflowGraphBodyNodesItemSevenPositionXMin).max(saveWorkflowGraphBodyNodesItemSevenPositionXMax),
  "y": zod.number().min(saveWorkflowGraphBodyNodesItemSevenPositionYMin).max(saveWorkflowGraphBodyNodesItemSevenPositionYMax)
}).describe('Where the node sits on the canvas (pixels).'),
  "data": zod.strictObject({
  "workflowId": zod.string().min(1).max(saveWorkflowGraphBodyNodesItemSevenDataWorkflowIdMax).regex(saveWorkflowGraphBodyNodesItemSevenDataWorkflowIdRegExp).describe('An opaque identifier.'),
  "version": zod.string().min(1).max(saveWorkflowGraphBodyNodesItemSevenDataVersionMax).describe('The called workflow\'s API version name.'),
  "variable": zod.string().min(1).max(saveWorkflowGraphBodyNodesItemSevenDataVariableMax).regex(saveWorkflowGraphBodyNodesItemSevenDataVariableRegExp).describe('A variable name: half-width letters, digits and underscore, not starting with a digit. Names starting with \'sys_\' are reserved for the system variables of the start node (\'This variable name is reserved by the system. Please use a different name.\').'),
  "useContext": zod.boolean().optional()
})
}).describe('A node that calls another workflow (a published API version of it).'),zod.strictObject({
  "id": zod.string().min(1).max(saveWorkflowGraphBodyNodesItemEightIdMax).regex(saveWorkflowGraphBodyNodesItemEightIdRegExp).describe('A node\'s id, unique in its graph.'),
  "kind": zod.enum(['NODE_KIND_CUSTOM_NODE']),
  "title": zod.string().max(saveWorkflowGraphBodyNodesItemEightTitleMax).optional().describe('The node\'s title on the canvas.'),
  "position": zod.strictObject({
  "x": zod.number().min(saveWorkflowGraphBodyNodesItemEightPositionXMin).max(saveWorkflowGraphBodyNodesItemEightPositionXMax),
  "y": zod.number().min(saveWorkflowGraphBodyNodesItemEightPositionYMin).max(saveWorkflowGraphBodyNodesItemEightPositionYMax)
}).describe('Where the node sits on the canvas (pixels).'),
  "data": zod.strictObject({
  "customNodeId": zod.string().min(1).max(saveWorkflowGraphBodyNodesItemEightDataCustomNodeIdMax).regex(saveWorkflowGraphBodyNodesItemEightDataCustomNodeIdRegExp).describe('An opaque identifier.'),
  "configFileId": zod.string().min(1).max(saveWorkflowGraphBodyNodesItemEightDataConfigFileIdMax).regex(saveWorkflowGraphBodyNodesItemEightDataConfigFileIdRegExp).optional().describe('The configuration file with its environment settings (optional).'),
  "variable": zod.string().min(1).max(saveWorkflowGraphBodyNodesItemEightDataVariableMax).regex(saveWorkflowGraphBodyNodesItemEightDataVariableRegExp).describe('A variable name: half-width letters, digits and underscore, not starting with a digit. Names starting with \'sys_\' are reserved for the system variables of the start node (\'This variable name is reserved by the system. Please use a different name.\').'),
  "inputParameters": zod.array(zod.strictObject({
  "name": zod.string().min(1).max(saveWorkflowGraphBodyNodesItemEightDataInputParametersItemNameMax),
  "value": zod.string().max(saveWorkflowGraphBodyNodesItemEightDataInputParametersItemValueMax).describe('A literal value or a reference to another node\'s variable (\'{{llm_1.answer}}\').')
}).describe('An input parameter of a (shared) custom node.')).max(saveWorkflowGraphBodyNodesItemEightDataInputParametersMax)
})
}).describe('A node running one of the project\'s custom nodes.'),zod.strictObject({
  "id": zod.string().min(1).max(saveWorkflowGraphBodyNodesItemNineIdMax).regex(saveWorkflowGraphBodyNodesItemNineIdRegExp).describe('A node\'s id, unique in its graph.'),
  "kind": zod.enum(['NODE_KIND_SHARED_CUSTOM_NODE']),
  "title": zod.string().max(saveWorkflowGraphBodyNodesItemNineTitleMax).optional().describe('The node\'s title on the canvas.'),
  "position": zod.strictObject({
  "x": zod.number().min(saveWorkflowGraphBodyNodesItemNinePositionXMin).max(saveWorkflowGraphBodyNodesItemNinePositionXMax),
  "y": zod.number().min(saveWorkflowGraphBodyNodesItemNinePositionYMin).max(saveWorkflowGraphBodyNodesItemNinePositionYMax)
}).describe('Where the node sits on the canvas (pixels).'),
  "data": zod.strictObject({
  "sharedCustomNodeId": zod.string().min(1).max(saveWorkflowGraphBodyNodesItemNineDataSharedCustomNodeIdMax).regex(saveWorkflowGraphBodyNodesItemNineDataSharedCustomNodeIdRegExp).describe('An opaque identifier.'),
  "configFileId": zod.string().min(1).max(saveWorkflowGraphBodyNodesItemNineDataConfigFileIdMax).regex(saveWorkflowGraphBodyNodesItemNineDataConfigFileIdRegExp).optional().describe('The configuration file with its environment settings (optional).'),
  "variable": zod.string().min(1).max(saveWorkflowGraphBodyNodesItemNineDataVariableMax).regex(saveWorkflowGraphBodyNodesItemNineDataVariableRegExp).describe('A variable name: half-width letters, digits and underscore, not starting with a digit. Names starting with \'sys_\' are reserved for the system variables of the start node (\'This variable name is reserved by the system. Please use a different name.\').'),
  "inputParameters": zod.array(zod.strictObject({
  "name": zod.string().min(1).max(saveWorkflowGraphBodyNodesItemNineDataInputParametersItemNameMax),
  "value": zod.string().max(saveWorkflowGraphBodyNodesItemNineDataInputParametersItemValueMax).describe('A literal value or a reference to another node\'s variable (\'{{llm_1.answer}}\').')
}).describe('An input parameter of a (shared) custom node.')).max(saveWorkflowGraphBodyNodesItemNineDataInputParametersMax)
})
}).describe('A node running an administrator-published (shared) custom node.')]).describe('A node of the graph, one of the nine kinds (discriminated by kind).')).max(saveWorkflowGraphBodyNodesMax).describe('At most 5000 nodes (the editor is measured with 3000; see `npm run bench`).'),
  "edges": zod.array(zod.strictObject({
  "id": zod.string().min(1).max(saveWorkflowGraphBodyEdgesItemIdMax).regex(saveWorkflowGraphBodyEdgesItemIdRegExp).describe('A node\'s id, unique in its graph.'),
  "source": zod.string().min(1).max(saveWorkflowGraphBodyEdgesItemSourceMax).regex(saveWorkflowGraphBodyEdgesItemSourceRegExp).describe('A node\'s id, unique in its graph.'),
  "target": zod.string().min(1).max(saveWorkflowGraphBodyEdgesItemTargetMax).regex(saveWorkflowGraphBodyEdgesItemTargetRegExp).describe('A node\'s id, unique in its graph.'),
  "sourceHandle": zod.string().max(saveWorkflowGraphBodyEdgesItemSourceHandleMax).optional()
}).describe('A connection from one node to another. Edges leaving an if-else node carry the branch id, or \'else\', as sourceHandle.')).max(saveWorkflowGraphBodyEdgesMax)
}).describe('A save of the whole graph, based on baseRevision. Only the holder of the edit permission may save (403). A baseRevision other than the stored revision is refused with 409 (WorkflowGraphConflict) and nothing changes. Node ids are unique, and every edge joins existing nodes (\'Node not found: <id>\').')

export const saveWorkflowGraphResponseWorkflowIdMax = 64;


export const saveWorkflowGraphResponseWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const saveWorkflowGraphResponseRevisionMin = 0;
export const saveWorkflowGraphResponseRevisionMax = 2147483647;

export const saveWorkflowGraphResponseNodesItemOneIdMax = 64;


export const saveWorkflowGraphResponseNodesItemOneIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const saveWorkflowGraphResponseNodesItemOneTitleMax = 50;

export const saveWorkflowGraphResponseNodesItemOnePositionXMin = -100000;
export const saveWorkflowGraphResponseNodesItemOnePositionXMax = 100000;

export const saveWorkflowGraphResponseNodesItemOnePositionYMin = -100000;
export const saveWorkflowGraphResponseNodesItemOnePositionYMax = 100000;

export const saveWorkflowGraphResponseNodesItemOneDataInputVariablesItemNameMax = 64;


export const saveWorkflowGraphResponseNodesItemOneDataInputVariablesItemNameRegExp = new RegExp('^[A-Za-z_][A-Za-z0-9_]*$');
export const saveWorkflowGraphResponseNodesItemOneDataInputVariablesItemDebugValueMax = 5000;

export const saveWorkflowGraphResponseNodesItemOneDataInputVariablesMax = 50;

export const saveWorkflowGraphResponseNodesItemTwoIdMax = 64;


export const saveWorkflowGraphResponseNodesItemTwoIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const saveWorkflowGraphResponseNodesItemTwoTitleMax = 50;

export const saveWorkflowGraphResponseNodesItemTwoPositionXMin = -100000;
export const saveWorkflowGraphResponseNodesItemTwoPositionXMax = 100000;

export const saveWorkflowGraphResponseNodesItemTwoPositionYMin = -100000;
export const saveWorkflowGraphResponseNodesItemTwoPositionYMax = 100000;

export const saveWorkflowGraphResponseNodesItemTwoDataOutputVariablesItemNameMax = 64;


export const saveWorkflowGraphResponseNodesItemTwoDataOutputVariablesItemNameRegExp = new RegExp('^[A-Za-z_][A-Za-z0-9_]*$');
export const saveWorkflowGraphResponseNodesItemTwoDataOutputVariablesItemValueMax = 5000;

export const saveWorkflowGraphResponseNodesItemTwoDataOutputVariablesMax = 50;

export const saveWorkflowGraphResponseNodesItemThreeIdMax = 64;


export const saveWorkflowGraphResponseNodesItemThreeIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const saveWorkflowGraphResponseNodesItemThreeTitleMax = 50;

export const saveWorkflowGraphResponseNodesItemThreePositionXMin = -100000;
export const saveWorkflowGraphResponseNodesItemThreePositionXMax = 100000;

export const saveWorkflowGraphResponseNodesItemThreePositionYMin = -100000;
export const saveWorkflowGraphResponseNodesItemThreePositionYMax = 100000;

export const saveWorkflowGraphResponseNodesItemThreeDataModelIdMax = 100;

export const saveWorkflowGraphResponseNodesItemThreeDataPromptMax = 20000;

export const saveWorkflowGraphResponseNodesItemThreeDataSystemPromptMax = 20000;

export const saveWorkflowGraphResponseNodesItemThreeDataOutputVariableMax = 64;


export const saveWorkflowGraphResponseNodesItemThreeDataOutputVariableRegExp = new RegExp('^[A-Za-z_][A-Za-z0-9_]*$');
export const saveWorkflowGraphResponseNodesItemThreeDataTemperatureMin = 0;
export const saveWorkflowGraphResponseNodesItemThreeDataTemperatureMax = 2;

export const saveWorkflowGraphResponseNodesItemThreeDataMaxTokensMax = 128000;

export const saveWorkflowGraphResponseNodesItemThreeDataTopPMin = 0;
export const saveWorkflowGraphResponseNodesItemThreeDataTopPMax = 1;

export const saveWorkflowGraphResponseNodesItemThreeDataKnowledgeItemMax = 64;


export const saveWorkflowGraphResponseNodesItemThreeDataKnowledgeItemRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const saveWorkflowGraphResponseNodesItemThreeDataKnowledgeMax = 10;

export const saveWorkflowGraphResponseNodesItemThreeDataImageUrlsItemMax = 2000;

export const saveWorkflowGraphResponseNodesItemThreeDataImageUrlsMax = 10;

export const saveWorkflowGraphResponseNodesItemThreeDataVideoUrlsItemMax = 2000;

export const saveWorkflowGraphResponseNodesItemThreeDataVideoUrlsMax = 10;

export const saveWorkflowGraphResponseNodesItemThreeDataAudioUrlsItemMax = 2000;

export const saveWorkflowGraphResponseNodesItemThreeDataAudioUrlsMax = 10;

export const saveWorkflowGraphResponseNodesItemThreeDataFileUrlsItemMax = 2000;

export const saveWorkflowGraphResponseNodesItemThreeDataFileUrlsMax = 10;

export const saveWorkflowGraphResponseNodesItemFourIdMax = 64;


export const saveWorkflowGraphResponseNodesItemFourIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const saveWorkflowGraphResponseNodesItemFourTitleMax = 50;

export const saveWorkflowGraphResponseNodesItemFourPositionXMin = -100000;
export const saveWorkflowGraphResponseNodesItemFourPositionXMax = 100000;

export const saveWorkflowGraphResponseNodesItemFourPositionYMin = -100000;
export const saveWorkflowGraphResponseNodesItemFourPositionYMax = 100000;

export const saveWorkflowGraphResponseNodesItemFourDataIndexIdMax = 64;


export const saveWorkflowGraphResponseNodesItemFourDataIndexIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const saveWorkflowGraphResponseNodesItemFourDataQueryMax = 5000;

export const saveWorkflowGraphResponseNodesItemFourDataNumberOfDocumentsMax = 50;

export const saveWorkflowGraphResponseNodesItemFourDataMinimumScoreMin = 0;
export const saveWorkflowGraphResponseNodesItemFourDataMinimumScoreMax = 1;

export const saveWorkflowGraphResponseNodesItemFiveIdMax = 64;


export const saveWorkflowGraphResponseNodesItemFiveIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const saveWorkflowGraphResponseNodesItemFiveTitleMax = 50;

export const saveWorkflowGraphResponseNodesItemFivePositionXMin = -100000;
export const saveWorkflowGraphResponseNodesItemFivePositionXMax = 100000;

export const saveWorkflowGraphResponseNodesItemFivePositionYMin = -100000;
export const saveWorkflowGraphResponseNodesItemFivePositionYMax = 100000;

export const saveWorkflowGraphResponseNodesItemFiveDataVariableMax = 64;


export const saveWorkflowGraphResponseNodesItemFiveDataVariableRegExp = new RegExp('^[A-Za-z_][A-Za-z0-9_]*$');
export const saveWorkflowGraphResponseNodesItemFiveDataConnectionIdMax = 64;


export const saveWorkflowGraphResponseNodesItemFiveDataConnectionIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const saveWorkflowGraphResponseNodesItemFiveDataQueryMax = 20000;

export const saveWorkflowGraphResponseNodesItemFiveDataBindVariablesItemNameMax = 64;


export const saveWorkflowGraphResponseNodesItemFiveDataBindVariablesItemNameRegExp = new RegExp('^[A-Za-z_][A-Za-z0-9_]*$');
export const saveWorkflowGraphResponseNodesItemFiveDataBindVariablesItemValueMax = 100000;

export const saveWorkflowGraphResponseNodesItemFiveDataBindVariablesMax = 50;

export const saveWorkflowGraphResponseNodesItemSixIdMax = 64;


export const saveWorkflowGraphResponseNodesItemSixIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const saveWorkflowGraphResponseNodesItemSixTitleMax = 50;

export const saveWorkflowGraphResponseNodesItemSixPositionXMin = -100000;
export const saveWorkflowGraphResponseNodesItemSixPositionXMax = 100000;

export const saveWorkflowGraphResponseNodesItemSixPositionYMin = -100000;
export const saveWorkflowGraphResponseNodesItemSixPositionYMax = 100000;

export const saveWorkflowGraphResponseNodesItemSixDataBranchesItemIdMax = 64;


export const saveWorkflowGraphResponseNodesItemSixDataBranchesItemIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const saveWorkflowGraphResponseNodesItemSixDataBranchesItemConditionsItemInputVariableMax = 5000;

export const saveWorkflowGraphResponseNodesItemSixDataBranchesItemConditionsItemValueMax = 5000;

export const saveWorkflowGraphResponseNodesItemSixDataBranchesItemConditionsMax = 20;

export const saveWorkflowGraphResponseNodesItemSixDataBranchesMax = 20;

export const saveWorkflowGraphResponseNodesItemSevenIdMax = 64;


export const saveWorkflowGraphResponseNodesItemSevenIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const saveWorkflowGraphResponseNodesItemSevenTitleMax = 50;

export const saveWorkflowGraphResponseNodesItemSevenPositionXMin = -100000;
export const saveWorkflowGraphResponseNodesItemSevenPositionXMax = 100000;

export const saveWorkflowGraphResponseNodesItemSevenPositionYMin = -100000;
export const saveWorkflowGraphResponseNodesItemSevenPositionYMax = 100000;

export const saveWorkflowGraphResponseNodesItemSevenDataWorkflowIdMax = 64;


export const saveWorkflowGraphResponseNodesItemSevenDataWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const saveWorkflowGraphResponseNodesItemSevenDataVersionMax = 50;

export const saveWorkflowGraphResponseNodesItemSevenDataVariableMax = 64;


export const saveWorkflowGraphResponseNodesItemSevenDataVariableRegExp = new RegExp('^[A-Za-z_][A-Za-z0-9_]*$');
export const saveWorkflowGraphResponseNodesItemEightIdMax = 64;


export const saveWorkflowGraphResponseNodesItemEightIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const saveWorkflowGraphResponseNodesItemEightTitleMax = 50;

export const saveWorkflowGraphResponseNodesItemEightPositionXMin = -100000;
export const saveWorkflowGraphResponseNodesItemEightPositionXMax = 100000;

export const saveWorkflowGraphResponseNodesItemEightPositionYMin = -100000;
export const saveWorkflowGraphResponseNodesItemEightPositionYMax = 100000;

export const saveWorkflowGraphResponseNodesItemEightDataCustomNodeIdMax = 64;


export const saveWorkflowGraphResponseNodesItemEightDataCustomNodeIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const saveWorkflowGraphResponseNodesItemEightDataConfigFileIdMax = 64;


export const saveWorkflowGraphResponseNodesItemEightDataConfigFileIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const saveWorkflowGraphResponseNodesItemEightDataVariableMax = 64;


export const saveWorkflowGraphResponseNodesItemEightDataVariableRegExp = new RegExp('^[A-Za-z_][A-Za-z0-9_]*$');
export const saveWorkflowGraphResponseNodesItemEightDataInputParametersItemNameMax = 64;

export const saveWorkflowGraphResponseNodesItemEightDataInputParametersItemValueMax = 5000;

export const saveWorkflowGraphResponseNodesItemEightDataInputParametersMax = 50;

export const saveWorkflowGraphResponseNodesItemNineIdMax = 64;


export const saveWorkflowGraphResponseNodesItemNineIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const saveWorkflowGraphResponseNodesItemNineTitleMax = 50;

export const saveWorkflowGraphResponseNodesItemNinePositionXMin = -100000;
export const saveWorkflowGraphResponseNodesItemNinePositionXMax = 100000;

export const saveWorkflowGraphResponseNodesItemNinePositionYMin = -100000;
export const saveWorkflowGraphResponseNodesItemNinePositionYMax = 100000;

export const saveWorkflowGraphResponseNodesItemNineDataSharedCustomNodeIdMax = 64;


export const saveWorkflowGraphResponseNodesItemNineDataSharedCustomNodeIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const saveWorkflowGraphResponseNodesItemNineDataConfigFileIdMax = 64;


export const saveWorkflowGraphResponseNodesItemNineDataConfigFileIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const saveWorkflowGraphResponseNodesItemNineDataVariableMax = 64;


export const saveWorkflowGraphResponseNodesItemNineDataVariableRegExp = new RegExp('^[A-Za-z_][A-Za-z0-9_]*$');
export const saveWorkflowGraphResponseNodesItemNineDataInputParametersItemNameMax = 64;

export const saveWorkflowGraphResponseNodesItemNineDataInputParametersItemValueMax = 5000;

export const saveWorkflowGraphResponseNodesItemNineDataInputParametersMax = 50;

export const saveWorkflowGraphResponseNodesMax = 5000;

export const saveWorkflowGraphResponseEdgesItemIdMax = 64;


export const saveWorkflowGraphResponseEdgesItemIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const saveWorkflowGraphResponseEdgesItemSourceMax = 64;


export const saveWorkflowGraphResponseEdgesItemSourceRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const saveWorkflowGraphResponseEdgesItemTargetMax = 64;


export const saveWorkflowGraphResponseEdgesItemTargetRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const saveWorkflowGraphResponseEdgesItemSourceHandleMax = 64;

export const saveWorkflowGraphResponseEdgesMax = 10000;

export const saveWorkflowGraphResponseUpdatedAtMax = 40;

export const saveWorkflowGraphResponseUpdatedByIdMax = 64;

export const saveWorkflowGraphResponseUpdatedByNameMax = 200;



export const SaveWorkflowGraphResponse = zod.object({
  "workflowId": zod.string().min(1).max(saveWorkflowGraphResponseWorkflowIdMax).regex(saveWorkflowGraphResponseWorkflowIdRegExp).describe('An opaque identifier.'),
  "revision": zod.int().min(saveWorkflowGraphResponseRevisionMin).max(saveWorkflowGraphResponseRevisionMax),
  "nodes": zod.array(zod.union([zod.object({
  "id": zod.string().min(1).max(saveWorkflowGraphResponseNodesItemOneIdMax).regex(saveWorkflowGraphResponseNodesItemOneIdRegExp).describe('A node\'s id, unique in its graph.'),
  "kind": zod.enum(['NODE_KIND_START']),
  "title": zod.string().max(saveWorkflowGraphResponseNodesItemOneTitleMax).optional().describe('The node\'s title on the canvas.'),
  "position": zod.object({
  "x": zod.number().min(saveWorkflowGraphResponseNodesItemOnePositionXMin).max(saveWorkflowGraphResponseNodesItemOnePositionXMax),
  "y": zod.number().min(saveWorkflowGraphResponseNodesItemOnePositionYMin).max(saveWorkflowGraphResponseNodesItemOnePositionYMax)
}).describe('Where the node sits on the canvas (pixels).'),
  "data": zod.object({
  "inputVariables": zod.array(zod.object({
  "name": zod.string().min(1).max(saveWorkflowGraphResponseNodesItemOneDataInputVariablesItemNameMax).regex(saveWorkflowGraphResponseNodesItemOneDataInputVariablesItemNameRegExp).describe('A variable name: half-width letters, digits and underscore, not starting with a digit. Names starting with \'sys_\' are reserved for the system variables of the start node (\'This variable name is reserved by the system. Please use a different name.\').'),
  "debugValue": zod.string().max(saveWorkflowGraphResponseNodesItemOneDataInputVariablesItemDebugValueMax).optional().describe('The value a debug run uses when none is given.')
}).describe('An input variable of the start node.')).max(saveWorkflowGraphResponseNodesItemOneDataInputVariablesMax)
})
}),zod.object({
  "id": zod.string().min(1).max(saveWorkflowGraphResponseNodesItemTwoIdMax).regex(saveWorkflowGraphResponseNodesItemTwoIdRegExp).describe('A node\'s id, unique in its graph.'),
  "kind": zod.enum(['NODE_KIND_END']),
  "title": zod.string().max(saveWorkflowGraphResponseNodesItemTwoTitleMax).optional().describe('The node\'s title on the canvas.'),
  "position": zod.object({
  "x": zod.number().min(saveWorkflowGraphResponseNodesItemTwoPositionXMin).max(saveWorkflowGraphResponseNodesItemTwoPositionXMax),
  "y": zod.number().min(saveWorkflowGraphResponseNodesItemTwoPositionYMin).max(saveWorkflowGraphResponseNodesItemTwoPositionYMax)
}).describe('Where the node sits on the canvas (pixels).'),
  "data": zod.object({
  "outputVariables": zod.array(zod.object({
  "name": zod.string().min(1).max(saveWorkflowGraphResponseNodesItemTwoDataOutputVariablesItemNameMax).regex(saveWorkflowGraphResponseNodesItemTwoDataOutputVariablesItemNameRegExp).describe('A variable name: half-width letters, digits and underscore, not starting with a digit. Names starting with \'sys_\' are reserved for the system variables of the start node (\'This variable name is reserved by the system. Please use a different name.\').'),
  "value": zod.string().max(saveWorkflowGraphResponseNodesItemTwoDataOutputVariablesItemValueMax).describe('A literal value or a reference to another node\'s variable (\'{{llm_1.answer}}\').')
}).describe('An output variable of the end node.')).max(saveWorkflowGraphResponseNodesItemTwoDataOutputVariablesMax)
})
}),zod.object({
  "id": zod.string().min(1).max(saveWorkflowGraphResponseNodesItemThreeIdMax).regex(saveWorkflowGraphResponseNodesItemThreeIdRegExp).describe('A node\'s id, unique in its graph.'),
  "kind": zod.enum(['NODE_KIND_LLM']),
  "title": zod.string().max(saveWorkflowGraphResponseNodesItemThreeTitleMax).optional().describe('The node\'s title on the canvas.'),
  "position": zod.object({
  "x": zod.number().min(saveWorkflowGraphResponseNodesItemThreePositionXMin).max(saveWorkflowGraphResponseNodesItemThreePositionXMax),
  "y": zod.number().min(saveWorkflowGraphResponseNodesItemThreePositionYMin).max(saveWorkflowGraphResponseNodesItemThreePositionYMax)
}).describe('Where the node sits on the canvas (pixels).'),
  "data": zod.object({
  "modelId": zod.string().min(1).max(saveWorkflowGraphResponseNodesItemThreeDataModelIdMax).describe('An id from the models list.'),
  "prompt": zod.string().max(saveWorkflowGraphResponseNodesItemThreeDataPromptMax),
  "systemPrompt": zod.string().max(saveWorkflowGraphResponseNodesItemThreeDataSystemPromptMax).optional(),
  "outputVariable": zod.string().min(1).max(saveWorkflowGraphResponseNodesItemThreeDataOutputVariableMax).regex(saveWorkflowGraphResponseNodesItemThreeDataOutputVariableRegExp).describe('A variable name: half-width letters, digits and underscore, not starting with a digit. Names starting with \'sys_\' are reserved for the system variables of the start node (\'This variable name is reserved by the system. Please use a different name.\').'),
  "temperature": zod.number().min(saveWorkflowGraphResponseNodesItemThreeDataTemperatureMin).max(saveWorkflowGraphResponseNodesItemThreeDataTemperatureMax).optional(),
  "maxTokens": zod.int().min(1).max(saveWorkflowGraphResponseNodesItemThreeDataMaxTokensMax).optional(),
  "topP": zod.number().min(saveWorkflowGraphResponseNodesItemThreeDataTopPMin).max(saveWorkflowGraphResponseNodesItemThreeDataTopPMax).optional(),
  "knowledge": zod.array(zod.string().min(1).max(saveWorkflowGraphResponseNodesItemThreeDataKnowledgeItemMax).regex(saveWorkflowGraphResponseNodesItemThreeDataKnowledgeItemRegExp).describe('An opaque identifier.')).max(saveWorkflowGraphResponseNodesItemThreeDataKnowledgeMax).optional().describe('Knowledge indexes whose search results ground the answer.'),
  "jsonMode": zod.boolean().optional(),
  "useContext": zod.boolean().optional().describe('Pass the conversation context (chat workflows).'),
  "imageUrls": zod.array(zod.string().max(saveWorkflowGraphResponseNodesItemThreeDataImageUrlsItemMax)).max(saveWorkflowGraphResponseNodesItemThreeDataImageUrlsMax).optional().describe('URLs or variable references of media passed to the model.'),
  "videoUrls": zod.array(zod.string().max(saveWorkflowGraphResponseNodesItemThreeDataVideoUrlsItemMax)).max(saveWorkflowGraphResponseNodesItemThreeDataVideoUrlsMax).optional().describe('URLs or variable references of media passed to the model.'),
  "audioUrls": zod.array(zod.string().max(saveWorkflowGraphResponseNodesItemThreeDataAudioUrlsItemMax)).max(saveWorkflowGraphResponseNodesItemThreeDataAudioUrlsMax).optional().describe('URLs or variable references of media passed to the model.'),
  "fileUrls": zod.array(zod.string().max(saveWorkflowGraphResponseNodesItemThreeDataFileUrlsItemMax)).max(saveWorkflowGraphResponseNodesItemThreeDataFileUrlsMax).optional().describe('URLs or variable references of media passed to the model.')
})
}),zod.object({
  "id": zod.string().min(1).max(saveWorkflowGraphResponseNodesItemFourIdMax).regex(saveWorkflowGraphResponseNodesItemFourIdRegExp).describe('A node\'s id, unique in its graph.'),
  "kind": zod.enum(['NODE_KIND_KNOWLEDGE']),
  "title": zod.string().max(saveWorkflowGraphResponseNodesItemFourTitleMax).optional().describe('The node\'s title on the canvas.'),
  "position": zod.object({
  "x": zod.number().min(saveWorkflowGraphResponseNodesItemFourPositionXMin).max(saveWorkflowGraphResponseNodesItemFourPositionXMax),
  "y": zod.number().min(saveWorkflowGraphResponseNodesItemFourPositionYMin).max(saveWorkflowGraphResponseNodesItemFourPositionYMax)
}).describe('Where the node sits on the canvas (pixels).'),
  "data": zod.object({
  "indexId": zod.string().min(1).max(saveWorkflowGraphResponseNodesItemFourDataIndexIdMax).regex(saveWorkflowGraphResponseNodesItemFourDataIndexIdRegExp).describe('An opaque identifier.'),
  "query": zod.string().max(saveWorkflowGraphResponseNodesItemFourDataQueryMax).describe('A literal value or a reference to another node\'s variable (\'{{llm_1.answer}}\').'),
  "numberOfDocuments": zod.int().min(1).max(saveWorkflowGraphResponseNodesItemFourDataNumberOfDocumentsMax),
  "minimumScore": zod.number().min(saveWorkflowGraphResponseNodesItemFourDataMinimumScoreMin).max(saveWorkflowGraphResponseNodesItemFourDataMinimumScoreMax)
})
}),zod.object({
  "id": zod.string().min(1).max(saveWorkflowGraphResponseNodesItemFiveIdMax).regex(saveWorkflowGraphResponseNodesItemFiveIdRegExp).describe('A node\'s id, unique in its graph.'),
  "kind": zod.enum(['NODE_KIND_DATABASE']),
  "title": zod.string().max(saveWorkflowGraphResponseNodesItemFiveTitleMax).optional().describe('The node\'s title on the canvas.'),
  "position": zod.object({
  "x": zod.number().min(saveWorkflowGraphResponseNodesItemFivePositionXMin).max(saveWorkflowGraphResponseNodesItemFivePositionXMax),
  "y": zod.number().min(saveWorkflowGraphResponseNodesItemFivePositionYMin).max(saveWorkflowGraphResponseNodesItemFivePositionYMax)
}).describe('Where the node sits on the canvas (pixels).'),
  "data": zod.object({
  "variable": zod.string().min(1).max(saveWorkflowGraphResponseNodesItemFiveDataVariableMax).regex(saveWorkflowGraphResponseNodesItemFiveDataVariableRegExp).describe('A variable name: half-width letters, digits and underscore, not starting with a digit. Names starting with \'sys_\' are reserved for the system variables of the start node (\'This variable name is reserved by the system. Please use a different name.\').'),
  "connectionId": zod.string().min(1).max(saveWorkflowGraphResponseNodesItemFiveDataConnectionIdMax).regex(saveWorkflowGraphResponseNodesItemFiveDataConnectionIdRegExp).describe('An opaque identifier.'),
  "query": zod.string().min(1).max(saveWorkflowGraphResponseNodesItemFiveDataQueryMax),
  "bindVariables": zod.array(zod.object({
  "name": zod.string().min(1).max(saveWorkflowGraphResponseNodesItemFiveDataBindVariablesItemNameMax).regex(saveWorkflowGraphResponseNodesItemFiveDataBindVariablesItemNameRegExp),
  "value": zod.string().max(saveWorkflowGraphResponseNodesItemFiveDataBindVariablesItemValueMax),
  "type": zod.enum(['BIND_VARIABLE_TYPE_VARCHAR2', 'BIND_VARIABLE_TYPE_NUMBER', 'BIND_VARIABLE_TYPE_DATE', 'BIND_VARIABLE_TYPE_TIMESTAMP', 'BIND_VARIABLE_TYPE_CLOB', 'BIND_VARIABLE_TYPE_BOOLEAN', 'BIND_VARIABLE_TYPE_STRING', 'BIND_VARIABLE_TYPE_INT64', 'BIND_VARIABLE_TYPE_FLOAT64']).describe('The type of a database bind variable. The editor picks CLOB for strings over 4000 characters (Oracle).')
}).describe('A bind variable of a database query. A VARCHAR2 value over 4000 characters is refused (\'Use CLOB for strings over 4000 characters\').')).max(saveWorkflowGraphResponseNodesItemFiveDataBindVariablesMax)
})
}),zod.object({
  "id": zod.string().min(1).max(saveWorkflowGraphResponseNodesItemSixIdMax).regex(saveWorkflowGraphResponseNodesItemSixIdRegExp).describe('A node\'s id, unique in its graph.'),
  "kind": zod.enum(['NODE_KIND_IF_ELSE']),
  "title": zod.string().max(saveWorkflowGraphResponseNodesItemSixTitleMax).optional().describe('The node\'s title on the canvas.'),
  "position": zod.object({
  "x": zod.number().min(saveWorkflowGraphResponseNodesItemSixPositionXMin).max(saveWorkflowGraphResponseNodesItemSixPositionXMax),
  "y": zod.number().min(saveWorkflowGraphResponseNodesItemSixPositionYMin).max(saveWorkflowGraphResponseNodesItemSixPositionYMax)
}).describe('Where the node sits on the canvas (pixels).'),
  "data": zod.object({
  "branches": zod.array(zod.object({
  "id": zod.string().min(1).max(saveWorkflowGraphResponseNodesItemSixDataBranchesItemIdMax).regex(saveWorkflowGraphResponseNodesItemSixDataBranchesItemIdRegExp),
  "logicalOperator": zod.enum(['IF_ELSE_LOGICAL_OPERATOR_AND', 'IF_ELSE_LOGICAL_OPERATOR_OR']).describe('How a branch combines its conditions.'),
  "conditions": zod.array(zod.object({
  "inputVariable": zod.string().max(saveWorkflowGraphResponseNodesItemSixDataBranchesItemConditionsItemInputVariableMax).describe('A literal value or a reference to another node\'s variable (\'{{llm_1.answer}}\').'),
  "operator": zod.enum(['IF_ELSE_OPERATOR_EQUALS', 'IF_ELSE_OPERATOR_NOT_EQUALS', 'IF_ELSE_OPERATOR_GREATER_THAN', 'IF_ELSE_OPERATOR_LESS_THAN', 'IF_ELSE_OPERATOR_GREATER_OR_EQUAL', 'IF_ELSE_OPERATOR_LESS_OR_EQUAL', 'IF_ELSE_OPERATOR_CONTAINS', 'IF_ELSE_OPERATOR_NOT_CONTAINS', 'IF_ELSE_OPERATOR_STARTS_WITH', 'IF_ELSE_OPERATOR_ENDS_WITH', 'IF_ELSE_OPERATOR_IS_EMPTY', 'IF_ELSE_OPERATOR_IS_NOT_EMPTY']).describe('The twelve comparison operators of an if-else condition.'),
  "value": zod.string().max(saveWorkflowGraphResponseNodesItemSixDataBranchesItemConditionsItemValueMax).optional()
}).describe('A condition; value is not used by IS_EMPTY and IS_NOT_EMPTY.')).min(1).max(saveWorkflowGraphResponseNodesItemSixDataBranchesItemConditionsMax)
}).describe('A branch (if, else if …), tried in order; the first whose conditions hold is taken, else the edge with sourceHandle \'else\'. Its id is the sourceHandle of the edge leaving it.')).min(1).max(saveWorkflowGraphResponseNodesItemSixDataBranchesMax)
})
}),zod.object({
  "id": zod.string().min(1).max(saveWorkflowGraphResponseNodesItemSevenIdMax).regex(saveWorkflowGraphResponseNodesItemSevenIdRegExp).describe('A node\'s id, unique in its graph.'),
  "kind": zod.enum(['NODE_KIND_WORKFLOW']),
  "title": zod.string().max(saveWorkflowGraphResponseNodesItemSevenTitleMax).optional().describe('The node\'s title on the canvas.'),
  "position": zod.object({
  "x": zod.number().min(saveWorkflowGraphResponseNodesItemSevenPositionXMin).max(saveWorkflowGraphResponseNodesItemSevenPositionXMax),
  "y": zod.number().min(saveWorkflowGraphResponseNodesItemSevenPositionYMin).max(saveWorkflowGraphResponseNodesItemSevenPositionYMax)
}).describe('Where the node sits on the canvas (pixels).'),
  "data": zod.object({
  "workflowId": zod.string().min(1).max(saveWorkflowGraphResponseNodesItemSevenDataWorkflowIdMax).regex(saveWorkflowGraphResponseNodesItemSevenDataWorkflowIdRegExp).describe('An opaque identifier.'),
  "version": zod.string().min(1).max(saveWorkflowGraphResponseNodesItemSevenDataVersionMax).describe('The called workflow\'s API version name.'),
  "variable": zod.string().min(1).max(saveWorkflowGraphResponseNodesItemSevenDataVariableMax).regex(saveWorkflowGraphResponseNodesItemSevenDataVariableRegExp).describe('A variable name: half-width letters, digits and underscore, not starting with a digit. Names starting with \'sys_\' are reserved for the system variables of the start node (\'This variable name is reserved by the system. Please use a different name.\').'),
  "useContext": zod.boolean().optional()
})
}).describe('A node that calls another workflow (a published API version of it).'),zod.object({
  "id": zod.string().min(1).max(saveWorkflowGraphResponseNodesItemEightIdMax).regex(saveWorkflowGraphResponseNodesItemEightIdRegExp).describe('A node\'s id, unique in its graph.'),
  "kind": zod.enum(['NODE_KIND_CUSTOM_NODE']),
  "title": zod.string().max(saveWorkflowGraphResponseNodesItemEightTitleMax).optional().describe('The node\'s title on the canvas.'),
  "position": zod.object({
  "x": zod.number().min(saveWorkflowGraphResponseNodesItemEightPositionXMin).max(saveWorkflowGraphResponseNodesItemEightPositionXMax),
  "y": zod.number().min(saveWorkflowGraphResponseNodesItemEightPositionYMin).max(saveWorkflowGraphResponseNodesItemEightPositionYMax)
}).describe('Where the node sits on the canvas (pixels).'),
  "data": zod.object({
  "customNodeId": zod.string().min(1).max(saveWorkflowGraphResponseNodesItemEightDataCustomNodeIdMax).regex(saveWorkflowGraphResponseNodesItemEightDataCustomNodeIdRegExp).describe('An opaque identifier.'),
  "configFileId": zod.string().min(1).max(saveWorkflowGraphResponseNodesItemEightDataConfigFileIdMax).regex(saveWorkflowGraphResponseNodesItemEightDataConfigFileIdRegExp).optional().describe('The configuration file with its environment settings (optional).'),
  "variable": zod.string().min(1).max(saveWorkflowGraphResponseNodesItemEightDataVariableMax).regex(saveWorkflowGraphResponseNodesItemEightDataVariableRegExp).describe('A variable name: half-width letters, digits and underscore, not starting with a digit. Names starting with \'sys_\' are reserved for the system variables of the start node (\'This variable name is reserved by the system. Please use a different name.\').'),
  "inputParameters": zod.array(zod.object({
  "name": zod.string().min(1).max(saveWorkflowGraphResponseNodesItemEightDataInputParametersItemNameMax),
  "value": zod.string().max(saveWorkflowGraphResponseNodesItemEightDataInputParametersItemValueMax).describe('A literal value or a reference to another node\'s variable (\'{{llm_1.answer}}\').')
}).describe('An input parameter of a (shared) custom node.')).max(saveWorkflowGraphResponseNodesItemEightDataInputParametersMax)
})
}).describe('A node running one of the project\'s custom nodes.'),zod.object({
  "id": zod.string().min(1).max(saveWorkflowGraphResponseNodesItemNineIdMax).regex(saveWorkflowGraphResponseNodesItemNineIdRegExp).describe('A node\'s id, unique in its graph.'),
  "kind": zod.enum(['NODE_KIND_SHARED_CUSTOM_NODE']),
  "title": zod.string().max(saveWorkflowGraphResponseNodesItemNineTitleMax).optional().describe('The node\'s title on the canvas.'),
  "position": zod.object({
  "x": zod.number().min(saveWorkflowGraphResponseNodesItemNinePositionXMin).max(saveWorkflowGraphResponseNodesItemNinePositionXMax),
  "y": zod.number().min(saveWorkflowGraphResponseNodesItemNinePositionYMin).max(saveWorkflowGraphResponseNodesItemNinePositionYMax)
}).describe('Where the node sits on the canvas (pixels).'),
  "data": zod.object({
  "sharedCustomNodeId": zod.string().min(1).max(saveWorkflowGraphResponseNodesItemNineDataSharedCustomNodeIdMax).regex(saveWorkflowGraphResponseNodesItemNineDataSharedCustomNodeIdRegExp).describe('An opaque identifier.'),
  "configFileId": zod.string().min(1).max(saveWorkflowGraphResponseNodesItemNineDataConfigFileIdMax).regex(saveWorkflowGraphResponseNodesItemNineDataConfigFileIdRegExp).optional().describe('The configuration file with its environment settings (optional).'),
  "variable": zod.string().min(1).max(saveWorkflowGraphResponseNodesItemNineDataVariableMax).regex(saveWorkflowGraphResponseNodesItemNineDataVariableRegExp).describe('A variable name: half-width letters, digits and underscore, not starting with a digit. Names starting with \'sys_\' are reserved for the system variables of the start node (\'This variable name is reserved by the system. Please use a different name.\').'),
  "inputParameters": zod.array(zod.object({
  "name": zod.string().min(1).max(saveWorkflowGraphResponseNodesItemNineDataInputParametersItemNameMax),
  "value": zod.string().max(saveWorkflowGraphResponseNodesItemNineDataInputParametersItemValueMax).describe('A literal value or a reference to another node\'s variable (\'{{llm_1.answer}}\').')
}).describe('An input parameter of a (shared) custom node.')).max(saveWorkflowGraphResponseNodesItemNineDataInputParametersMax)
})
}).describe('A node running an administrator-published (shared) custom node.')]).describe('A node of the graph, one of the nine kinds (discriminated by kind).')).max(saveWorkflowGraphResponseNodesMax).describe('At most 5000 nodes (the editor is measured with 3000; see `npm run bench`).'),
  "edges": zod.array(zod.object({
  "id": zod.string().min(1).max(saveWorkflowGraphResponseEdgesItemIdMax).regex(saveWorkflowGraphResponseEdgesItemIdRegExp).describe('A node\'s id, unique in its graph.'),
  "source": zod.string().min(1).max(saveWorkflowGraphResponseEdgesItemSourceMax).regex(saveWorkflowGraphResponseEdgesItemSourceRegExp).describe('A node\'s id, unique in its graph.'),
  "target": zod.string().min(1).max(saveWorkflowGraphResponseEdgesItemTargetMax).regex(saveWorkflowGraphResponseEdgesItemTargetRegExp).describe('A node\'s id, unique in its graph.'),
  "sourceHandle": zod.string().max(saveWorkflowGraphResponseEdgesItemSourceHandleMax).optional()
}).describe('A connection from one node to another. Edges leaving an if-else node carry the branch id, or \'else\', as sourceHandle.')).max(saveWorkflowGraphResponseEdgesMax),
  "updatedAt": zod.iso.datetime({"offset":true}).max(saveWorkflowGraphResponseUpdatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "updatedBy": zod.object({
  "id": zod.string().max(saveWorkflowGraphResponseUpdatedByIdMax),
  "name": zod.string().max(saveWorkflowGraphResponseUpdatedByNameMax)
}).optional().describe('Who did something, as the studio shows it.')
}).describe('A workflow\'s graph as stored, with its revision (incremented by every save). A save must name the revision it was based on.')

