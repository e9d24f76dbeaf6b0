
/**
 * A variable of the workflow's start node (gets the column's value) or end node (read as the row's output).
 * @minLength 1
 * @maxLength 100
 */
export type JobVariableName = string;
