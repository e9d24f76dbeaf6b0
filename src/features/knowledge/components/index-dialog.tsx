import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useToastMutation } from '../../../components/mutation/use-toast-mutation';
import { getCreateKnowledgeIndexMutationOptions, getUpdateKnowledgeIndexMutationOptions } from '../../../generated/knowledge-indexes/knowledge-indexes';
import type { KnowledgeIndex } from '../../../generated/model';
import { indexLockedMessage } from '../errors';
import { DOCUMENT_COUNT_PLACEHOLDER, EMBEDDING_MODELS, indexFormSchema, MINIMUM_SCORE_PLACEHOLDER, SEARCH_TYPES, type IndexFormOutput } from '../forms';
import { isIndexLocked } from '../status';
import { ChunkPreview } from './chunk-preview';
import { FilePicker } from './file-picker';

const NEW_INDEX = { chunkSize: '1000', chunkOverlap: '200' } as const;

/**
 * Creates a knowledge index, or edits one: name, files, chunk size and overlap (with a preview of the
 * chunks), search type, embedding model, minimum score and number of documents (§3, §5, §9). An index
 * pending or in progress opens read-only and says why (§4); saving starts a new build.
 */
export function IndexDialog({ projectId, index, onClose }: { projectId: string; index?: KnowledgeIndex | undefined; onClose(): void }) {
  const { t, i18n } = useTranslation('knowledge');
  const locked = index !== undefined && isIndexLocked(index);
  const form = useZodForm(
    useMemo(() => indexFormSchema(i18n.t), [i18n]),
    {
      name: index?.name ?? '',
      files: index?.files ?? [],
      chunkSize: String(index?.chunkSize ?? NEW_INDEX.chunkSize),
      chunkOverlap: String(index?.chunkOverlap ?? NEW_INDEX.chunkOverlap),
      searchType: index?.searchType ?? SEARCH_TYPES[0],
      embeddingModel: index?.embeddingModel ?? EMBEDDING_MODELS[0],
      minimumScore: index ? String(index.minimumScore) : '',
      documentCount: index ? String(index.documentCount) : '',
    },
  );
  const feedback = {
    thing: t('things.index'),
    name: (saved: KnowledgeIndex) => saved.name,
    explain: (error: unknown) => indexLockedMessage(i18n.t, error),
  };
  const create = useToastMutation(getCreateKnowledgeIndexMutationOptions(), { ...feedback, verb: 'create' });
  const update = useToastMutation(getUpdateKnowledgeIndexMutationOptions(), { ...feedback, verb: 'update' });
  const submit = ({ files, minimumScore, documentCount, ...settings }: IndexFormOutput) => {
    const data = {
      ...settings,
      fileIds: files.map((file) => file.id),
      ...(minimumScore !== undefined ? { minimumScore } : {}),
      ...(documentCount !== undefined ? { documentCount } : {}),
    };
    if (index) update.mutate({ projectId, indexId: index.id, data }, { onSuccess: onClose });
    else create.mutate({ projectId, data }, { onSuccess: onClose });
  };

  return (
    <FormDialog
      title={index ? t(locked ? 'indexes.dialog.viewTitle' : 'indexes.dialog.editTitle', { name: index.name }) : t('indexes.dialog.createTitle')}
      form={form}
      pending={create.isPending || update.isPending}
      submitLabel={index ? t('indexes.dialog.saveAndRebuild') : t('indexes.dialog.create')}
      onClose={onClose}
      maxWidth="md"
      readOnly={locked}
      notice={
        locked ? (
          <Alert severity="info" sx={{ mb: 1 }}>
            {t('indexes.locked')}
          </Alert>
        ) : index ? (
          <Typography variant="body2" color="text.secondary">
            {t('indexes.dialog.rebuildNote')}
          </Typography>
        ) : undefined
      }
      onSubmit={submit}
    >
      <FormTextField control={form.control} name="name" label={t('indexes.fields.name')} required fullWidth margin="normal" autoFocus={!locked} />
      <FilePicker projectId={projectId} disabled={locked} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        <FormTextField
          control={form.control}
          name="chunkSize"
          label={t('indexes.fields.chunkSize')}
          required
          margin="normal"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          helperText={t('indexes.fields.chunkSizeHelp')}
        />
        <FormTextField
          control={form.control}
          name="chunkOverlap"
          label={t('indexes.fields.chunkOverlap')}
          required
          margin="normal"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          helperText={t('indexes.fields.chunkOverlapHelp')}
        />
        <FormTextField control={form.control} name="searchType" label={t('indexes.fields.searchType')} select margin="normal">
          {SEARCH_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`searchTypes.${type}`)}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField control={form.control} name="embeddingModel" label={t('indexes.fields.embeddingModel')} select margin="normal">
          {EMBEDDING_MODELS.map((model) => (
            <MenuItem key={model} value={model}>
              {t(`embeddingModels.${model}`)}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField
          control={form.control}
          name="minimumScore"
          label={t('indexes.fields.minimumScore')}
          placeholder={String(MINIMUM_SCORE_PLACEHOLDER)}
          margin="normal"
          slotProps={{ htmlInput: { inputMode: 'decimal' }, inputLabel: { shrink: true } }}
          helperText={t('indexes.fields.minimumScoreHelp', { value: MINIMUM_SCORE_PLACEHOLDER })}
        />
        <FormTextField
          control={form.control}
          name="documentCount"
          label={t('indexes.fields.documentCount')}
          placeholder={String(DOCUMENT_COUNT_PLACEHOLDER)}
          margin="normal"
          slotProps={{ htmlInput: { inputMode: 'numeric' }, inputLabel: { shrink: true } }}
          helperText={t('indexes.fields.documentCountHelp', { value: DOCUMENT_COUNT_PLACEHOLDER })}
        />
      </Box>
      <Accordion disableGutters variant="outlined" sx={{ mt: 2 }} slotProps={{ transition: { unmountOnExit: true } }}>
        <AccordionSummary expandIcon={<ExpandMoreIcon />}>
          <Typography>{t('preview.title')}</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <ChunkPreview projectId={projectId} />
        </AccordionDetails>
      </Accordion>
    </FormDialog>
  );
}
