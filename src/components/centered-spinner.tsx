import Box from '@mui/material/Box';
import { BootBar } from './boot-bar';

/** The centred loading bar (the boot screen's) that replaces content while something the page needs is loading. */
export function CenteredSpinner({ label }: { label: string }) {
  return (
    <Box role="status" aria-live="polite" aria-label={label} sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
      <BootBar label={label} />
    </Box>
  );
}
