
/**
 * A score in 0..1.
 * @minimum 0
 * @maximum 1
 */
export type EvaluationScore = number;
