import type { ZitadelListMyProjectOrgsRequestSortingColumn } from './zitadelListMyProjectOrgsRequestSortingColumn';
import type { ZitadelListQuery } from './zitadelListQuery';
import type { ZitadelOrgQuery } from './zitadelOrgQuery';

/**
 * Caller-supplied search fields plus a `queries` list. The studio sends one state query, ORG_STATE_ACTIVE by default.
 */
export interface ZitadelListMyProjectOrgsRequest {
  query?: ZitadelListQuery;
  /** @maxItems 10 */
  queries?: ZitadelOrgQuery[];
  sortingColumn?: ZitadelListMyProjectOrgsRequestSortingColumn;
}
