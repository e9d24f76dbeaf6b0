
/**
 * Required ('Please enter a job name'), at most 20 characters.
 * @minLength 1
 * @maxLength 20
 */
export type JobName = string;
