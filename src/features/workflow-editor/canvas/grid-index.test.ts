import { describe, expect, it } from 'vitest';
import { createGridIndex, type Rect } from './grid-index';

const box = (x: number, y: number, width = 10, height = 10): Rect => ({ x, y, width, height });

describe('grid index', () => {
  it('finds the items whose rectangles meet the one asked about, each once, in insertion order', () => {
    const index = createGridIndex(
      [
        { item: 'a', rect: box(0, 0) },
        { item: 'wide', rect: box(-500, 40, 2000, 10) },
        { item: 'b', rect: box(300, 300) },
        { item: 'far', rect: box(5000, 5000) },
      ],
      100,
    );
    expect(index.size).toBe(4);
    expect(index.query(box(-5, -5, 50, 60))).toEqual(['a', 'wide']);
    expect(index.query(box(250, 250, 100, 100))).toEqual(['b']);
    // Touching edges count.
    expect(index.query(box(310, 310, 0, 0))).toEqual(['b']);
    expect(index.query(box(1000, 1000, 100, 100))).toEqual([]);
    // An item spanning many cells is reported once.
    expect(index.query(box(-600, 0, 3000, 100))).toEqual(['a', 'wide']);
  });

  it('a view far larger than the graph finds everything', () => {
    const entries = Array.from({ length: 50 }, (_, i) => ({ item: i, rect: box(i * 300, (i % 7) * 120, 220, 64) }));
    const index = createGridIndex(entries);
    expect(index.query(box(-1e6, -1e6, 2e6, 2e6))).toEqual(entries.map((entry) => entry.item));
  });

  it('agrees with a scan of every item', () => {
    const entries = Array.from({ length: 400 }, (_, i) => ({ item: i, rect: box((i * 7919) % 6000, (i * 104729) % 4000, 220, 64 + (i % 3) * 20) }));
    const index = createGridIndex(entries);
    for (const view of [box(0, 0, 800, 450), box(1234, 987, 1600, 900), box(-100, 3000, 400, 2000), box(5990, 0, 5, 5000)]) {
      const scan = entries
        .filter(
          ({ rect }) => rect.x <= view.x + view.width && view.x <= rect.x + rect.width && rect.y <= view.y + view.height && view.y <= rect.y + rect.height,
        )
        .map((entry) => entry.item);
      expect(index.query(view)).toEqual(scan);
    }
  });

  it('is empty without items', () => {
    expect(createGridIndex([]).query(box(0, 0, 100, 100))).toEqual([]);
  });
});
