/** The agent dialog's form: the contract's limits (generated zod) with the spec's translated messages (§5). */
import { z } from 'zod';
import { optionalText, requiredText } from '../../components/form/zod-messages';
import { createAgentBodyNameMax, createAgentBodySystemPromptMax, createAgentBodyToolIdsMax } from '../../generated/agents/agents.zod';
import type { AgentToolRef } from '../../generated/model';
import type { Translate } from '../../lib/translate';

export const AGENT_TOOLS_MAX = createAgentBodyToolIdsMax;
export const SYSTEM_PROMPT_MAX = createAgentBodySystemPromptMax;

export function agentFormSchema(t: Translate) {
  return z.object({
    name: requiredText(t, { required: t('agents:validation.nameRequired'), max: createAgentBodyNameMax }),
    tools: z
      .array(z.custom<AgentToolRef>())
      .min(1, t('agents:validation.toolsRequired'))
      .max(AGENT_TOOLS_MAX, t('agents:validation.toolsTooMany', { max: AGENT_TOOLS_MAX })),
    systemPrompt: optionalText(t, SYSTEM_PROMPT_MAX),
  });
}

export type AgentFormValues = z.input<ReturnType<typeof agentFormSchema>>;
