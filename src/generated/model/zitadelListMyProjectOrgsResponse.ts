import type { ZitadelListDetails } from './zitadelListDetails';
import type { ZitadelOrg } from './zitadelOrg';

export interface ZitadelListMyProjectOrgsResponse {
  details?: ZitadelListDetails;
  /** @maxItems 1000 */
  result: ZitadelOrg[];
}
