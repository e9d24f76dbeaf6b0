/**
 * The exact-match and contains scorers: both texts normalised alike (normalize.ts), then compared whole
 * or searched. Score 1 or 0.
 */
import { normalizeOptions, normalizeText } from './normalize';
import type { ContainsScorer, ExactMatchScorer, ScoreResult } from './scorer-types';

const PASS: ScoreResult = { score: 1, pass: true };
const FAIL: ScoreResult = { score: 0, pass: false };

/** Passes when the output equals the expected answer once both are normalised. */
export function scoreExactMatch(scorer: ExactMatchScorer, output: string, expected: string): ScoreResult {
  const options = normalizeOptions(scorer.normalize);
  return normalizeText(output, options) === normalizeText(expected, options) ? PASS : FAIL;
}

/** Passes when the normalised output contains the normalised expected answer (an empty answer is in every output). */
export function scoreContains(scorer: ContainsScorer, output: string, expected: string): ScoreResult {
  const options = normalizeOptions(scorer.normalize);
  return normalizeText(output, options).includes(normalizeText(expected, options)) ? PASS : FAIL;
}
