import type { Id } from './id';
import type { Timestamp } from './timestamp';
import type { UserRef } from './userRef';

/**
 * Who holds a workflow's edit permission (single holder). The editor is read-only for everyone else; its banner offers to request the permission or names the holder.
 */
export interface EditPermission {
  workflowId: Id;
  /** The holder; absent when nobody holds it. */
  holder?: UserRef;
  /** When the holder got it. */
  since?: Timestamp;
  /** True when the caller holds it. */
  heldByMe: boolean;
}
