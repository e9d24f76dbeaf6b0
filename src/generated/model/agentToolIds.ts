import type { Id } from './id';

/**
 * The tools the agent may call: at least one ('Select at least one tool'), each a tool of the same project.
 * @minItems 1
 * @maxItems 20
 */
export type AgentToolIds = Id[];
