
/**
 * Always WORKFLOW_ITEM_TYPE_FOLDER.
 */
export type WorkflowFolderItemType = typeof WorkflowFolderItemType[keyof typeof WorkflowFolderItemType];


export const WorkflowFolderItemType = {
  WORKFLOW_ITEM_TYPE_FOLDER: 'WORKFLOW_ITEM_TYPE_FOLDER',
} as const;
