import type { ZitadelHuman } from './zitadelHuman';
import type { ZitadelObjectDetails } from './zitadelObjectDetails';
import type { ZitadelUserState } from './zitadelUserState';

export interface ZitadelUser {
  /** @maxLength 200 */
  id: string;
  details?: ZitadelObjectDetails;
  state?: ZitadelUserState;
  /** @maxLength 200 */
  userName?: string;
  /**
     * @maxItems 20
     * @items.maxLength 200
     */
  loginNames?: string[];
  /** @maxLength 200 */
  preferredLoginName?: string;
  human?: ZitadelHuman;
}
