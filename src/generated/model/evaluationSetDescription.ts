
/**
 * What the set checks (an empty value clears it).
 * @maxLength 1000
 */
export type EvaluationSetDescription = string;
