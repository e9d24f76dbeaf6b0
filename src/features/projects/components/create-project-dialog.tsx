import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useToastMutation } from '../../../components/mutation/use-toast-mutation';
import { getCreateProjectMutationOptions } from '../../../generated/projects/projects';
import { createProjectSchema } from '../forms';

/** Creates a project; the list updates at once, and a failure keeps what was typed. */
export function CreateProjectDialog({ onClose }: { onClose(): void }) {
  const { t, i18n } = useTranslation('projects');
  const form = useZodForm(
    useMemo(() => createProjectSchema(i18n.t), [i18n]),
    { name: '', description: '' },
  );
  const create = useToastMutation(getCreateProjectMutationOptions(), {
    verb: 'create',
    thing: t('thing'),
    name: (project) => project.name,
  });

  return (
    <FormDialog
      title={t('createTitle')}
      form={form}
      pending={create.isPending}
      submitLabel={t('create')}
      onClose={onClose}
      onSubmit={({ name, description }) => create.mutate({ data: { name, ...(description ? { description } : {}) } }, { onSuccess: onClose })}
    >
      <FormTextField control={form.control} name="name" label={t('columns.name')} required fullWidth margin="normal" autoFocus />
      <FormTextField control={form.control} name="description" label={t('columns.description')} fullWidth margin="normal" multiline minRows={2} />
    </FormDialog>
  );
}
