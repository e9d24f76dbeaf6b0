
/**
 * The name people see; required, at most 20 characters.
 * @minLength 1
 * @maxLength 20
 */
export type ToolDisplayName = string;
