
/**
 * Paging of a ZITADEL list call.
 */
export interface ZitadelListQuery {
  /**
     * ZITADEL encodes 64-bit integers as strings.
     * @maxLength 20
     */
  offset?: string;
  /**
     * @minimum 0
     * @maximum 1000
     */
  limit?: number;
  asc?: boolean;
}
