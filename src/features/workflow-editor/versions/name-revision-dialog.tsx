/**
 * Names or describes a revision (the holder of the edit permission): the contract's limits (name 50,
 * description 500 characters; empty clears), and a name another revision holds refused with 409, the
 * dialog saying which revision holds it. A failure keeps what was typed.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { HttpError } from '../../../api/errors';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { optionalText } from '../../../components/form/zod-messages';
import { useToastMutation } from '../../../components/mutation/use-toast-mutation';
import type { WorkflowRevision, WorkflowRevisionNameConflict } from '../../../generated/model';
import { getUpdateWorkflowRevisionMutationOptions } from '../../../generated/workflow-revisions/workflow-revisions';
import { updateWorkflowRevisionBodyDescriptionMax, updateWorkflowRevisionBodyNameMax } from '../../../generated/workflow-revisions/workflow-revisions.zod';
import type { Translate } from '../../../lib/translate';

function nameRevisionSchema(t: Translate) {
  return z.object({
    name: z
      .string()
      .trim()
      .max(updateWorkflowRevisionBodyNameMax, t('common:validation.maxLength', { max: updateWorkflowRevisionBodyNameMax })),
    description: optionalText(t, updateWorkflowRevisionBodyDescriptionMax),
  });
}

/** The revision holding the name, from a 409 (WorkflowRevisionNameConflict); else undefined. */
export function nameHolderOf(error: unknown): number | undefined {
  if (!(error instanceof HttpError) || error.code !== 409) return undefined;
  const body = error.body as Partial<WorkflowRevisionNameConflict> | undefined;
  return typeof body?.namedRevision === 'number' ? body.namedRevision : undefined;
}

export interface NameRevisionDialogProps {
  projectId: string;
  workflowId: string;
  revision: WorkflowRevision;
  onClose: () => void;
}

export function NameRevisionDialog({ projectId, workflowId, revision, onClose }: NameRevisionDialogProps) {
  const { t, i18n } = useTranslation('editor');
  const form = useZodForm(
    useMemo(() => nameRevisionSchema(i18n.t), [i18n]),
    { name: revision.name ?? '', description: revision.description ?? '' },
  );
  const takenMessage = (error: unknown) => {
    const holder = nameHolderOf(error);
    return holder === undefined ? undefined : t('versions.nameTaken', { revision: holder });
  };
  const update = useToastMutation(getUpdateWorkflowRevisionMutationOptions(), {
    verb: 'update',
    thing: t('versions.thing'),
    name: (saved) => saved.name ?? t('versions.revision', { revision: saved.revision }),
    explain: takenMessage,
  });
  const taken = update.isError ? takenMessage(update.error) : undefined;
  return (
    <FormDialog
      title={t('versions.dialogTitle', { revision: revision.revision })}
      form={form}
      pending={update.isPending}
      submitLabel={t('versions.save')}
      onClose={onClose}
      error={taken}
      onSubmit={({ name, description }) =>
        update.mutate({ projectId, workflowId, revision: revision.revision, data: { name, description: description ?? '' } }, { onSuccess: onClose })
      }
    >
      <FormTextField control={form.control} name="name" label={t('versions.name')} helperText={t('versions.nameHint')} fullWidth margin="normal" autoFocus />
      <FormTextField control={form.control} name="description" label={t('versions.description')} fullWidth margin="normal" multiline minRows={2} />
    </FormDialog>
  );
}
