import type { EvaluationRowInput } from './evaluationRowInput';
import type { EvaluationSourceManualType } from './evaluationSourceManualType';

/**
 * Rows given by hand (1 to 100; more can be added later).
 */
export interface EvaluationSourceManual {
  type: EvaluationSourceManualType;
  /**
     * @minItems 1
     * @maxItems 100
     */
  rows: EvaluationRowInput[];
}
