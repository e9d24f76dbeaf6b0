import { getContrastRatio, type Palette } from '@mui/material/styles';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

  describe('when the system asks for reduced motion', () => {
    afterEach(() => {
      vi.unstubAllGlobals();
      vi.resetModules();
    });
    const themeWith = async (reduce: boolean) => {
      vi.stubGlobal('window', { matchMedia: (query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)' }) });
      vi.resetModules();
      return (await import('./theme')).theme;
    };

    it('moves nothing: no transitions, zero durations, no ripples', async () => {
      const still = await themeWith(true);
      expect(still.transitions.create(['opacity'])).toBe('none');
      expect(still.transitions.duration.enteringScreen).toBe(0);
      expect(still.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
    });

    it("otherwise keeps MUI's transitions and ripples", async () => {
      const moving = await themeWith(false);
      expect(moving.transitions.create(['opacity'])).not.toBe('none');
      expect(moving.transitions.duration.enteringScreen).toBeGreaterThan(0);
      expect(moving.components?.MuiButtonBase).toBeUndefined();
    });
  });
});
