import type { Id } from './id';
import type { RevisionDescription } from './revisionDescription';
import type { RevisionName } from './revisionName';
import type { RevisionNumber } from './revisionNumber';
import type { Timestamp } from './timestamp';
import type { UserRef } from './userRef';
import type { WorkflowRevisionRestoredFrom } from './workflowRevisionRestoredFrom';
import type { WorkflowRevisionSummary } from './workflowRevisionSummary';
import type { WorkflowVersionSummary } from './workflowVersionSummary';

/**
 * One saved revision of a workflow's graph: who saved it and when, what changed against the revision before it, its optional name and description, the revision it was restored from (a restore), and the API versions that run it (ApiVersion.workflowVersion equal to this revision).
 */
export interface WorkflowRevision {
  workflowId: Id;
  revision: RevisionNumber;
  savedAt: Timestamp;
  savedBy: UserRef;
  summary: WorkflowRevisionSummary;
  name?: RevisionName;
  description?: RevisionDescription;
  restoredFrom?: WorkflowRevisionRestoredFrom;
  /**
     * The workflow's API versions that run this revision, newest first (empty when none does).
     * @maxItems 100
     */
  apiVersions: WorkflowVersionSummary[];
}
