import Autocomplete, { type AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { type HTMLAttributes, type Key, type ReactNode, useState } from 'react';
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
  /** One item (the field holds it, or null) instead of several (an array). */
  single?: boolean;
}

/**
 * Pick items from a server-side search (an agent's tools, an index's files; with `single`, a job's dataset
 * or workflow): the search is the server's, several picked items show as chips and the list stays open
 * while picking, and the form field's error replaces the helper text.
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
  single = false,
}: SearchMultiPickerProps<T>) {
  const { field, fieldState } = useController<F>({ name: name as Path<F> });
  // What both forms share; only the value's shape (one item or several) differs.
  const common = {
    disabled,
    options,
    filterOptions: (all: T[]) => all,
    autoHighlight: true,
    getOptionLabel,
    ...(getOptionDisabled ? { getOptionDisabled } : {}),
    isOptionEqualToValue: (option: T, value: T) => option.id === value.id,
    loading,
    loadingText,
    noOptionsText,
    inputValue: input,
    // Several: picking resets the typed search, which stays. One: the input shows the picked item's label
    // (MUI sets it with reason 'reset', also for the value a form opens with).
    onInputChange: (_event: unknown, text: string, reason: string) => (single || reason !== 'reset') && onInputChange(text),
    onBlur: field.onBlur,
    renderOption: ({ key, ...props }: HTMLAttributes<HTMLLIElement> & { key: Key }, option: T) => (
      <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <Box component="span" sx={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {getOptionLabel(option)}
        </Box>
        {renderOptionDetail?.(option)}
      </Box>
    ),
    renderInput: (params: AutocompleteRenderInputParams) => (
      <TextField
        {...params}
        inputRef={field.ref}
        label={label}
        required={required}
        margin="normal"
        error={Boolean(fieldState.error)}
        helperText={fieldState.error?.message ?? helperText}
      />
    ),
  };
  if (single) {
    return <Autocomplete<T, false> {...common} value={(field.value ?? null) as T | null} onChange={(_event, value) => field.onChange(value)} />;
  }
  return (
    <Autocomplete<T, true>
      {...common}
      multiple
      filterSelectedOptions
      disableCloseOnSelect
      value={(field.value ?? []) as T[]}
      onChange={(_event, value) => field.onChange(value)}
      renderValue={(value, getItemProps) =>
        value.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={chipLabel(option)} {...itemProps} />;
        })
      }
    />
  );
}
