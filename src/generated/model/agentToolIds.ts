import type { Id } from './id';

/**
 * The tools the agent may call: at least one ('Select at least one tool') and at most 128 ('Select at most 128 tools', the largest number of tools an LLM function-calling API accepts), each a tool of the same project.
 * @minItems 1
 * @maxItems 128
 */
export type AgentToolIds = Id[];
