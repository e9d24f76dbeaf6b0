import type { AuthenticationProvider } from './authenticationProvider';
import type { Id } from './id';
import type { Timestamp } from './timestamp';
import type { UserRef } from './userRef';

/**
 * A custom node as the list shows it (without its code).
 */
export interface CustomNodeSummary {
  /**
     * How many parameters the node takes.
     * @minimum 0
     * @maximum 50
     */
  parameterCount: number;
  id: Id;
  /**
     * @minLength 1
     * @maxLength 20
     */
  name: string;
  /** @maxLength 500 */
  description?: string;
  authenticationProvider?: AuthenticationProvider;
  createdBy: UserRef;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}
