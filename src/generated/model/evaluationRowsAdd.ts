import type { EvaluationRowInput } from './evaluationRowInput';

/**
 * Rows added by hand at the end of the set (1 to 100 at a time; a set holds at most 10,000 rows).
 */
export interface EvaluationRowsAdd {
  /**
     * @minItems 1
     * @maxItems 100
     */
  rows: EvaluationRowInput[];
}
