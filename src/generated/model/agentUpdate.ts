import type { AgentName } from './agentName';
import type { AgentSystemPrompt } from './agentSystemPrompt';
import type { AgentToolIds } from './agentToolIds';

/**
 * Changes the given fields only; an empty `systemPrompt` clears it.
 */
export interface AgentUpdate {
  name?: AgentName;
  toolIds?: AgentToolIds;
  systemPrompt?: AgentSystemPrompt;
}
