
/**
 * Optional instructions given to the agent's LLM, at most 5000 characters.
 * @maxLength 5000
 */
export type AgentSystemPrompt = string;
