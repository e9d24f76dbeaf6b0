
/**
 * Whether an API version of the workflow is published.
 */
export type WorkflowVersionStatus = typeof WorkflowVersionStatus[keyof typeof WorkflowVersionStatus];


export const WorkflowVersionStatus = {
  WORKFLOW_API_STATUS_PUBLISHED: 'WORKFLOW_API_STATUS_PUBLISHED',
  WORKFLOW_API_STATUS_UNPUBLISHED: 'WORKFLOW_API_STATUS_UNPUBLISHED',
} as const;
