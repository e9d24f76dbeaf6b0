import type { ScorerContainsType } from './scorerContainsType';
import type { TextNormalization } from './textNormalization';

/**
 * Score 1 when the normalised output contains the normalised expected answer, else 0.
 */
export interface ScorerContains {
  type: ScorerContainsType;
  normalize?: TextNormalization;
}
