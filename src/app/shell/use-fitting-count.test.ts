import { describe, expect, it } from 'vitest';
import { fittingCount } from './use-fitting-count';

describe('fittingCount', () => {
  it('shows every item when all fit, without room for the more control', () => {
    expect(fittingCount([100, 100, 100], 310, 80, 5)).toBe(3);
  });

  it('keeps room for the more control when some do not fit', () => {
    // 80 + 105 + 105 = 290 ≤ 300; a third item would need 395.
    expect(fittingCount([100, 100, 100, 100], 300, 80, 5)).toBe(2);
  });

  it('may leave only the more control', () => {
    expect(fittingCount([200, 100], 150, 80, 0)).toBe(0);
  });

  it('handles an empty list', () => {
    expect(fittingCount([], 0, 80, 0)).toBe(0);
  });
});
