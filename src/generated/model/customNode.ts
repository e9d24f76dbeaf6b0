import type { CustomNodeAuthenticationSettings } from './customNodeAuthenticationSettings';
import type { CustomNodeParameter } from './customNodeParameter';
import type { Id } from './id';
import type { Timestamp } from './timestamp';
import type { UserRef } from './userRef';

/**
 * A custom node written in Python, in a project.
 */
export interface CustomNode {
  id: Id;
  /**
     * @minLength 1
     * @maxLength 20
     */
  name: string;
  /** @maxLength 500 */
  description?: string;
  /**
     * @minLength 1
     * @maxLength 100000
     */
  code: string;
  /** @maxItems 50 */
  parameters: CustomNodeParameter[];
  /**
     * @minLength 1
     * @maxLength 50
     */
  outputVariable: string;
  authentication?: CustomNodeAuthenticationSettings;
  createdBy: UserRef;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}
