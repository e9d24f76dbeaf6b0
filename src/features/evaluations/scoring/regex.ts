/**
 * The regular-expression scorer and its safety rules. The backend runs patterns on a linear-time engine
 * (RE2 syntax), so a pattern that needs backtracking is refused before it is stored: a backreference
 * (`\1`, `\k<name>`) or a lookaround (`(?=`, `(?!`, `(?<=`, `(?<!`). Anything else must compile as a
 * JavaScript pattern with the `u` flag (the strict Unicode syntax, closest to RE2's). Scoring compiles the
 * pattern with `u` (and `i` when `ignoreCase`) and passes when it matches anywhere in the output.
 */
import type { RegexScorer, ScoreResult } from './scorer-types';

/** The longest pattern the contract accepts. */
export const REGEX_MAX_LENGTH = 500;

export type RegexProblemCode = 'tooLong' | 'backreference' | 'lookaround' | 'invalid';

/** Why a pattern is refused: `code` picks the message; `detail` is the length, the offending piece or the engine's message. */
export interface RegexProblem {
  code: RegexProblemCode;
  detail: string;
}

const LOOKAROUNDS = ['(?<=', '(?<!', '(?=', '(?!'];

/**
 * The first backreference or lookaround outside a character class, or null. A scan rather than a regex:
 * escapes (`\(` is a literal) and classes (`[(?=]` holds three literals) must be skipped as the engine
 * skips them.
 */
function unsafeConstruct(pattern: string): RegexProblem | null {
  let inClass = false;
  for (let at = 0; at < pattern.length; at += 1) {
    const char = pattern[at];
    if (char === '\\') {
      const next = pattern[at + 1] ?? '';
      if (!inClass && /[1-9]/.test(next)) return { code: 'backreference', detail: `\\${/^\d+/.exec(pattern.slice(at + 1))?.[0] ?? next}` };
      if (!inClass && next === 'k' && pattern[at + 2] === '<') {
        const end = pattern.indexOf('>', at);
        return { code: 'backreference', detail: end === -1 ? pattern.slice(at) : pattern.slice(at, end + 1) };
      }
      at += 1;
    } else if (inClass) {
      if (char === ']') inClass = false;
    } else if (char === '[') {
      inClass = true;
    } else if (char === '(') {
      const lookaround = LOOKAROUNDS.find((opening) => pattern.startsWith(opening, at));
      if (lookaround) return { code: 'lookaround', detail: lookaround };
    }
  }
  return null;
}

/** null when the pattern is safe and compiles; otherwise why. Checks in order: length, backreference or lookaround, compiles. */
export function regexProblem(pattern: string): RegexProblem | null {
  if (pattern.length > REGEX_MAX_LENGTH) return { code: 'tooLong', detail: String(pattern.length) };
  if (pattern.length === 0) return { code: 'invalid', detail: 'empty pattern' };
  const unsafe = unsafeConstruct(pattern);
  if (unsafe) return unsafe;
  try {
    new RegExp(pattern, 'u');
  } catch (error) {
    return { code: 'invalid', detail: error instanceof Error ? error.message : String(error) };
  }
  return null;
}

/** Safe patterns compiled, by flags and source (a set scores one pattern over thousands of rows). */
const compiled = new Map<string, RegExp>();
const CACHE_LIMIT = 200;

/** The compiled pattern, or why the safety rules refuse it (a refused pattern is never compiled for scoring). */
function compileSafe(pattern: string, ignoreCase: boolean): RegExp | RegexProblem {
  const flags = ignoreCase ? 'iu' : 'u';
  const key = `${flags}/${pattern}`;
  const cached = compiled.get(key);
  if (cached) return cached;
  const problem = regexProblem(pattern);
  if (problem) return problem;
  if (compiled.size >= CACHE_LIMIT) compiled.delete(compiled.keys().next().value as string);
  const regex = new RegExp(pattern, flags);
  compiled.set(key, regex);
  return regex;
}

/**
 * Score 1 when the pattern matches anywhere in the output. A pattern the safety rules refuse (the backend
 * never stores one) is never run: it fails, its problem as the reason. The expected answer is not used.
 */
export function scoreRegex(scorer: RegexScorer, output: string): ScoreResult {
  const regex = compileSafe(scorer.pattern, scorer.ignoreCase === true);
  if (!(regex instanceof RegExp)) return { score: 0, pass: false, reason: `${regex.code}: ${regex.detail}` };
  const pass = regex.test(output);
  return { score: pass ? 1 : 0, pass };
}
