
/**
 * The internal name the agent calls the tool by; unique in the project. Only half-width letters, digits and underscore. The spec gives both 'max 63' and '1 to 50'; 1 to 50 satisfies both readings.
 * @minLength 1
 * @maxLength 50
 * @pattern ^[A-Za-z0-9_]+$
 */
export type ToolName = string;
