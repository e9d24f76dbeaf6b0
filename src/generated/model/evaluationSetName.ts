
/**
 * A set's name, unique per workflow (compared after trimming; 409 EvaluationSetNameConflict).
 * @minLength 1
 * @maxLength 100
 */
export type EvaluationSetName = string;
