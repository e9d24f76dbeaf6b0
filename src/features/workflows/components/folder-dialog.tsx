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
import { useCreateWorkflowFolder, useUpdateWorkflowFolder } from '../../../generated/workflows/workflows';
import { knownWorkflowError } from '../errors';
import { type FolderForm, folderFormSchema } from '../forms';
import { useRefreshWorkflows } from '../use-refresh-workflows';

type FolderDialogProps = { projectId: string; onClose(): void } & (
  | { mode: 'create'; parentId: string | undefined }
  | { mode: 'rename'; folder: { id: string; name: string } }
);

/** Creates a folder in the current folder, or renames one. A failure keeps the dialog and what was typed. */
export function FolderDialog(props: FolderDialogProps) {
  const { projectId, onClose } = props;
  const { t } = useTranslation('workflows');
  const titleId = useId();
  const refresh = useRefreshWorkflows(projectId);
  const form = useForm<FolderForm>({
    resolver: zodResolver(folderFormSchema(t)),
    defaultValues: { name: props.mode === 'rename' ? props.folder.name : '' },
  });
  const verb = props.mode === 'create' ? 'create' : 'rename';
  const onError = (error: unknown) => {
    const known = knownWorkflowError(t, error);
    if (known) form.setError('name', { message: known });
    toastMutationFailed(t, verb === 'rename' ? 'update' : 'create', t('things.folder'), known);
  };
  const onSuccess = async (folder: { name: string }) => {
    await refresh();
    toastMutationSucceeded(t, verb, t('things.folder'), folder.name);
    onClose();
  };
  const create = useCreateWorkflowFolder({ mutation: { onSuccess, onError } });
  const update = useUpdateWorkflowFolder({ mutation: { onSuccess, onError } });

  const submit = form.handleSubmit(({ name }) => {
    if (props.mode === 'create') create.mutate({ projectId, data: { name, ...(props.parentId ? { parentId: props.parentId } : {}) } });
    else update.mutate({ projectId, folderId: props.folder.id, data: { name } });
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{props.mode === 'create' ? t('folderDialog.createTitle') : t('folderDialog.renameTitle')}</DialogTitle>
        <DialogContent>
          <FormTextField control={form.control} name="name" label={t('fields.folderName')} required fullWidth margin="normal" autoFocus />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common:cancel')}</Button>
          <Button type="submit" variant="contained" loading={create.isPending || update.isPending}>
            {props.mode === 'create' ? t('actions.create') : t('actions.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
