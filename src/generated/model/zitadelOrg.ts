import type { ZitadelObjectDetails } from './zitadelObjectDetails';
import type { ZitadelOrgState } from './zitadelOrgState';

export interface ZitadelOrg {
  /** @maxLength 200 */
  id: string;
  details?: ZitadelObjectDetails;
  state: ZitadelOrgState;
  /** @maxLength 200 */
  name: string;
  /** @maxLength 200 */
  primaryDomain?: string;
}
