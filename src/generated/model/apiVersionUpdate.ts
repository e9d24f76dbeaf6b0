import type { WorkflowApiStatus } from './workflowApiStatus';

/**
 * Publishes or unpublishes the version.
 */
export interface ApiVersionUpdate {
  status: WorkflowApiStatus;
}
