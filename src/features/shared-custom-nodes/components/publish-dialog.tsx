import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { HttpError } from '../../../api/errors';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { SearchMultiPicker, useSearchText } from '../../../components/form/search-multi-picker';
import { useZodForm } from '../../../components/form/use-zod-form';
import { optionalText } from '../../../components/form/zod-messages';
import { mutationFailedMessage } from '../../../components/mutation-toast';
import { useToastMutation } from '../../../components/mutation/use-toast-mutation';
import { useListCustomNodes } from '../../../generated/custom-nodes/custom-nodes';
import type { SharedCustomNode } from '../../../generated/model';
import { getPublishSharedCustomNodeMutationOptions } from '../../../generated/shared-custom-nodes/shared-custom-nodes';
import { publishSharedCustomNodeBodyDescriptionMax, publishSharedCustomNodeBodyNameMax } from '../../../generated/shared-custom-nodes/shared-custom-nodes.zod';
import type { Translate } from '../../../lib/translate';

const PICKER_PAGE = 20;
type NodeRef = { id: string; name: string; description?: string | undefined };

const publishSchema = (t: Translate) =>
  z.object({
    node: z.custom<NodeRef | null>().refine((node) => Boolean(node), t('sharedCustomNodes:validation.nodeRequired')),
    // Empty: the custom node's own name (the contract's default).
    name: z
      .string()
      .trim()
      .max(publishSharedCustomNodeBodyNameMax, t('common:validation.maxLength', { max: publishSharedCustomNodeBodyNameMax })),
    description: optionalText(t, publishSharedCustomNodeBodyDescriptionMax),
  });

/** 409: already published, or the name is taken — said in the user's language. */
function conflictMessage(t: Translate, error: unknown): string | undefined {
  if (!(error instanceof HttpError) || error.code !== 409) return undefined;
  return /already published/i.test(error.message) ? t('sharedCustomNodes:errors.alreadyPublished') : t('sharedCustomNodes:errors.nameTaken');
}

/**
 * Publish one of this project's custom nodes for the whole organization (admin): pick the node, optionally
 * another name and description, and confirm what publishing means (a copy every project can use; later
 * changes to the custom node are not published).
 */
export function PublishDialog({ projectId, onClose, onPublished }: { projectId: string; onClose(): void; onPublished(node: SharedCustomNode): void }) {
  const { t, i18n } = useTranslation('sharedCustomNodes');
  const form = useZodForm(
    useMemo(() => publishSchema(i18n.t), [i18n]),
    { node: null, name: '', description: '' },
  );
  const { input, setInput, search } = useSearchText();
  const nodes = useListCustomNodes(projectId, { pageSize: PICKER_PAGE, ...(search ? { name: search } : {}) }, { query: { placeholderData: keepPreviousData } });
  const picked = useWatch({ control: form.control, name: 'node' });
  const publish = useToastMutation(getPublishSharedCustomNodeMutationOptions(), {
    verb: 'publish',
    thing: t('things.node'),
    name: (node) => node.name,
    explain: (error) => conflictMessage(i18n.t, error),
  });
  return (
    <FormDialog
      title={t('publish.title')}
      form={form}
      pending={publish.isPending}
      submitLabel={t('publish.submit')}
      onClose={onClose}
      {...(publish.error ? { error: conflictMessage(i18n.t, publish.error) ?? mutationFailedMessage(i18n.t, 'publish', t('things.node'), publish.error) } : {})}
      notice={
        <Alert severity="info" role="note">
          {t('publish.notice')}
        </Alert>
      }
      onSubmit={({ node, name, description }) =>
        node &&
        publish.mutate(
          { data: { projectId, customNodeId: node.id, ...(name ? { name } : {}), ...(description?.trim() ? { description } : {}) } },
          { onSuccess: onPublished },
        )
      }
    >
      <SearchMultiPicker<NodeRef>
        single
        name="node"
        label={t('publish.node')}
        required
        helperText={t('publish.nodeHelp')}
        options={(nodes.data?.items ?? []).map(({ id, name, description }) => ({ id, name, description }))}
        loading={nodes.isFetching}
        loadingText={t('publish.searching')}
        noOptionsText={nodes.isError ? t('publish.nodesFailed') : t('publish.noNodes')}
        input={input}
        onInputChange={setInput}
        getOptionLabel={(node) => node.name}
        renderOptionDetail={(node) =>
          node.description && (
            <Typography component="span" variant="body2" color="text.secondary" noWrap>
              {node.description}
            </Typography>
          )
        }
      />
      <FormTextField
        control={form.control}
        name="name"
        label={t('publish.name')}
        fullWidth
        margin="normal"
        placeholder={picked?.name ?? ''}
        helperText={t('publish.nameHelp', { max: publishSharedCustomNodeBodyNameMax })}
      />
      <FormTextField
        control={form.control}
        name="description"
        label={t('publish.description')}
        fullWidth
        margin="normal"
        multiline
        minRows={2}
        placeholder={picked?.description ?? ''}
      />
    </FormDialog>
  );
}
