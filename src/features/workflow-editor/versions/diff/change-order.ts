/**
 * The order of a diff's changes for next/previous: top-left to bottom-right on the canvas (by row, then
 * column: y, then x), each node where it is drawn (the before graph's position for a removed one), an edge
 * at the node it leaves, after that node; ties by id, so the order is stable.
 */
import type { DiffChange } from './types';

const isEdge = (change: DiffChange) => change.type === 'edgeAdded' || change.type === 'edgeRemoved';

export function compareChanges(a: DiffChange, b: DiffChange): number {
  return (
    a.at.y - b.at.y ||
    a.at.x - b.at.x ||
    Number(isEdge(a)) - Number(isEdge(b)) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) ||
    (a.type < b.type ? -1 : a.type > b.type ? 1 : 0)
  );
}

/**
 * The index of the next (`step` 1) or previous (`step` -1) change, wrapping around; from none (`current`
 * -1) the first or the last. -1 when there are no changes.
 */
export function stepChange(count: number, current: number, step: 1 | -1): number {
  if (count === 0) return -1;
  if (current < 0 || current >= count) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}
