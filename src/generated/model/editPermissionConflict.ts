import type { Error } from './error';
import type { Timestamp } from './timestamp';
import type { UserRef } from './userRef';

/**
 * The 409 of a request while someone else holds the permission, naming the holder.
 */
export type EditPermissionConflict = Error & {
  holder: UserRef;
  since?: Timestamp;
};
