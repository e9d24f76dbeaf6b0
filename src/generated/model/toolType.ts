
/**
 * What the tool runs: TOOL_TYPE_WORKFLOW a published workflow (at one API version), TOOL_TYPE_CUSTOM_NODE a custom node of the project, TOOL_TYPE_SHARED_CUSTOM_NODE a custom node published by an administrator.
 */
export type ToolType = typeof ToolType[keyof typeof ToolType];


export const ToolType = {
  TOOL_TYPE_WORKFLOW: 'TOOL_TYPE_WORKFLOW',
  TOOL_TYPE_CUSTOM_NODE: 'TOOL_TYPE_CUSTOM_NODE',
  TOOL_TYPE_SHARED_CUSTOM_NODE: 'TOOL_TYPE_SHARED_CUSTOM_NODE',
} as const;
