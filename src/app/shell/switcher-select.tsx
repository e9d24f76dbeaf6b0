import Box from '@mui/material/Box';
import { useId } from 'react';

/**
 * A labelled native select for the top bar's switchers, drawn like an outlined field with its label on
 * the border. Native (no menu popover) is the most accessible select there is, and plain elements
 * (rather than MUI's FormControl/InputLabel/OutlinedInput stack, about 6 KB gzip) keep the first
 * screen light.
 */
export function SwitcherSelect({ label, value, options, onChange, minWidth, placeholder = '' }: {
  label: string;
  value: string;
  /** Shown while no option is chosen (e.g. on the project list, where no project is open yet). */
  placeholder?: string;
  options: { value: string; label: string }[];
  onChange(value: string): void;
  minWidth: number;
}) {
  const id = useId();
  return (
    <Box sx={{ position: 'relative', minWidth, pt: '6px' }}>
      <Box
        component="label"
        htmlFor={id}
        sx={{ position: 'absolute', top: -2, left: 10, px: '4px', fontSize: 12, lineHeight: '16px', color: 'text.secondary', bgcolor: 'background.paper', pointerEvents: 'none', whiteSpace: 'nowrap' }}
      >
        {label}
      </Box>
      <Box
        component="select"
        id={id}
        value={value}
        onChange={(event: React.ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
        sx={{
          appearance: 'none',
          width: '100%',
          height: 40,
          pl: '14px',
          pr: '32px',
          font: 'inherit',
          fontSize: 16,
          color: options.some((option) => option.value === value) ? 'text.primary' : 'text.secondary',
          bgcolor: 'transparent',
          border: 1,
          borderColor: 'action.disabled',
          borderRadius: 1,
          cursor: 'pointer',
          textOverflow: 'ellipsis',
          '&:hover': { borderColor: 'text.primary' },
          '&:focus-visible': { outline: 'none', borderColor: 'primary.main', boxShadow: (theme) => `inset 0 0 0 1px ${theme.palette.primary.main}` },
          '& option': { color: 'text.primary', bgcolor: 'background.paper' },
        }}
      >
        {!options.some((option) => option.value === value) && (
          <option value={value} disabled hidden>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Box>
      <Box
        component="svg"
        viewBox="0 0 24 24"
        aria-hidden
        sx={{ position: 'absolute', right: 7, top: 14, width: 24, height: 24, fill: 'currentColor', color: 'action.active', pointerEvents: 'none' }}
      >
        <path d="M7 10l5 5 5-5z" />
      </Box>
    </Box>
  );
}
