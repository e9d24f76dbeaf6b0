import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { mutationFailedMessage } from '../../../components/mutation-toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { SEARCH_DEBOUNCE_MS } from '../../../components/data-table/search-field';
import type { ToolSourceOption, ToolType } from '../../../generated/model';
import { useListToolSources } from '../../../generated/tools/tools';
import type { SourceField, ToolFormValues } from '../tool-types';

const SOURCES_PAGE = 100;

/**
 * A source of the chosen type, searched on the server by name (every published workflow, custom node
 * or shared custom node can be found, not only the first page). The picked option stays shown while
 * the user searches again.
 */
export function SourceAutocomplete({
  projectId,
  type,
  field,
  label,
  picked,
  onPicked,
}: {
  projectId: string;
  type: ToolType;
  field: SourceField;
  label: string;
  /** The option picked (or the edited tool's source), shown as the value. */
  picked: ToolSourceOption | undefined;
  /** `byUser`: picked now (not the edited tool's source completed from the list). */
  onPicked(option: ToolSourceOption | undefined, byUser: boolean): void;
}) {
  const { t, i18n } = useTranslation('tools');
  const { field: control, fieldState } = useController<ToolFormValues, SourceField>({ name: field });
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  const sources = useListToolSources(
    projectId,
    { type, pageSize: SOURCES_PAGE, ...(search ? { name: search } : {}) },
    { query: { placeholderData: keepPreviousData } },
  );
  const options = sources.data?.items ?? [];
  // The edited tool's source, completed with what the list knows of it (e.g. every API version).
  const listed = picked && options.find((option) => option.id === picked.id);
  useEffect(() => {
    if (listed && listed !== picked) onPicked(listed, false);
  }, [listed, picked, onPicked]);
  const value = control.value ? (options.find((option) => option.id === control.value) ?? (picked?.id === control.value ? picked : null)) : null;

  return (
    <Autocomplete<ToolSourceOption>
      options={value && !options.some((option) => option.id === value.id) ? [value, ...options] : options}
      value={value}
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      loading={sources.isFetching}
      loadingText={t('dialog.searching')}
      noOptionsText={sources.isError ? mutationFailedMessage(i18n.t, 'fetch', t('things.sources')) : t('dialog.noSources')}
      autoHighlight
      onInputChange={(_event, text, reason) => reason === 'input' && setInput(text)}
      onChange={(_event, option) => {
        control.onChange(option?.id ?? '');
        onPicked(option ?? undefined, true);
      }}
      onBlur={control.onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={control.ref}
          label={label}
          required
          margin="normal"
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );
}
