
/**
 * A start-node variable or an end-node output of the workflow.
 * @minLength 1
 * @maxLength 64
 */
export type EvaluationVariableName = string;
