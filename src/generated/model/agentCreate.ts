import type { AgentName } from './agentName';
import type { AgentSystemPrompt } from './agentSystemPrompt';
import type { AgentToolIds } from './agentToolIds';

export interface AgentCreate {
  name: AgentName;
  toolIds: AgentToolIds;
  systemPrompt?: AgentSystemPrompt;
}
