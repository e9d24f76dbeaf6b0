import type { ApiVersion } from './apiVersion';
import type { Id } from './id';

/**
 * A workflow's API at a glance (the API publishing panel).
 */
export interface WorkflowApi {
  workflowId: Id;
  /** @maxLength 100 */
  workflowName: string;
  /**
     * @minLength 1
     * @maxLength 64
     */
  tenantId: string;
  /**
     * @minimum 0
     * @maximum 10000
     */
  versionCount: number;
  /**
     * @minimum 0
     * @maximum 10000
     */
  publishedVersionCount: number;
  latestVersion?: ApiVersion;
}
