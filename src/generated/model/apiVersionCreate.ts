import type { ApiVersionName } from './apiVersionName';

/**
 * A new API version of the workflow's latest saved version. It gets new endpoints and a new key.
 */
export interface ApiVersionCreate {
  versionName: ApiVersionName;
  /** @maxLength 500 */
  description?: string;
  /**
     * The saved workflow version to publish; the latest when absent.
     * @minimum 1
     * @maximum 100000
     */
  workflowVersion?: number;
}
