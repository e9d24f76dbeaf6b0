import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import type { PopperProps } from '@mui/material/Popper';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SwitcherOption } from './switcher-select';

/**
 * The list under the search field, in the popover itself (not a second floating layer). Without the
 * popper's classes: its portal-less style is `position: absolute`, which the popover would clip.
 */
function InlineList({ children }: PopperProps) {
  return (
    <Box sx={{ position: 'relative', '& .MuiAutocomplete-paper': { boxShadow: 'none', m: 0 }, '& .MuiAutocomplete-listbox': { maxHeight: 320 } }}>
      {children as ReactNode}
    </Box>
  );
}

/**
 * A long switcher's search: a field to type into over the options, the list below it; Enter or a click
 * picks, Escape or a click outside closes (focus returns to the switcher).
 */
export function SwitcherSearch({
  anchor,
  listId,
  searchLabel,
  options,
  value,
  onChange,
  onClose,
}: {
  anchor: HTMLElement | null;
  listId: string;
  searchLabel: string;
  options: SwitcherOption[];
  value: string;
  onChange(value: string): void;
  onClose(): void;
}) {
  const { t } = useTranslation('shell');
  return (
    <Popover
      open={Boolean(anchor)}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{ paper: { sx: { width: 320, p: 1.5, mt: 0.5 } } }}
    >
      <Autocomplete
        open
        disablePortal
        autoHighlight
        options={options}
        value={options.find((option) => option.value === value) ?? null}
        getOptionLabel={(option) => option.label}
        isOptionEqualToValue={(option, chosen) => option.value === chosen.value}
        noOptionsText={t('switcherNoMatch')}
        onChange={(_event, option) => {
          if (option && option.value !== value) onChange(option.value);
          onClose();
        }}
        onClose={(_event, reason) => {
          if (reason === 'escape') onClose();
        }}
        slots={{ popper: InlineList }}
        slotProps={{ listbox: { id: listId } }}
        renderInput={(params) => <TextField {...params} autoFocus size="small" label={searchLabel} />}
      />
    </Popover>
  );
}
