
export interface EvaluationTokens {
  /**
     * @minimum 0
     * @maximum 1000000000000
     */
  total: number;
}
