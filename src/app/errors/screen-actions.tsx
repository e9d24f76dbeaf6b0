import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** The buttons under an error or restriction screen's lines, centred, wrapping on narrow screens. */
export function ScreenActions({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'flex', gap: 1.5, mt: 3, justifyContent: 'center', flexWrap: 'wrap' }}>{children}</Box>;
}
