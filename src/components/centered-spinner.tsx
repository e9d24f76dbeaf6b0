import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** The centred spinner that replaces content while something the page needs is loading. */
export function CenteredSpinner({ label }: { label: string }) {
  return (
    <Box role="status" aria-live="polite" aria-label={label} sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
