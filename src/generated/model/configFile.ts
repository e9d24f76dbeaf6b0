import type { ConfigSetting } from './configSetting';
import type { Id } from './id';
import type { Timestamp } from './timestamp';
import type { UserRef } from './userRef';

/**
 * A configuration (environment) file of a shared custom node.
 */
export interface ConfigFile {
  id: Id;
  sharedCustomNodeId: Id;
  /**
     * @minLength 1
     * @maxLength 100
     */
  fileName: string;
  /** @maxItems 100 */
  settings: ConfigSetting[];
  createdBy: UserRef;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}
