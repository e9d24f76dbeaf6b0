import type { Error } from './error';
import type { RevisionNumber } from './revisionNumber';

/**
 * The 409 of a name another revision of the workflow already has: the error plus that revision, so the studio can say which one ('A revision with this name already exists').
 */
export type WorkflowRevisionNameConflict = Error & {
  namedRevision: RevisionNumber;
};
