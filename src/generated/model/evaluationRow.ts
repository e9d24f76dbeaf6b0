import type { EvaluationValues } from './evaluationValues';

/**
 * A stored row of a set (index from 0, in the order the rows were given).
 */
export interface EvaluationRow {
  /**
     * @minimum 0
     * @maximum 9999
     */
  index: number;
  inputs: EvaluationValues;
  expected: EvaluationValues;
}
