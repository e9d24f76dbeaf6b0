import type { ScorerExactMatchType } from './scorerExactMatchType';
import type { TextNormalization } from './textNormalization';

/**
 * Score 1 when the normalised output equals the normalised expected answer, else 0.
 */
export interface ScorerExactMatch {
  type: ScorerExactMatchType;
  normalize?: TextNormalization;
}
