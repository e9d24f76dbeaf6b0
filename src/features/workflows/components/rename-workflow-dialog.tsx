import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field';
import { toastMutationFailed, toastMutationSucceeded } from '../../../components/mutation-toast';
import { useUpdateWorkflow } from '../../../generated/workflows/workflows';
import { type RenameWorkflowForm, renameWorkflowFormSchema } from '../forms';
import { useRefreshWorkflows } from '../use-refresh-workflows';

/** Renames a workflow. A failure keeps the dialog and what was typed. */
export function RenameWorkflowDialog({ projectId, workflow, onClose }: { projectId: string; workflow: { id: string; name: string }; onClose(): void }) {
  const { t } = useTranslation('workflows');
  const titleId = useId();
  const refresh = useRefreshWorkflows(projectId);
  const form = useForm<RenameWorkflowForm>({ resolver: zodResolver(renameWorkflowFormSchema(t)), defaultValues: { name: workflow.name } });
  const update = useUpdateWorkflow({
    mutation: {
      onSuccess: async (updated) => {
        await refresh();
        toastMutationSucceeded(t, 'rename', t('things.workflow'), updated.name);
        onClose();
      },
      onError: () => toastMutationFailed(t, 'update', t('things.workflow')),
    },
  });
  const submit = form.handleSubmit(({ name }) => update.mutate({ projectId, workflowId: workflow.id, data: { name } }));

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('workflowDialog.renameTitle')}</DialogTitle>
        <DialogContent>
          <FormTextField control={form.control} name="name" label={t('fields.workflowName')} required fullWidth margin="normal" autoFocus />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common:cancel')}</Button>
          <Button type="submit" variant="contained" loading={update.isPending}>
            {t('actions.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
