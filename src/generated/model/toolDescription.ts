
/**
 * What the tool does, for the agent's LLM to choose it; required, 1 to 500 characters.
 * @minLength 1
 * @maxLength 500
 */
export type ToolDescription = string;
