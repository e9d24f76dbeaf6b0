/**
 * The results grid's small parts, light enough to draw a screen of new rows every frame while scrolling:
 * a result's pass or fail as a small outlined tag (the word in the tone's colour, never colour alone) and
 * the round button opening a row's trace.
 */
import { styled } from '@mui/material/styles';
import { toneColor } from '../../../components/tone';

export const PassTag = styled('span')(({ theme }) => ({
  display: 'inline-block',
  padding: '0 6px',
  border: '1px solid currentColor',
  borderRadius: 10,
  fontSize: theme.typography.pxToRem(12),
  fontWeight: 500,
  lineHeight: '18px',
  whiteSpace: 'nowrap',
  '&[data-pass="true"]': toneColor(theme, 'success'),
  '&[data-pass="false"]': toneColor(theme, 'error'),
}));

export const TraceButton = styled('button')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 30,
  height: 30,
  padding: 0,
  border: 0,
  borderRadius: '50%',
  background: 'none',
  color: (theme.vars ?? theme).palette.action.active,
  cursor: 'pointer',
  '&:hover': { backgroundColor: (theme.vars ?? theme).palette.action.hover },
  '&:focus-visible': { outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`, outlineOffset: -2 },
  '& > svg': { fontSize: 20 },
}));
