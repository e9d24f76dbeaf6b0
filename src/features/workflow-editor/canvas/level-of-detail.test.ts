import { describe, expect, it } from 'vitest';
import { isBelowDetail, LOD_ZOOM, splitEdges } from './level-of-detail';

describe('level of detail', () => {
  it('starts where a 14 px title would be drawn under 6 px', () => {
    expect(14 * LOD_ZOOM).toBeLessThan(6);
    expect(isBelowDetail({ transform: [0, 0, LOD_ZOOM - 0.01] })).toBe(true);
    expect(isBelowDetail({ transform: [0, 0, LOD_ZOOM] })).toBe(false);
  });

  it('leaves React Flow the selected edges and those of selected nodes; the rest are lines', () => {
    const edges = [
      { id: 'a-b', source: 'a', target: 'b' },
      { id: 'b-c', source: 'b', target: 'c' },
      { id: 'c-d', source: 'c', target: 'd', selected: true },
      { id: 'd-e', source: 'd', target: 'e' },
    ];
    const { full, lines } = splitEdges(edges, ['b']);
    expect(full.map((edge) => edge.id)).toEqual(['a-b', 'b-c', 'c-d']);
    expect(lines.map((edge) => edge.id)).toEqual(['d-e']);
    expect(splitEdges(edges, []).full.map((edge) => edge.id)).toEqual(['c-d']);
  });
});
