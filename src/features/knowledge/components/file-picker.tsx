import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS } from '../../../components/data-table/search-field';
import { mutationFailedMessage } from '../../../components/mutation-toast';
import { useListKnowledgeFiles } from '../../../generated/knowledge-files/knowledge-files';
import type { KnowledgeFile, KnowledgeFileRef } from '../../../generated/model';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { formatBytes } from '../../../lib/format-bytes';
import { INDEX_FILES_MAX, type IndexFormValues } from '../forms';
import { FileStatusTag } from './status-tags';

/** Files searched per keystroke (the largest page the contract serves). */
const FILES_PAGE = 100;

/** A file that can never be built from as it is: not uploaded, or its upload failed. */
const unusable = (file: KnowledgeFile) => file.status === 'FILE_STATUS_NOT_YET' || file.status === 'FILE_STATUS_FAILED';

/**
 * The index's files: a search over the project's knowledge files by name (on the server), each option
 * with its status and size; files not uploaded or whose upload failed cannot be picked (an uploading one
 * can: the index waits for it). At least one (§5).
 */
export function FilePicker({ projectId, disabled = false }: { projectId: string; disabled?: boolean }) {
  const { t, i18n } = useTranslation('knowledge');
  const { field, fieldState } = useController<IndexFormValues, 'files'>({ name: 'files' });
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  const files = useListKnowledgeFiles(projectId, { pageSize: FILES_PAGE, ...(search ? { name: search } : {}) }, { query: { placeholderData: keepPreviousData } });
  const byId = new Map((files.data?.items ?? []).map((file) => [file.id, file]));
  const options: KnowledgeFileRef[] = (files.data?.items ?? []).map(({ id, fileName }) => ({ id, fileName }));
  const selected = field.value;

  return (
    <Autocomplete<KnowledgeFileRef, true>
      multiple
      disabled={disabled}
      options={options}
      value={selected}
      filterOptions={(all) => all}
      filterSelectedOptions
      disableCloseOnSelect
      autoHighlight
      getOptionLabel={(file) => file.fileName}
      getOptionDisabled={(option) => {
        const file = byId.get(option.id);
        return file ? unusable(file) : false;
      }}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      loading={files.isFetching}
      loadingText={t('indexes.dialog.searching')}
      noOptionsText={files.isError ? mutationFailedMessage(i18n.t, 'fetch', t('things.fileList')) : t('indexes.dialog.noFiles')}
      inputValue={input}
      onInputChange={(_event, text, reason) => reason !== 'reset' && setInput(text)}
      onChange={(_event, value) => field.onChange(value)}
      onBlur={field.onBlur}
      renderOption={({ key, ...props }, option) => {
        const file = byId.get(option.id);
        return (
          <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <Typography component="span" noWrap sx={{ flex: 1, minWidth: 0 }}>
              {option.fileName}
            </Typography>
            {file && (
              <>
                <Typography component="span" variant="body2" color="text.secondary">
                  {formatBytes(file.size, i18n.language)}
                </Typography>
                <FileStatusTag status={file.status} />
              </>
            )}
          </Box>
        );
      }}
      renderValue={(value, getItemProps) =>
        value.map((file, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={file.fileName} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={field.ref}
          label={t('indexes.fields.files')}
          required
          margin="normal"
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? `${t('indexes.fields.filesHelp')} ${t('indexes.dialog.selected', { count: selected.length, max: INDEX_FILES_MAX })}`}
        />
      )}
    />
  );
}
