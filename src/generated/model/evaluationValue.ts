
/**
 * One cell of a row (an input value, an expected answer or an output), as text.
 * @maxLength 100000
 */
export type EvaluationValue = string;
