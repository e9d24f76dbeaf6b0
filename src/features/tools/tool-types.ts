import type { Tool, ToolInput, ToolType } from '../../generated/model';

export const TOOL_TYPES: ToolType[] = ['TOOL_TYPE_WORKFLOW', 'TOOL_TYPE_CUSTOM_NODE', 'TOOL_TYPE_SHARED_CUSTOM_NODE'];

/** The form's source fields (every type's, so switching the type back keeps a choice). */
export type SourceField = 'workflowId' | 'apiVersionId' | 'customNodeId' | 'sharedCustomNodeId';

/** The source fields each type needs, with the label of 'Select {label}' (tools:labels.…). */
export const SOURCE_FIELDS: Record<ToolType, Array<{ field: SourceField; label: 'workflow' | 'apiVersion' | 'customNode' | 'sharedCustomNode' }>> = {
  TOOL_TYPE_WORKFLOW: [
    { field: 'workflowId', label: 'workflow' },
    { field: 'apiVersionId', label: 'apiVersion' },
  ],
  TOOL_TYPE_CUSTOM_NODE: [{ field: 'customNodeId', label: 'customNode' }],
  TOOL_TYPE_SHARED_CUSTOM_NODE: [{ field: 'sharedCustomNodeId', label: 'sharedCustomNode' }],
};

export interface ToolFormValues {
  name: string;
  displayName: string;
  description: string;
  type: ToolType | '';
  workflowId: string;
  apiVersionId: string;
  customNodeId: string;
  sharedCustomNodeId: string;
  inputSchema: string;
  outputSchema: string;
}

export const EMPTY_TOOL: ToolFormValues = {
  name: '',
  displayName: '',
  description: '',
  type: '',
  workflowId: '',
  apiVersionId: '',
  customNodeId: '',
  sharedCustomNodeId: '',
  inputSchema: '',
  outputSchema: '',
};

/** The dialog's values for an existing tool. */
export function formValuesOf(tool: Tool): ToolFormValues {
  const source = tool.source;
  return {
    ...EMPTY_TOOL,
    name: tool.name,
    displayName: tool.displayName,
    description: tool.description,
    type: tool.type,
    inputSchema: tool.inputSchema,
    outputSchema: tool.outputSchema,
    ...(tool.type === 'TOOL_TYPE_WORKFLOW' ? { workflowId: source.id, apiVersionId: source.apiVersionId ?? '' } : {}),
    ...(tool.type === 'TOOL_TYPE_CUSTOM_NODE' ? { customNodeId: source.id } : {}),
    ...(tool.type === 'TOOL_TYPE_SHARED_CUSTOM_NODE' ? { sharedCustomNodeId: source.id } : {}),
  };
}

/** The contract's body for valid values: only the chosen type's source fields. */
export function toolInputOf(values: ToolFormValues & { type: ToolType }): ToolInput {
  const common = {
    name: values.name,
    displayName: values.displayName,
    description: values.description,
    inputSchema: values.inputSchema,
    outputSchema: values.outputSchema,
  };
  switch (values.type) {
    case 'TOOL_TYPE_WORKFLOW':
      return { ...common, type: values.type, workflowId: values.workflowId, apiVersionId: values.apiVersionId };
    case 'TOOL_TYPE_CUSTOM_NODE':
      return { ...common, type: values.type, customNodeId: values.customNodeId };
    case 'TOOL_TYPE_SHARED_CUSTOM_NODE':
      return { ...common, type: values.type, sharedCustomNodeId: values.sharedCustomNodeId };
  }
}
