import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useToastMutation } from '../../../components/mutation/use-toast-mutation';
import { getUpdateWorkflowMutationOptions } from '../../../generated/workflows/workflows';
import { renameWorkflowFormSchema } from '../forms';

/** Renames a workflow. A failure keeps the dialog and what was typed. */
export function RenameWorkflowDialog({ projectId, workflow, onClose }: { projectId: string; workflow: { id: string; name: string }; onClose(): void }) {
  const { t, i18n } = useTranslation('workflows');
  const form = useZodForm(
    useMemo(() => renameWorkflowFormSchema(i18n.t), [i18n]),
    { name: workflow.name },
  );
  const rename = useToastMutation(getUpdateWorkflowMutationOptions(), {
    verb: 'rename',
    thing: t('things.workflow'),
    name: (updated) => updated.name,
  });

  return (
    <FormDialog
      title={t('workflowDialog.renameTitle')}
      form={form}
      pending={rename.isPending}
      submitLabel={t('actions.save')}
      onClose={onClose}
      maxWidth="xs"
      onSubmit={({ name }) => rename.mutate({ projectId, workflowId: workflow.id, data: { name } }, { onSuccess: onClose })}
    >
      <FormTextField control={form.control} name="name" label={t('fields.workflowName')} required fullWidth margin="normal" autoFocus />
    </FormDialog>
  );
}
