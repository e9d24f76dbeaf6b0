/**
 * A small outlined tag in a tone, with an icon and a label (never colour alone): statuses of debug runs
 * and nodes, API versions, differences.
 */
import type { SvgIconComponent } from '@mui/icons-material';
import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { toneColor, TONES, type Tone } from './tone';

/**
 * Looks like MUI's small outlined Chip, for a quarter of its cost (a 500-node trace draws 500): one
 * styled span, the tone's colour from a data attribute.
 */
const Tag = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  flexShrink: 0,
  height: 24,
  padding: '0 8px 0 4px',
  border: '1px solid currentColor',
  borderRadius: 12,
  fontSize: theme.typography.pxToRem(13),
  fontWeight: 500,
  lineHeight: 1,
  whiteSpace: 'nowrap',
  '& > svg': { fontSize: 18 },
  ...Object.fromEntries(TONES.map((tone) => [`&[data-tone="${tone}"]`, toneColor(theme, tone)])),
}));

/** A small outlined tag in a tone, with an icon: a span, so it can sit inside a button or a heading. */
export function ToneTag({ tone, Icon, children }: { tone: Tone; Icon: SvgIconComponent; children: ReactNode }) {
  return (
    <Tag data-tone={tone}>
      <Icon aria-hidden />
      {children}
    </Tag>
  );
}
