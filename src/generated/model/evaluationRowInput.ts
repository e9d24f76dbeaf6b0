import type { EvaluationValues } from './evaluationValues';

/**
 * A row as given: a value for each start variable and the expected answer of each checked output.
 */
export interface EvaluationRowInput {
  inputs: EvaluationValues;
  expected: EvaluationValues;
}
