import type { ConfigSetting } from './configSetting';
import type { Id } from './id';
import type { Timestamp } from './timestamp';
import type { UserRef } from './userRef';

/**
 * A configuration (environment) file of a project custom node, one of which a custom node in a workflow may use. A secret setting's value is never answered.
 */
export interface CustomNodeConfigFile {
  id: Id;
  customNodeId: Id;
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
