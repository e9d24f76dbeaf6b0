import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateGraph } from '../model/testing/generate-graph';
import { MINIMAP_SIZE, minimapFits, minimapFrame } from './graph-minimap';
import { KIND_COLORS, kindColor } from './node-kinds';

describe('minimap frame', () => {
  it('fits the whole graph into the 160 × 100 minimap, centred, keeping the aspect', () => {
    const { width, height } = MINIMAP_SIZE;
    const graph = generateGraph(3000);
    const frame = minimapFrame(graph.nodes);
    const xs = graph.nodes.map((n) => n.position.x);
    const ys = graph.nodes.map((n) => n.position.y);
    const left = frame.offsetX + (Math.min(...xs) - frame.minX) * frame.scale;
    const right = frame.offsetX + (Math.max(...xs) + 220 - frame.minX) * frame.scale;
    const top = frame.offsetY + (Math.min(...ys) - frame.minY) * frame.scale;
    const bottom = frame.offsetY + (Math.max(...ys) + 80 - frame.minY) * frame.scale;
    expect(left).toBeGreaterThanOrEqual(0);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(right).toBeLessThanOrEqual(width);
    expect(bottom).toBeLessThanOrEqual(height);
    // Centred on the axis that has room to spare.
    expect(Math.abs(left - (width - right))).toBeLessThan(0.001);
    expect(Math.abs(top - (height - bottom))).toBeLessThan(0.001);
  });

  it('is shown only on a canvas that can spare the room: there it takes under a tenth of it', () => {
    expect(minimapFits(0, 0)).toBe(true);
    expect(minimapFits(560, 400)).toBe(true);
    expect(minimapFits(559, 800)).toBe(false);
    expect(minimapFits(1200, 399)).toBe(false);
    expect((MINIMAP_SIZE.width * MINIMAP_SIZE.height) / (560 * 400)).toBeLessThan(0.1);
  });

  it('an empty graph gives a neutral frame', () => {
    expect(minimapFrame([])).toMatchObject({ scale: 1 });
  });

  it('draws the kinds lighter in the dark theme (the dark kind colours would sink into the dark canvas)', () => {
    expect(kindColor('NODE_KIND_DATABASE', false)).toBe(KIND_COLORS.NODE_KIND_DATABASE);
    // #4e342e with 35 % white.
    expect(kindColor('NODE_KIND_DATABASE', true)).toBe('#8c7b77');
    expect(kindColor('NODE_KIND_START', true)).toBe('#77ab7a');
  });
});

describe('minimap panel', () => {
  it('keeps the absolute place React Flow gives it, bottom right (no rule of ours sets the position of the panel)', () => {
    const css = readFileSync(new URL('./graph-minimap.css', import.meta.url), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    const rules = [...css.matchAll(/([^{}]+)\{([^}]*)\}/g)].filter(([, selector]) =>
      selector!.split(',').some((part) => /\.wf-minimap-panel\s*$/.test(part.trim())),
    );
    expect(rules.some(([, , body]) => /(^|;|\s)(position|inset|top|left|right|bottom)\s*:/.test(body!))).toBe(false);
  });
});
