/**
 * The spec's rules for agents (§5, §9) with their messages. Rules run on the parsed JSON before the
 * generated zod schema (see readChecked), so a violation answers its own message.
 */
import { requiredText, type RawBody, type Violation } from '../../lib/validate';

export const AGENT_NAME_MAX = 20;
/** The largest number of tools an LLM function-calling API accepts (the contract's AgentToolIds maxItems). */
export const AGENT_TOOLS_MAX = 128;
export const SYSTEM_PROMPT_MAX = 5000;

export const agentMessages = {
  agentNameRequired: 'Please enter an agent name',
  agentNameTooLong: `Agent name must be ${AGENT_NAME_MAX} characters or fewer`,
  agentToolsRequired: 'Select at least one tool',
  agentToolsTooMany: `Select at most ${AGENT_TOOLS_MAX} tools`,
  systemPromptTooLong: `System prompt must be ${SYSTEM_PROMPT_MAX} characters or fewer`,
  toolNotFound: (id: string) => `Tool not found: ${id}`,
} as const;

export function agentRules(partial: boolean) {
  return (raw: RawBody): Violation[] => {
    const m = agentMessages;
    const out = requiredText(raw, 'name', AGENT_NAME_MAX, m.agentNameRequired, m.agentNameTooLong, partial);
    const toolIds = raw.toolIds;
    if (!(partial && toolIds === undefined)) {
      if (toolIds === undefined || toolIds === null || (Array.isArray(toolIds) && toolIds.length === 0)) {
        out.push({ field: 'toolIds', message: m.agentToolsRequired });
      } else if (Array.isArray(toolIds) && toolIds.length > AGENT_TOOLS_MAX) {
        out.push({ field: 'toolIds', message: m.agentToolsTooMany });
      }
    }
    if (typeof raw.systemPrompt === 'string' && raw.systemPrompt.length > SYSTEM_PROMPT_MAX) {
      out.push({ field: 'systemPrompt', message: m.systemPromptTooLong });
    }
    return out;
  };
}
