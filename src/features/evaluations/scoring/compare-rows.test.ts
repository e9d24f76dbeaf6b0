import { describe, expect, it } from 'vitest';
import { compareRows, countChanges, rowChange } from './compare-rows';

const row = (index: number, pass: boolean, score = pass ? 1 : 0) => ({ index, pass, score });

describe('rowChange', () => {
  it('calls a row regressed when it passed and now fails, improved the other way round', () => {
    expect(rowChange(row(0, true), row(0, false))).toBe('regressed');
    expect(rowChange(row(0, false), row(0, true))).toBe('improved');
    // The pass decides even when the score barely moved (a judge at its threshold).
    expect(rowChange(row(0, true, 0.7), row(0, false, 0.69))).toBe('regressed');
  });

  it('calls a row with the same pass regressed or improved when its score moved by at least 0.1', () => {
    expect(rowChange(row(0, true, 0.9), row(0, true, 0.8))).toBe('regressed');
    expect(rowChange(row(0, true, 0.7), row(0, true, 0.6))).toBe('regressed');
    expect(rowChange(row(0, false, 0.2), row(0, false, 0.3))).toBe('improved');
    expect(rowChange(row(0, true, 0.9), row(0, true, 0.81))).toBe('unchanged');
    expect(rowChange(row(0, false, 0.3), row(0, false, 0.39))).toBe('unchanged');
  });

  it('calls a row unchanged when neither pass nor score moved', () => {
    expect(rowChange(row(0, true), row(0, true))).toBe('unchanged');
    expect(rowChange(row(0, false), row(0, false))).toBe('unchanged');
  });

  it('calls a row new when only head has it and removed when only base has it', () => {
    expect(rowChange(undefined, row(0, true))).toBe('new');
    expect(rowChange(row(0, true), undefined)).toBe('removed');
  });
});

describe('compareRows', () => {
  it('lists every row of either run: regressed, improved, new, removed, unchanged, by index within each', () => {
    const base = [row(0, true), row(1, true), row(2, false), row(3, true), row(4, true, 0.9), row(5, false), row(6, true), row(8, false)];
    const head = [row(0, true), row(1, false), row(2, true), row(3, false), row(4, true, 0.5), row(5, false), row(7, true), row(9, false)];
    expect(compareRows(base, head)).toEqual([
      { index: 1, change: 'regressed' },
      { index: 3, change: 'regressed' },
      { index: 4, change: 'regressed' },
      { index: 2, change: 'improved' },
      { index: 7, change: 'new' },
      { index: 9, change: 'new' },
      { index: 6, change: 'removed' },
      { index: 8, change: 'removed' },
      { index: 0, change: 'unchanged' },
      { index: 5, change: 'unchanged' },
    ]);
  });

  it('matches rows by index, not by position', () => {
    expect(compareRows([row(1, true), row(0, false)], [row(0, false), row(1, false)])).toEqual([
      { index: 1, change: 'regressed' },
      { index: 0, change: 'unchanged' },
    ]);
  });

  it('is empty for two empty runs, and all new against an empty base', () => {
    expect(compareRows([], [])).toEqual([]);
    expect(compareRows([], [row(1, true), row(0, false)])).toEqual([
      { index: 0, change: 'new' },
      { index: 1, change: 'new' },
    ]);
  });
});

describe('countChanges', () => {
  it('counts each change, zero for those absent', () => {
    const rows = compareRows([row(0, true), row(1, true), row(2, true)], [row(0, false), row(1, true), row(3, true)]);
    expect(countChanges(rows)).toEqual({ regressed: 1, improved: 0, unchanged: 1, new: 1, removed: 1 });
  });
});
