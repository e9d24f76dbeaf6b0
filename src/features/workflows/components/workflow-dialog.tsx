import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field';
import { toastMutationFailed, toastMutationSucceeded } from '../../../components/mutation-toast';
import type { WorkflowHierarchyWorkflow } from '../../../generated/model';
import { useCreateWorkflow } from '../../../generated/workflows/workflows';
import { type CreateWorkflowForm, createWorkflowFormSchema } from '../forms';
import { useRefreshWorkflows } from '../use-refresh-workflows';

const EMPTY = '';

/** Creates a workflow in the current folder, empty or as a copy of another workflow of the project. */
export function CreateWorkflowDialog({
  projectId,
  folderId,
  workflows,
  copyFrom,
  onClose,
}: {
  projectId: string;
  folderId: string | undefined;
  /** What can be copied (the hierarchy's workflows). */
  workflows: WorkflowHierarchyWorkflow[];
  /** Preselected source ("Copy" on a row). */
  copyFrom?: { id: string; name: string };
  onClose(): void;
}) {
  const { t } = useTranslation('workflows');
  const titleId = useId();
  const refresh = useRefreshWorkflows(projectId);
  const form = useForm<CreateWorkflowForm>({
    resolver: zodResolver(createWorkflowFormSchema(t)),
    defaultValues: { name: copyFrom ? t('copyName', { name: copyFrom.name }) : '', copyFromWorkflowId: copyFrom?.id ?? EMPTY },
  });
  const create = useCreateWorkflow({
    mutation: {
      onSuccess: async (workflow) => {
        await refresh();
        toastMutationSucceeded(t, 'create', t('things.workflow'), workflow.name);
        onClose();
      },
      onError: () => toastMutationFailed(t, 'create', t('things.workflow')),
    },
  });
  const sources = copyFrom && !workflows.some((w) => w.id === copyFrom.id) ? [{ id: copyFrom.id, name: copyFrom.name }, ...workflows] : workflows;

  const submit = form.handleSubmit(({ name, copyFromWorkflowId }) =>
    create.mutate({
      projectId,
      data: { name, ...(folderId ? { folderId } : {}), ...(copyFromWorkflowId ? { copyFromWorkflowId } : {}) },
    }),
  );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('workflowDialog.createTitle')}</DialogTitle>
        <DialogContent>
          <FormTextField control={form.control} name="name" label={t('fields.workflowName')} required fullWidth margin="normal" autoFocus />
          <FormTextField control={form.control} name="copyFromWorkflowId" label={t('fields.copyFrom')} select fullWidth margin="normal">
            <MenuItem value={EMPTY}>{t('workflowDialog.empty')}</MenuItem>
            {sources.map((workflow) => (
              <MenuItem key={workflow.id} value={workflow.id}>
                {workflow.name}
              </MenuItem>
            ))}
          </FormTextField>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common:cancel')}</Button>
          <Button type="submit" variant="contained" loading={create.isPending}>
            {t('actions.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
