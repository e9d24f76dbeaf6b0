/**
 * The inputs and outputs of a tool's source (getToolSourceSignature), read from the areas that own the
 * sources: a workflow's API version (workflow-apis: its start and end variables), a project custom node
 * (custom-nodes: its parameters and output variable), a shared custom node (shared-custom-nodes).
 */
import type { CustomNodeParameter, ToolSourceSignature, ToolSourceVariable, ToolType } from '../../../src/generated/model';
import { badRequest, notFound } from '../../lib/errors';
import { customNodeOf } from '../custom-nodes/table';
import { sharedCustomNodeOf } from '../shared-custom-nodes/table';
import { KNOWN_WORKFLOWS, workflowMessages } from '../workflow-apis/catalog';
import { apiVersions } from '../workflow-apis/table';
import { SOURCE_FIELDS, toolMessages } from './rules';
import { sourcesFor } from './sources';

const API_VERSION_FIELD = SOURCE_FIELDS.TOOL_TYPE_WORKFLOW[1]!;

/** A parameter as a variable: its label, data type, description and whether it is required (default true). */
function fromParameter(param: CustomNodeParameter): ToolSourceVariable {
  return {
    name: param.label,
    dataType: param.dataType,
    ...(param.description ? { description: param.description } : {}),
    required: param.required ?? true,
  };
}

const named = (name: string): ToolSourceVariable => ({ name, required: true });

/**
 * A workflow at an API version: the version's input and output variable names (the stored API version;
 * for a version only the tool picker knows, the workflow's variables as the workflow-apis area knows them).
 * Answers 404 for a workflow not of the project, 400 for a missing or unknown version.
 */
function workflowSignature(projectId: string, workflowId: string, apiVersionId: string | undefined): ToolSourceSignature {
  const offered = sourcesFor(projectId, 'TOOL_TYPE_WORKFLOW').find((source) => source.id === workflowId);
  const versions = apiVersions.where((row) => row.projectId === projectId && row.workflowId === workflowId);
  if (!offered && !versions.length) throw notFound(workflowMessages.workflowNotFound);
  if (!apiVersionId?.trim()) {
    const message = toolMessages.select(API_VERSION_FIELD.label);
    throw badRequest(message, [{ field: API_VERSION_FIELD.field, message }]);
  }
  const stored = versions.find((row) => row.id === apiVersionId);
  const known = KNOWN_WORKFLOWS[workflowId];
  const names = stored ?? (offered?.apiVersions.some((v) => v.id === apiVersionId) && known ? known : undefined);
  if (!names) {
    const message = toolMessages.sourceNotFound(API_VERSION_FIELD.label);
    throw badRequest(message, [{ field: API_VERSION_FIELD.field, message }]);
  }
  return { inputs: names.inputVariableNames.map(named), outputs: names.outputVariableNames.map(named) };
}

/** The signature of the source `sourceId` of `type`, as a tool of the project (in the organization) sees it. */
export function signatureOf(projectId: string, orgId: string, type: ToolType, sourceId: string, apiVersionId?: string): ToolSourceSignature {
  switch (type) {
    case 'TOOL_TYPE_WORKFLOW':
      return workflowSignature(projectId, sourceId, apiVersionId);
    case 'TOOL_TYPE_CUSTOM_NODE': {
      const node = customNodeOf(projectId, sourceId);
      return { inputs: node.parameters.map(fromParameter), outputs: [named(node.outputVariable)] };
    }
    case 'TOOL_TYPE_SHARED_CUSTOM_NODE': {
      const node = sharedCustomNodeOf(sourceId, orgId);
      return { inputs: node.parameters.map(fromParameter), outputs: [named(node.outputVariable)] };
    }
  }
}
