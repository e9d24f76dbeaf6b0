import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { type ReactNode, useState } from 'react';
import { type FieldValues, type Path, useController } from 'react-hook-form';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { SEARCH_DEBOUNCE_MS } from '../data-table/search-field';

/** The picker's search text, and the same text once typing pauses (what the server is asked with). */
export function useSearchText(): { input: string; setInput(text: string): void; search: string } {
  const [input, setInput] = useState('');
  return { input, setInput, search: useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS) };
}

export interface SearchMultiPickerProps<T extends { id: string }> {
  /** The form field (through FormDialog's FormProvider) holding the picked items. */
  name: string;
  label: string;
  /** Under the field when it is valid (its error message replaces it). */
  helperText: string;
  /** This search's answer from the server (filtered there, not here). */
  options: T[];
  loading: boolean;
  loadingText: string;
  noOptionsText: string;
  /** From `useSearchText()`. */
  input: string;
  onInputChange(text: string): void;
  getOptionLabel(option: T): string;
  /** An option's line after its label (type, size, status…). */
  renderOptionDetail?(option: T): ReactNode;
  chipLabel?(option: T): string;
  getOptionDisabled?(option: T): boolean;
  required?: boolean;
  disabled?: boolean;
}

/**
 * Pick several items from a server-side search (an agent's tools, an index's files): the search is the
 * server's, picked items show as chips, the list stays open while picking, and the form field's error
 * replaces the helper text.
 */
export function SearchMultiPicker<T extends { id: string }, F extends FieldValues = FieldValues>({
  name,
  label,
  helperText,
  options,
  loading,
  loadingText,
  noOptionsText,
  input,
  onInputChange,
  getOptionLabel,
  renderOptionDetail,
  chipLabel = getOptionLabel,
  getOptionDisabled,
  required = false,
  disabled = false,
}: SearchMultiPickerProps<T>) {
  const { field, fieldState } = useController<F>({ name: name as Path<F> });
  const selected = (field.value ?? []) as T[];
  return (
    <Autocomplete<T, true>
      multiple
      disabled={disabled}
      options={options}
      value={selected}
      filterOptions={(all) => all}
      filterSelectedOptions
      disableCloseOnSelect
      autoHighlight
      getOptionLabel={getOptionLabel}
      {...(getOptionDisabled ? { getOptionDisabled } : {})}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      loading={loading}
      loadingText={loadingText}
      noOptionsText={noOptionsText}
      inputValue={input}
      onInputChange={(_event, text, reason) => reason !== 'reset' && onInputChange(text)}
      onChange={(_event, value) => field.onChange(value)}
      onBlur={field.onBlur}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <Box component="span" sx={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {getOptionLabel(option)}
          </Box>
          {renderOptionDetail?.(option)}
        </Box>
      )}
      renderValue={(value, getItemProps) =>
        value.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={chipLabel(option)} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={field.ref}
          label={label}
          required={required}
          margin="normal"
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}
