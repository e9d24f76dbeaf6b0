import type { ApiHistoryAction } from './apiHistoryAction';
import type { ApiVersionName } from './apiVersionName';
import type { Id } from './id';
import type { Timestamp } from './timestamp';
import type { UserRef } from './userRef';

/**
 * One line of the Publish History tab (who did what to which version, when).
 */
export interface ApiVersionHistoryEntry {
  id: Id;
  apiId: Id;
  versionName: ApiVersionName;
  action: ApiHistoryAction;
  actor: UserRef;
  occurredAt: Timestamp;
}
