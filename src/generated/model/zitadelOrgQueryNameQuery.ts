import type { ZitadelTextQueryMethod } from './zitadelTextQueryMethod';

export type ZitadelOrgQueryNameQuery = {
  /** @maxLength 200 */
  name: string;
  method?: ZitadelTextQueryMethod;
};
