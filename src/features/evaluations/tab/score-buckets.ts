/**
 * The score distribution of a run's rows: ten buckets of 0.1 (the last holds 0.9 up to and including 1),
 * each with how many rows scored in it.
 */
export const BUCKET_COUNT = 10;

export interface ScoreBucket {
  /** The bucket's lower bound (0, 0.1, … 0.9). */
  from: number;
  count: number;
}

export function scoreBuckets(scores: Iterable<number>): ScoreBucket[] {
  const counts = new Array<number>(BUCKET_COUNT).fill(0);
  for (const score of scores) {
    const clamped = Math.min(1, Math.max(0, score));
    // Rounded first, so a score of 0.3 (0.30000000000000004 · 10 = 3.0000000000000004) lands in 0.3's bucket.
    const index = Math.min(BUCKET_COUNT - 1, Math.floor(Math.round(clamped * BUCKET_COUNT * 1e6) / 1e6));
    counts[index]! += 1;
  }
  return counts.map((count, index) => ({ from: index / BUCKET_COUNT, count }));
}
