import type { ZitadelTextQueryMethod } from './zitadelTextQueryMethod';

export type ZitadelOrgQueryDomainQuery = {
  /** @maxLength 200 */
  domain: string;
  method?: ZitadelTextQueryMethod;
};
