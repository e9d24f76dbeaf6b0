import type { RevisionDescription } from './revisionDescription';
import type { RevisionName } from './revisionName';

/**
 * Names or describes a revision; at least one field ('Nothing to update'). An empty (or blank) value clears the field; a name another revision of the workflow has is refused with 409 (WorkflowRevisionNameConflict).
 */
export interface WorkflowRevisionUpdate {
  name?: RevisionName;
  description?: RevisionDescription;
}
