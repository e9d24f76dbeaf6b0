
/**
 * A workflow's name. Required ('Please enter a workflow name').
 * @minLength 1
 * @maxLength 100
 */
export type WorkflowName = string;
