import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { optionalText, requiredText } from '../../../components/form/zod-messages';
import { useToastMutation } from '../../../components/mutation/use-toast-mutation';
import { getCreateCustomNodeMutationOptions } from '../../../generated/custom-nodes/custom-nodes';
import { createCustomNodeBodyDescriptionMax } from '../../../generated/custom-nodes/custom-nodes.zod';
import type { CustomNode } from '../../../generated/model';
import type { Translate } from '../../../lib/translate';
import { NAME_MAX, NEW_NODE_CODE } from '../forms';

const createSchema = (t: Translate) =>
  z.object({
    name: requiredText(t, { required: t('customNodes:validation.nameRequired'), max: NAME_MAX }),
    description: optionalText(t, createCustomNodeBodyDescriptionMax),
  });

/** A new custom node: name and description; it starts with a `run(text)` that returns its input, then opens in the editor. */
export function CreateNodeDialog({ projectId, onClose, onCreated }: { projectId: string; onClose(): void; onCreated(node: CustomNode): void }) {
  const { t, i18n } = useTranslation('customNodes');
  const form = useZodForm(
    useMemo(() => createSchema(i18n.t), [i18n]),
    { name: '', description: '' },
  );
  const create = useToastMutation(getCreateCustomNodeMutationOptions(), {
    verb: 'create',
    thing: t('things.node'),
    name: (node) => node.name,
  });
  return (
    <FormDialog
      title={t('create.title')}
      form={form}
      pending={create.isPending}
      submitLabel={t('create.submit')}
      onClose={onClose}
      onSubmit={({ name, description }) =>
        create.mutate(
          {
            projectId,
            data: {
              name,
              ...(description?.trim() ? { description } : {}),
              code: NEW_NODE_CODE,
              parameters: [{ label: 'text', dataType: 'PARAMETER_DATA_TYPE_STRING', required: true }],
              outputVariable: 'result',
            },
          },
          { onSuccess: onCreated },
        )
      }
    >
      <FormTextField
        control={form.control}
        name="name"
        label={t('fields.name')}
        required
        fullWidth
        margin="normal"
        autoFocus
        helperText={t('fields.nameHelp', { max: NAME_MAX })}
      />
      <FormTextField control={form.control} name="description" label={t('fields.description')} fullWidth margin="normal" multiline minRows={2} />
    </FormDialog>
  );
}
