import type { Id } from './id';
import type { Timestamp } from './timestamp';
import type { UserRef } from './userRef';

/**
 * A project groups the workflows, agents, indexes and jobs of a team.
 */
export interface Project {
  id: Id;
  /**
     * @minLength 1
     * @maxLength 100
     */
  name: string;
  /** @maxLength 500 */
  description?: string;
  createdBy: UserRef;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}
