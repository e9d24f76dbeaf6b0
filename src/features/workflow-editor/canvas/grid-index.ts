/**
 * A spatial index of rectangles on the canvas plane: a uniform grid of square cells, each holding the
 * items whose rectangle touches it. `query(rect)` returns each item whose rectangle intersects `rect`
 * once, looking only at the cells `rect` covers, so what is in the viewport is found without going
 * through the whole graph. Pure, no React; built again when the items move.
 */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface GridIndex<T> {
  /** The items whose rectangle intersects `rect` (edges touching count), each once, in insertion order. */
  query(rect: Rect): T[];
  readonly size: number;
}

/** A cell a little larger than a node (220 × 64 and up): most nodes sit in one to four cells. */
export const DEFAULT_CELL = 256;

const intersects = (a: Rect, b: Rect) => a.x <= b.x + b.width && b.x <= a.x + a.width && a.y <= b.y + b.height && b.y <= a.y + a.height;

export function createGridIndex<T>(entries: Iterable<{ item: T; rect: Rect }>, cell = DEFAULT_CELL): GridIndex<T> {
  const items: T[] = [];
  const rects: Rect[] = [];
  const cells = new Map<number, number[]>();
  for (const { item, rect } of entries) {
    const index = items.length;
    items.push(item);
    rects.push(rect);
    const [x0, x1, y0, y1] = span(rect, cell);
    for (let cx = x0; cx <= x1; cx += 1) {
      for (let cy = y0; cy <= y1; cy += 1) {
        const key = cellKey(cx, cy);
        const bucket = cells.get(key);
        if (bucket) bucket.push(index);
        else cells.set(key, [index]);
      }
    }
  }
  // The query each item was last found by: an item in several cells is taken once, with no set to fill.
  const seen = new Uint32Array(items.length);
  let stamp = 0;
  return {
    size: items.length,
    query(rect) {
      const [x0, x1, y0, y1] = span(rect, cell);
      stamp += 1;
      const found: number[] = [];
      // A view far larger than the graph would visit many empty cells: then every bucket is looked at.
      const visitAll = (x1 - x0 + 1) * (y1 - y0 + 1) > cells.size;
      const check = (bucket: number[]) => {
        for (const index of bucket) {
          if (seen[index] === stamp) continue;
          seen[index] = stamp;
          if (intersects(rects[index]!, rect)) found.push(index);
        }
      };
      if (visitAll) for (const bucket of cells.values()) check(bucket);
      else
        for (let cx = x0; cx <= x1; cx += 1) {
          for (let cy = y0; cy <= y1; cy += 1) {
            const bucket = cells.get(cellKey(cx, cy));
            if (bucket) check(bucket);
          }
        }
      return Array.from(Int32Array.from(found).sort(), (index) => items[index]!);
    },
  };
}

/** One number per cell (no string per cell): cells within ±2^20 of the origin, far beyond any graph. */
const cellKey = (cx: number, cy: number) => (cx + 0x100000) * 0x200000 + (cy + 0x100000);

function span(rect: Rect, cell: number): [number, number, number, number] {
  return [Math.floor(rect.x / cell), Math.floor((rect.x + rect.width) / cell), Math.floor(rect.y / cell), Math.floor((rect.y + rect.height) / cell)];
}
