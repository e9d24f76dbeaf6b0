import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

/** The buttons under an error or restriction screen's lines, centred, wrapping on narrow screens. */
export function ScreenActions({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ mt: 3, justifyContent: 'center', flexWrap: 'wrap' }}>
      {children}
    </Stack>
  );
}
