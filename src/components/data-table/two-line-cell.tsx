import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { toneColor, type Tone } from '../tone';

/** Row height of a list whose cells hold two lines. */
export const TWO_LINE_ROW_HEIGHT = 56;

/**
 * A grid cell of two lines: the value, and under it a detail in small secondary text (who changed it,
 * why it failed, how many files). Each line is cut with an ellipsis and shows in full on hover.
 */
export function TwoLineCell({ primary, secondary, tone = 'neutral' }: { primary: ReactNode; secondary?: ReactNode; tone?: Tone }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', alignItems: 'flex-start', height: '100%', minWidth: 0, lineHeight: 1.4 }}>
      <Box sx={{ maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{primary}</Box>
      {secondary && (
        <Typography
          variant="caption"
          noWrap
          {...(typeof secondary === 'string' ? { title: secondary } : {})}
          sx={(theme) => ({ maxWidth: '100%', ...toneColor(theme, tone) })}
        >
          {secondary}
        </Typography>
      )}
    </Box>
  );
}
