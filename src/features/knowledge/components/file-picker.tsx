import Typography from '@mui/material/Typography';
import { keepPreviousData } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SearchMultiPicker, useSearchText } from '../../../components/form/search-multi-picker';
import { mutationFailedMessage } from '../../../components/mutation-toast';
import { useListKnowledgeFiles } from '../../../generated/knowledge-files/knowledge-files';
import type { KnowledgeFile, KnowledgeFileRef } from '../../../generated/model';
import { formatBytes } from '../../../lib/format-bytes';
import { INDEX_FILES_MAX, type IndexFormValues } from '../forms';
import { FileStatusTag } from './status-tags';

/** Files searched per keystroke (the largest page the contract serves). */
const FILES_PAGE = 100;

/** A file that can never be built from as it is: not uploaded, or its upload failed. */
const unusable = (file: KnowledgeFile) => file.status === 'FILE_STATUS_NOT_YET' || file.status === 'FILE_STATUS_FAILED';

/**
 * The index's files: a search over the project's knowledge files by name (on the server), each option
 * with its size and status; files not uploaded or whose upload failed cannot be picked (an uploading one
 * can: the index waits for it). At least one (§5).
 */
export function FilePicker({ projectId, disabled = false }: { projectId: string; disabled?: boolean }) {
  const { t, i18n } = useTranslation('knowledge');
  const { input, setInput, search } = useSearchText();
  const files = useListKnowledgeFiles(
    projectId,
    { pageSize: FILES_PAGE, ...(search ? { name: search } : {}) },
    { query: { placeholderData: keepPreviousData } },
  );
  const byId = new Map((files.data?.items ?? []).map((file) => [file.id, file]));
  const options: KnowledgeFileRef[] = (files.data?.items ?? []).map(({ id, fileName }) => ({ id, fileName }));
  const selected = useWatch<IndexFormValues, 'files'>({ name: 'files' });

  return (
    <SearchMultiPicker<KnowledgeFileRef>
      name="files"
      label={t('indexes.fields.files')}
      required
      disabled={disabled}
      helperText={`${t('indexes.fields.filesHelp')} ${t('indexes.dialog.selected', { count: selected.length, max: INDEX_FILES_MAX })}`}
      options={options}
      loading={files.isFetching}
      loadingText={t('indexes.dialog.searching')}
      noOptionsText={files.isError ? mutationFailedMessage(i18n.t, 'fetch', t('things.fileList')) : t('indexes.dialog.noFiles')}
      input={input}
      onInputChange={setInput}
      getOptionLabel={(file) => file.fileName}
      getOptionDisabled={(option) => {
        const file = byId.get(option.id);
        return file ? unusable(file) : false;
      }}
      renderOptionDetail={(option) => {
        const file = byId.get(option.id);
        return (
          file && (
            <>
              <Typography component="span" variant="body2" color="text.secondary">
                {formatBytes(file.size, i18n.language)}
              </Typography>
              <FileStatusTag status={file.status} />
            </>
          )
        );
      }}
    />
  );
}
