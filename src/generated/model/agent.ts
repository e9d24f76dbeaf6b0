import type { AgentName } from './agentName';
import type { AgentSystemPrompt } from './agentSystemPrompt';
import type { AgentToolRef } from './agentToolRef';
import type { Id } from './id';
import type { Timestamp } from './timestamp';
import type { UserRef } from './userRef';

/**
 * An agent of the project and the tools it may call.
 */
export interface Agent {
  id: Id;
  name: AgentName;
  /**
     * The agent's tools: at least one, at most 128 (the largest number of tools an LLM function-calling API accepts). A tool in use by an agent cannot be deleted.
     * @minItems 1
     * @maxItems 128
     */
  tools: AgentToolRef[];
  systemPrompt?: AgentSystemPrompt;
  createdBy: UserRef;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}
