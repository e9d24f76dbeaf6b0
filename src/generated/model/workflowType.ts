
/**
 * The kind of workflow: a standard workflow (input → nodes → output) or a chat workflow that keeps the conversation context between calls.
 */
export type WorkflowType = typeof WorkflowType[keyof typeof WorkflowType];


export const WorkflowType = {
  WORKFLOW_TYPE_STANDARD: 'WORKFLOW_TYPE_STANDARD',
  WORKFLOW_TYPE_CHAT: 'WORKFLOW_TYPE_CHAT',
} as const;
