
/**
 * The paging fields of the lists of rows (a set's rows, a run's results, a comparison), pages of up to 1,000.
 */
export interface EvaluationPageMeta {
  /**
     * @minimum 0
     * @maximum 10000
     */
  totalCount: number;
  /**
     * @minimum 1
     * @maximum 1000
     */
  page: number;
  /**
     * @minimum 10
     * @maximum 1000
     */
  pageSize: number;
}
