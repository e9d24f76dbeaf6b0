
/**
 * Row latency percentiles over the rows done (milliseconds).
 */
export interface EvaluationLatency {
  /**
     * @minimum 0
     * @maximum 86400000
     */
  p50: number;
  /**
     * @minimum 0
     * @maximum 86400000
     */
  p95: number;
}
