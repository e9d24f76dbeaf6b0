
/**
 * Whether an API version of the workflow is published.
 */
export type WorkflowVersionStatus = typeof WorkflowVersionStatus[keyof typeof WorkflowVersionStatus];


export const WorkflowVersionStatus = {
  API_VERSION_STATUS_PUBLISHED: 'API_VERSION_STATUS_PUBLISHED',
  API_VERSION_STATUS_UNPUBLISHED: 'API_VERSION_STATUS_UNPUBLISHED',
} as const;
