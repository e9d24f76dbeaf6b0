import type { EvaluationResult } from './evaluationResult';
import type { EvaluationRowChange } from './evaluationRowChange';

export interface EvaluationCompareRow {
  /**
     * @minimum 0
     * @maximum 9999
     */
  index: number;
  change: EvaluationRowChange;
  base: EvaluationResult | null;
  head: EvaluationResult | null;
}
