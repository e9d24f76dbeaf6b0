import type { EvaluationRowCount } from './evaluationRowCount';

/**
 * Rows of the run; done = passed + failed + errored (errored rows did not produce their outputs).
 */
export interface EvaluationRunCounts {
  total: EvaluationRowCount;
  done: EvaluationRowCount;
  passed: EvaluationRowCount;
  failed: EvaluationRowCount;
  errored: EvaluationRowCount;
}
