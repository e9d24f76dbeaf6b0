import type { Error } from './error';
import type { Timestamp } from './timestamp';
import type { UserRef } from './userRef';

/**
 * The 409 of a stale save: the error plus the stored revision and who saved it, so the editor can reload the graph (GET) and merge or overwrite knowingly.
 */
export type WorkflowGraphConflict = Error & {
  /**
     * @minimum 0
     * @maximum 2147483647
     */
  currentRevision: number;
  updatedAt?: Timestamp;
  updatedBy?: UserRef;
};
