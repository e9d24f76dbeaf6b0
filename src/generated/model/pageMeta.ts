
/**
 * The paging fields every list answer carries beside its items.
 */
export interface PageMeta {
  /**
     * How many items match, over all pages (a list holds at most 1,000,000).
     * @minimum 0
     * @maximum 1000000
     */
  totalCount: number;
  /**
     * The page answered (1-based).
     * @minimum 1
     * @maximum 100000
     */
  page: number;
  /**
     * Items per page.
     * @minimum 10
     * @maximum 100
     */
  pageSize: number;
}
