import type { ScorerRegexType } from './scorerRegexType';

/**
 * Score 1 when the pattern matches anywhere in the output. The pattern runs on a safe engine (RE2 syntax, linear time): a backreference (`\1`, `\k<name>`) or a lookaround (`(?=`, `(?!`, `(?<=`, `(?<!`) is refused, as is a pattern that does not compile: 400 naming the field `outputs.<i>.scorer.pattern`, the detail says why.
 */
export interface ScorerRegex {
  type: ScorerRegexType;
  /**
     * @minLength 1
     * @maxLength 500
     */
  pattern: string;
  ignoreCase?: boolean;
}
