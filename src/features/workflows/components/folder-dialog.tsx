import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useToastMutation } from '../../../components/mutation/use-toast-mutation';
import { getCreateWorkflowFolderMutationOptions, getUpdateWorkflowFolderMutationOptions } from '../../../generated/workflows/workflows';
import { knownWorkflowError } from '../errors';
import { folderFormSchema } from '../forms';

type FolderDialogProps = { projectId: string; onClose(): void } & (
  { mode: 'create'; parentId: string | undefined } | { mode: 'rename'; folder: { id: string; name: string } }
);

/** Creates a folder in the current folder, or renames one. A failure keeps the dialog and what was typed. */
export function FolderDialog(props: FolderDialogProps) {
  const { projectId, onClose } = props;
  const { t, i18n } = useTranslation('workflows');
  const form = useZodForm(
    useMemo(() => folderFormSchema(i18n.t), [i18n]),
    { name: props.mode === 'rename' ? props.folder.name : '' },
  );
  const feedback = {
    thing: t('things.folder'),
    name: (folder: { name: string }) => folder.name,
    explain: (error: unknown) => knownWorkflowError(i18n.t, error),
  };
  const create = useToastMutation(getCreateWorkflowFolderMutationOptions(), { ...feedback, verb: 'create' });
  const rename = useToastMutation(getUpdateWorkflowFolderMutationOptions(), { ...feedback, verb: 'rename' });
  // A refusal the user can act on (a name taken) also marks the field.
  const onError = (error: unknown) => {
    const known = knownWorkflowError(i18n.t, error);
    if (known) form.setError('name', { message: known });
  };

  return (
    <FormDialog
      title={props.mode === 'create' ? t('folderDialog.createTitle') : t('folderDialog.renameTitle')}
      form={form}
      pending={create.isPending || rename.isPending}
      submitLabel={props.mode === 'create' ? t('actions.create') : t('actions.save')}
      onClose={onClose}
      maxWidth="xs"
      onSubmit={({ name }) => {
        if (props.mode === 'create')
          create.mutate({ projectId, data: { name, ...(props.parentId ? { parentId: props.parentId } : {}) } }, { onSuccess: onClose, onError });
        else rename.mutate({ projectId, folderId: props.folder.id, data: { name } }, { onSuccess: onClose, onError });
      }}
    >
      <FormTextField control={form.control} name="name" label={t('fields.folderName')} required fullWidth margin="normal" autoFocus />
    </FormDialog>
  );
}
