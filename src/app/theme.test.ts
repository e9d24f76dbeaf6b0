import { getContrastRatio, type Palette } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

/**
 * Filled alerts (the toasts) in both schemes: MUI fills with the colour's main (light) or dark (dark)
 * and writes in its contrast text; every severity must read at 4.5:1 (MUI's defaults give the info
 * toast 3.9:1 and the dark success toast 4.1:1).
 */
// A CSS-variables theme keeps each scheme's palette (its type, Theme, does not say so).
const { colorSchemes } = theme as unknown as { colorSchemes: Record<'light' | 'dark', { palette: Palette }> };

describe('theme', () => {
  for (const scheme of ['light', 'dark'] as const) {
    for (const color of ['success', 'info', 'error', 'warning'] as const) {
      it(`a filled ${color} alert reads at 4.5:1 or more (${scheme})`, () => {
        const { palette } = colorSchemes[scheme];
        const background = scheme === 'light' ? palette[color].main : palette[color].dark;
        expect(getContrastRatio(palette.getContrastText(background), background), background).toBeGreaterThanOrEqual(4.5);
      });
    }
  }
});
