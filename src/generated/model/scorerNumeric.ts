import type { ScorerNumericType } from './scorerNumericType';

/**
 * Reads the first number in the output and in the expected answer (full-width digits, `，` thousands separators and `．` read as ASCII); pass when |output − expected| ≤ tolerance (× |expected| when relative). Score 1 or 0; an output without a number scores 0.
 */
export interface ScorerNumeric {
  type: ScorerNumericType;
  /**
     * @minimum 0
     * @maximum 1000000000
     */
  tolerance: number;
  relative?: boolean;
}
