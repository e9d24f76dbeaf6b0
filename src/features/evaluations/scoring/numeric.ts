/**
 * The numeric scorer: the first number in the output against the first in the expected answer, within a
 * tolerance (absolute, or a fraction of |expected| when relative). Numbers are read as Japanese text
 * writes them too: full-width digits, `，` thousands separators, `．` decimal points and `－`/`−` minus signs
 * read as their ASCII forms. Not read: exponents (`1e3` is 1), kanji numerals (`三`), `▲`/`△` negatives.
 */
import type { NumericScorer, ScoreResult } from './scorer-types';

/** Full-width digits and signs, and the minus sign U+2212, as ASCII. */
function asciiDigits(text: string): string {
  return text.replace(/[\uff10-\uff19\uff0b\uff0c\uff0d\uff0e\u2212]/gu, (char) =>
    char === '\u2212' ? '-' : String.fromCharCode(char.charCodeAt(0) - 0xfee0),
  );
}

/** A number: an optional sign, digits grouped by commas in threes (`12,345`) or plain, and an optional decimal part. */
const NUMBER = /([-+]?)((?:\d{1,3}(?:,\d{3})+(?!\d)|\d+)(?:\.\d+)?|\.\d+)/u;

/**
 * The first number in `text`, or null when there is none. A sign right after an ASCII letter or digit is a
 * hyphen, not a sign: `A-5` reads 5, while `気温は-5度` reads -5.
 */
export function firstNumber(text: string): number | null {
  const ascii = asciiDigits(text);
  const match = NUMBER.exec(ascii);
  if (!match) return null;
  const [, sign, digits = ''] = match;
  const hyphen = /[0-9A-Za-z]/.test(ascii.charAt(match.index - 1));
  const value = Number(digits.replace(/,/g, ''));
  return sign === '-' && !hyphen ? -value : value;
}

/** Below this fraction of the numbers' size, a difference is floating-point noise (1.1 − 1.0 is 0.10000000000000009). */
const NOISE = 1e-12;

/** Score 1 when |output − expected| ≤ tolerance (× |expected| when relative); 0 when either text has no number. */
export function scoreNumeric(scorer: NumericScorer, output: string, expected: string): ScoreResult {
  const actual = firstNumber(output);
  const target = firstNumber(expected);
  if (actual === null || target === null) return { score: 0, pass: false };
  const bound = scorer.relative === true ? scorer.tolerance * Math.abs(target) : scorer.tolerance;
  const pass = Math.abs(actual - target) <= bound + NOISE * Math.max(1, Math.abs(actual), Math.abs(target));
  return { score: pass ? 1 : 0, pass };
}
