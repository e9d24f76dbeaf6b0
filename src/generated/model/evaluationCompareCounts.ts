import type { EvaluationRowCount } from './evaluationRowCount';

/**
 * Rows of each change over the whole comparison (whatever the filter).
 */
export interface EvaluationCompareCounts {
  regressed: EvaluationRowCount;
  improved: EvaluationRowCount;
  unchanged: EvaluationRowCount;
  new: EvaluationRowCount;
  removed: EvaluationRowCount;
}
