import Box from '@mui/material/Box';
import { lazy, Suspense, useId, useState } from 'react';

/** From this many options on, a switcher searches (a list to type into) rather than drops a native list. */
export const SWITCHER_SEARCH_FROM = 9;

// The search (MUI Autocomplete in a Popover) loads on first intent: never on the first screen.
const loadSearch = () => import('./switcher-search');
const SwitcherSearch = lazy(async () => ({ default: (await loadSearch()).SwitcherSearch }));

export interface SwitcherOption {
  value: string;
  label: string;
}

/**
 * A labelled switcher for the top bar, drawn like an outlined field with its label on the border. A few
 * options: a native select (the most accessible select there is, and plain elements rather than MUI's
 * FormControl/InputLabel/OutlinedInput stack, about 6 KB gzip, keep the first screen light). Many: a
 * select-only combobox that opens a search over them.
 */
export function SwitcherSelect({
  label,
  searchLabel,
  value,
  options,
  onChange,
  minWidth,
  placeholder = '',
}: {
  label: string;
  /** The search field's label, for long lists (e.g. 'Search projects'). */
  searchLabel: string;
  value: string;
  /** Shown while no option is chosen (e.g. on the project list, where no project is open yet). */
  placeholder?: string;
  options: SwitcherOption[];
  onChange(value: string): void;
  minWidth: number;
}) {
  const id = useId();
  const labelId = useId();
  const listId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = Boolean(anchor);
  const [wanted, setWanted] = useState(false);
  const current = options.find((option) => option.value === value);
  const searchable = options.length >= SWITCHER_SEARCH_FROM;
  const fieldSx = {
    display: 'block',
    appearance: 'none',
    width: '100%',
    height: 40,
    pl: '14px',
    pr: '32px',
    font: 'inherit',
    fontSize: 16,
    textAlign: 'left',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    color: current ? 'text.primary' : 'text.secondary',
    bgcolor: 'transparent',
    border: 1,
    borderColor: 'action.disabled',
    borderRadius: 1,
    cursor: 'pointer',
    textOverflow: 'ellipsis',
    '&:hover': { borderColor: 'text.primary' },
    '&:focus-visible': {
      outline: 'none',
      borderColor: 'primary.main',
      boxShadow: (theme: { palette: { primary: { main: string } } }) => `inset 0 0 0 1px ${theme.palette.primary.main}`,
    },
    '& option': { color: 'text.primary', bgcolor: 'background.paper' },
  } as const;

  return (
    <Box sx={{ position: 'relative', minWidth, maxWidth: 260, pt: '6px' }}>
      <Box
        component="label"
        id={labelId}
        htmlFor={id}
        sx={{
          position: 'absolute',
          top: -2,
          left: 10,
          px: '4px',
          fontSize: 12,
          lineHeight: '16px',
          color: 'text.secondary',
          bgcolor: 'background.paper',
          pointerEvents: 'none',
          whiteSpace: 'nowrap',
          zIndex: 1,
        }}
      >
        {label}
      </Box>
      {searchable ? (
        <Box
          component="button"
          type="button"
          id={id}
          role="combobox"
          aria-labelledby={labelId}
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          onMouseEnter={() => void loadSearch()}
          onFocus={() => void loadSearch()}
          onClick={(event: React.MouseEvent<HTMLElement>) => {
            setWanted(true);
            setAnchor(event.currentTarget);
          }}
          sx={fieldSx}
        >
          {current?.label ?? placeholder}
        </Box>
      ) : (
        <Box component="select" id={id} value={value} onChange={(event: React.ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)} sx={fieldSx}>
          {!current && (
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
      )}
      <Box
        component="svg"
        viewBox="0 0 24 24"
        aria-hidden
        sx={{ position: 'absolute', right: 7, top: 14, width: 24, height: 24, fill: 'currentColor', color: 'action.active', pointerEvents: 'none' }}
      >
        <path d="M7 10l5 5 5-5z" />
      </Box>
      {wanted && (
        <Suspense fallback={null}>
          <SwitcherSearch
            anchor={anchor}
            listId={listId}
            searchLabel={searchLabel}
            options={options}
            value={value}
            onChange={onChange}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </Box>
  );
}
