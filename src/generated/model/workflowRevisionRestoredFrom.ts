import type { RevisionName } from './revisionName';
import type { RevisionNumber } from './revisionNumber';

/**
 * The revision a restore copied (restoreWorkflowRevision), with its name at the time of the restore; the studio words it ('Restored from revision 4 (本番リリース前)').
 */
export interface WorkflowRevisionRestoredFrom {
  revision: RevisionNumber;
  name?: RevisionName;
}
