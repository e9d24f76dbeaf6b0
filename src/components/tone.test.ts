import { describe, expect, it } from 'vitest';
import { TONE_COLORS } from './tone';

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => channel(parseInt(hex.slice(i, i + 2), 16)));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: string, b: string) => {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high! + 0.05) / (low! + 0.05);
};

// MUI's backgrounds: page and paper, and a row under the pointer or selected (action.hover / selected).
const BACKGROUNDS = { light: ['#ffffff', '#f5f5f5', '#ebebeb'], dark: ['#121212', '#1e1e1e', '#2a2a2a'] };

describe('tone colours', () => {
  for (const [tone, colors] of Object.entries(TONE_COLORS)) {
    for (const scheme of ['light', 'dark'] as const) {
      it(`${tone} text reads at 4.5:1 or more on ${scheme} backgrounds`, () => {
        for (const background of BACKGROUNDS[scheme]) expect(contrast(colors[scheme], background), background).toBeGreaterThanOrEqual(4.5);
      });
    }
  }
});
