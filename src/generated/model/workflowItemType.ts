
/**
 * Always WORKFLOW_ITEM_TYPE_WORKFLOW.
 */
export type WorkflowItemType = typeof WorkflowItemType[keyof typeof WorkflowItemType];


export const WorkflowItemType = {
  WORKFLOW_ITEM_TYPE_WORKFLOW: 'WORKFLOW_ITEM_TYPE_WORKFLOW',
} as const;
