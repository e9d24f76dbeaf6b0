/**
 * Coloured text that stays readable (WCAG AA, 4.5:1) in both colour schemes: log levels, run and node
 * statuses, JSON values, differences. MUI's palette mains are made for filled buttons, not for text on the page:
 * info (#0288d1) is 4.1:1 on white, error (#f44336) 3.9:1 on a dark hover background, and the light
 * warning override of the theme does not reach the light scheme. `tone.test.ts` checks every pair on
 * the page, paper and hover backgrounds of both schemes. Never the only signal: a label or an icon
 * says the same.
 */
import type { SxProps, Theme } from '@mui/material/styles';

/** What an `sx` function returns (MUI's SystemStyleObject, not exported by @mui/material). */
export type StyleObject = Extract<SxProps<Theme>, (theme: Theme) => unknown> extends (theme: Theme) => infer R ? R : never;

export const TONES = ['error', 'warning', 'success', 'info', 'accent', 'neutral'] as const;
export type Tone = (typeof TONES)[number];

export const TONE_COLORS: Record<Exclude<Tone, 'neutral'>, { light: string; dark: string }> = {
  error: { light: '#c62828', dark: '#ef9a9a' },
  warning: { light: '#a04a06', dark: '#ffb74d' },
  success: { light: '#2e6b32', dark: '#81c784' },
  info: { light: '#1565c0', dark: '#90caf9' },
  accent: { light: '#7b1fa2', dark: '#ce93d8' },
};

/** The text colour of a tone in the current colour scheme (neutral: the theme's secondary text). */
export function toneColor(theme: Theme, tone: Tone, property: 'color' | 'borderColor' | 'borderLeftColor' = 'color'): StyleObject {
  if (tone === 'neutral') return { [property]: (theme.vars ?? theme).palette.text.secondary };
  const { light, dark } = TONE_COLORS[tone];
  return { [property]: light, ...(theme.applyStyles('dark', { [property]: dark }) as StyleObject) };
}
