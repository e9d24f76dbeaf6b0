import type { ApiVariableNames } from './apiVariableNames';
import type { ApiVersionName } from './apiVersionName';
import type { Id } from './id';
import type { Timestamp } from './timestamp';
import type { UserRef } from './userRef';
import type { WorkflowApiStatus } from './workflowApiStatus';

/**
 * One published version of a workflow's API (the API overview).
 */
export interface ApiVersion {
  id: Id;
  workflowId: Id;
  /**
     * The workflow's name when the version was created.
     * @maxLength 100
     */
  workflowName: string;
  /**
     * The saved workflow version this API runs: the revision of the workflow's graph (WorkflowRevision.revision), read with getWorkflowRevision (`…/workflows/{workflowId}/revisions/{workflowVersion}`). A revision an API version runs is never pruned.
     * @minimum 1
     * @maximum 100000
     */
  workflowVersion: number;
  versionName: ApiVersionName;
  /** @maxLength 500 */
  description?: string;
  status: WorkflowApiStatus;
  /**
     * Call and wait for the answer.
     * @maxLength 500
     */
  syncEndpoint: string;
  /**
     * Start a run and poll for its result.
     * @maxLength 500
     */
  asyncEndpoint: string;
  /**
     * The streaming (hub) endpoint.
     * @maxLength 500
     */
  hubEndpoint: string;
  /**
     * @minLength 1
     * @maxLength 64
     */
  tenantId: string;
  inputVariableNames: ApiVariableNames;
  outputVariableNames: ApiVariableNames;
  apiKeyIssuedAt: Timestamp;
  /**
     * The current key, masked (its last 4 characters only). The key itself is never answered again.
     * @maxLength 64
     */
  apiKeyHint: string;
  createdBy: UserRef;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}
