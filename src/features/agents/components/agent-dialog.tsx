import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useToastMutation } from '../../../components/mutation/use-toast-mutation';
import { getCreateAgentMutationOptions, getUpdateAgentMutationOptions } from '../../../generated/agents/agents';
import type { Agent } from '../../../generated/model';
import { agentFormSchema, SYSTEM_PROMPT_MAX } from '../forms';
import { ToolPicker } from './tool-picker';

/** Creates an agent, or edits one: its name, its tools (at least one) and an optional system prompt. */
export function AgentDialog({ projectId, agent, onClose }: { projectId: string; agent?: Agent | undefined; onClose(): void }) {
  const { t, i18n } = useTranslation('agents');
  const form = useZodForm(
    useMemo(() => agentFormSchema(i18n.t), [i18n]),
    {
      name: agent?.name ?? '',
      tools: agent?.tools ?? [],
      systemPrompt: agent?.systemPrompt ?? '',
    },
  );
  const feedback = { thing: t('things.agent'), name: (saved: Agent) => saved.name };
  const create = useToastMutation(getCreateAgentMutationOptions(), { ...feedback, verb: 'create' });
  const update = useToastMutation(getUpdateAgentMutationOptions(), { ...feedback, verb: 'update' });

  return (
    <FormDialog
      title={agent ? t('dialog.editTitle', { name: agent.name }) : t('dialog.createTitle')}
      form={form}
      pending={create.isPending || update.isPending}
      submitLabel={agent ? t('actions.save') : t('dialog.create')}
      onClose={onClose}
      maxWidth="md"
      onSubmit={({ name, tools, systemPrompt = '' }) => {
        const toolIds = tools.map((tool) => tool.id);
        // An empty system prompt clears it on edit, and is left out on create.
        if (agent) update.mutate({ projectId, agentId: agent.id, data: { name, toolIds, systemPrompt } }, { onSuccess: onClose });
        else create.mutate({ projectId, data: { name, toolIds, ...(systemPrompt.trim() ? { systemPrompt } : {}) } }, { onSuccess: onClose });
      }}
    >
      <FormTextField control={form.control} name="name" label={t('fields.name')} required fullWidth margin="normal" autoFocus />
      <ToolPicker projectId={projectId} />
      <FormTextField
        control={form.control}
        name="systemPrompt"
        label={t('fields.systemPrompt')}
        fullWidth
        margin="normal"
        multiline
        minRows={4}
        maxRows={14}
        helperText={t('fields.systemPromptHelp', { max: SYSTEM_PROMPT_MAX })}
      />
    </FormDialog>
  );
}
