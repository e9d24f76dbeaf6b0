import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field';
import { toastMutationFailed, toastMutationSucceeded } from '../../../components/mutation-toast';
import { getListProjectsQueryKey, useCreateProject } from '../../../generated/projects/projects';
import { type CreateProjectForm, createProjectSchema } from '../forms';

/** Creates a project; the list updates at once, and a failure keeps what was typed. */
export function CreateProjectDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('projects');
  const queryClient = useQueryClient();
  const form = useForm<CreateProjectForm>({ resolver: zodResolver(createProjectSchema(t)), defaultValues: { name: '', description: '' } });
  const create = useCreateProject({
    mutation: {
      onSuccess: async (project) => {
        await queryClient.invalidateQueries({ queryKey: getListProjectsQueryKey().slice(0, 1) });
        toastMutationSucceeded(t, 'create', t('thing'), project.name);
        form.reset();
        onClose();
      },
      onError: () => toastMutationFailed(t, 'create', t('thing')),
    },
  });

  const submit = form.handleSubmit((values) => create.mutate({ data: { name: values.name, ...(values.description ? { description: values.description } : {}) } }));

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="create-project-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="create-project-title">{t('createTitle')}</DialogTitle>
        <DialogContent>
          <FormTextField control={form.control} name="name" label={t('columns.name')} required fullWidth margin="normal" autoFocus />
          <FormTextField control={form.control} name="description" label={t('columns.description')} fullWidth margin="normal" multiline minRows={2} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common:cancel')}</Button>
          <Button type="submit" variant="contained" loading={create.isPending}>
            {t('create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
