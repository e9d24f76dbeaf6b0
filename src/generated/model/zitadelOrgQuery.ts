import type { ZitadelOrgQueryDomainQuery } from './zitadelOrgQueryDomainQuery';
import type { ZitadelOrgQueryIdQuery } from './zitadelOrgQueryIdQuery';
import type { ZitadelOrgQueryNameQuery } from './zitadelOrgQueryNameQuery';
import type { ZitadelOrgQueryStateQuery } from './zitadelOrgQueryStateQuery';

/**
 * One search query; exactly one of its kinds is set.
 */
export interface ZitadelOrgQuery {
  stateQuery?: ZitadelOrgQueryStateQuery;
  nameQuery?: ZitadelOrgQueryNameQuery;
  domainQuery?: ZitadelOrgQueryDomainQuery;
  idQuery?: ZitadelOrgQueryIdQuery;
}
