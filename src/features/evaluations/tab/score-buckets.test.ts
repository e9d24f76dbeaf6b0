import { describe, expect, it } from 'vitest';
import { scoreBuckets } from './score-buckets';

describe('scoreBuckets', () => {
  it('counts scores in ten buckets of 0.1, 1 in the last and out-of-range scores clamped', () => {
    const buckets = scoreBuckets([0, 0.05, 0.3, 0.29, 0.95, 1, 1.2, -0.1]);
    expect(buckets).toHaveLength(10);
    expect(buckets.map((bucket) => bucket.count)).toEqual([3, 0, 1, 1, 0, 0, 0, 0, 0, 3]);
    expect(buckets[3]).toEqual({ from: 0.3, count: 1 });
  });

  it('is all zeros for no rows', () => {
    expect(scoreBuckets([]).every((bucket) => bucket.count === 0)).toBe(true);
  });
});
