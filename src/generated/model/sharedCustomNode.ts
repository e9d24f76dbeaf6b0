import type { AuthenticationProvider } from './authenticationProvider';
import type { CustomNodeInputParameter } from './customNodeInputParameter';
import type { Id } from './id';
import type { Timestamp } from './timestamp';
import type { UserRef } from './userRef';

/**
 * A custom node an administrator published for the whole organization (usable in any project's workflows).
 */
export interface SharedCustomNode {
  id: Id;
  /**
     * @minLength 1
     * @maxLength 20
     */
  name: string;
  /** @maxLength 500 */
  description?: string;
  /** The project of the custom node it was published from. */
  sourceProjectId?: Id;
  /** The custom node it was published from (it may have changed or been deleted since). */
  sourceCustomNodeId?: Id;
  /** @maxItems 50 */
  inputParameters: CustomNodeInputParameter[];
  /**
     * @minLength 1
     * @maxLength 50
     */
  outputVariable: string;
  authenticationProvider?: AuthenticationProvider;
  /**
     * @minimum 0
     * @maximum 1000
     */
  configFileCount: number;
  publishedBy: UserRef;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}
