import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId } from 'react';

/**
 * A labelled native select for the top bar's switchers. Native (no menu popover) keeps the first
 * screen light and is the most accessible select there is.
 */
export function SwitcherSelect({ label, value, options, onChange, minWidth }: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange(value: string): void;
  minWidth: number;
}) {
  const id = useId();
  return (
    <FormControl size="small" sx={{ minWidth }}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)} input={<OutlinedInput label={label} notched />}>
        {!options.some((option) => option.value === value) && <option value={value} disabled hidden />}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
