
/**
 * @minimum 0
 * @maximum 10000
 */
export type EvaluationRowCount = number;
