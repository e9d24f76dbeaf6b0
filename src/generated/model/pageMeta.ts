
/**
 * The paging fields every list answer carries beside its items.
 */
export interface PageMeta {
  /**
     * How many items match, over all pages.
     * @minimum 0
     */
  totalCount: number;
  /**
     * The page answered (1-based).
     * @minimum 1
     */
  page: number;
  /**
     * Items per page.
     * @minimum 10
     * @maximum 100
     */
  pageSize: number;
}
