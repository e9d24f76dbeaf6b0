import type { EvaluationScore } from './evaluationScore';
import type { EvaluationValue } from './evaluationValue';
import type { EvaluationVariableName } from './evaluationVariableName';

/**
 * One checked output of a row: what the workflow answered, what was expected, the score.
 */
export interface EvaluationOutputResult {
  name: EvaluationVariableName;
  output: EvaluationValue;
  expected: EvaluationValue;
  score: EvaluationScore;
  pass: boolean;
  /**
     * Why (the judge's one-line reason, or what did not match).
     * @maxLength 2000
     */
  reason?: string;
}
