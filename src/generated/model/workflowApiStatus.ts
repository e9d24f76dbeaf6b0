
/**
 * Whether the API version answers calls. The user changes it at will; a new version does not unpublish older ones.
 */
export type WorkflowApiStatus = typeof WorkflowApiStatus[keyof typeof WorkflowApiStatus];


export const WorkflowApiStatus = {
  WORKFLOW_API_STATUS_PUBLISHED: 'WORKFLOW_API_STATUS_PUBLISHED',
  WORKFLOW_API_STATUS_UNPUBLISHED: 'WORKFLOW_API_STATUS_UNPUBLISHED',
} as const;
