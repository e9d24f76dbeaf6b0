/**
 * The comparison of two runs of the same evaluation set, row by row (matched by row index): what changed
 * from the base run to the head run, regressions first.
 */

export type RowChange = 'regressed' | 'improved' | 'unchanged' | 'new' | 'removed';

/** A row's outcome in one run. */
export interface RowOutcome {
  index: number;
  pass: boolean;
  score: number;
}

/** A score moving by at least this much, with the same pass, is a change (a judge's 0.9 → 0.7 that still passes). */
export const SCORE_CHANGE = 0.1;

/** How the changes are listed: what needs attention first. */
export const ROW_CHANGE_ORDER: readonly RowChange[] = ['regressed', 'improved', 'new', 'removed', 'unchanged'];

/** Scores are decimals: 0.7 − 0.6 is 0.09999999999999998 and must count as a move of 0.1. */
const NOISE = 1e-9;

/**
 * One row's change: regressed when it passed in base and fails in head, or passes alike and its score
 * dropped by ≥ SCORE_CHANGE; improved the other way round; new or removed when only one run has it.
 */
export function rowChange(base: RowOutcome | undefined, head: RowOutcome | undefined): RowChange {
  if (!base) return head ? 'new' : 'unchanged';
  if (!head) return 'removed';
  if (base.pass !== head.pass) return base.pass ? 'regressed' : 'improved';
  const moved = head.score - base.score;
  if (moved <= -SCORE_CHANGE + NOISE) return 'regressed';
  if (moved >= SCORE_CHANGE - NOISE) return 'improved';
  return 'unchanged';
}

/** Every row of either run with its change, in ROW_CHANGE_ORDER and by index within each change. */
export function compareRows(base: ReadonlyArray<RowOutcome>, head: ReadonlyArray<RowOutcome>): Array<{ index: number; change: RowChange }> {
  const baseByIndex = new Map(base.map((row) => [row.index, row]));
  const headByIndex = new Map(head.map((row) => [row.index, row]));
  const indexes = new Set([...baseByIndex.keys(), ...headByIndex.keys()]);
  const rank = (change: RowChange) => ROW_CHANGE_ORDER.indexOf(change);
  return [...indexes]
    .map((index) => ({ index, change: rowChange(baseByIndex.get(index), headByIndex.get(index)) }))
    .sort((a, b) => rank(a.change) - rank(b.change) || a.index - b.index);
}

/** How many rows of each change (the compare response's `counts`). */
export function countChanges(rows: ReadonlyArray<{ change: RowChange }>): Record<RowChange, number> {
  const counts: Record<RowChange, number> = { regressed: 0, improved: 0, unchanged: 0, new: 0, removed: 0 };
  for (const row of rows) counts[row.change] += 1;
  return counts;
}
