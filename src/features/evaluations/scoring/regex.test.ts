import { describe, expect, it } from 'vitest';
import { REGEX_MAX_LENGTH, regexProblem, scoreRegex } from './regex';

const score = (pattern: string, output: string, ignoreCase = false) => scoreRegex({ type: 'regex', pattern, ignoreCase }, output);

describe('regexProblem', () => {
  it('accepts safe patterns, named groups, classes and Unicode properties included', () => {
    for (const pattern of ['^返品(可能|不可)$', '\\d{3}-\\d{4}', '(?<code>[A-Z]{2})\\d+', '(?:はい|いいえ)', '\\p{Script=Katakana}+', '[(?=]\\(\\?=', 'a\\\\1'])
      expect(regexProblem(pattern), pattern).toBeNull();
  });

  it('refuses backreferences, numbered and named', () => {
    expect(regexProblem('(a)\\1')).toEqual({ code: 'backreference', detail: '\\1' });
    expect(regexProblem('(a)(b)(c)(d)(e)(f)(g)(h)(i)(j)\\10')).toEqual({ code: 'backreference', detail: '\\10' });
    expect(regexProblem('(?<n>a)\\k<n>')).toEqual({ code: 'backreference', detail: '\\k<n>' });
    expect(regexProblem('\\k<n>')).toEqual({ code: 'backreference', detail: '\\k<n>' });
  });

  it('refuses the four lookarounds', () => {
    expect(regexProblem('(?=x)')).toEqual({ code: 'lookaround', detail: '(?=' });
    expect(regexProblem('a(?!x)')).toEqual({ code: 'lookaround', detail: '(?!' });
    expect(regexProblem('(?<=円)\\d+')).toEqual({ code: 'lookaround', detail: '(?<=' });
    expect(regexProblem('(?<!x)')).toEqual({ code: 'lookaround', detail: '(?<!' });
  });

  it('refuses a pattern over the length limit, and accepts one at it', () => {
    expect(regexProblem('a'.repeat(REGEX_MAX_LENGTH + 1))).toEqual({ code: 'tooLong', detail: '501' });
    expect(regexProblem('a'.repeat(REGEX_MAX_LENGTH))).toBeNull();
  });

  it('refuses a pattern that does not compile (strict Unicode syntax), with the engine’s message', () => {
    expect(regexProblem('(')).toMatchObject({ code: 'invalid', detail: expect.stringContaining('Unterminated group') });
    expect(regexProblem('[a-')).toMatchObject({ code: 'invalid' });
    // Legal without the `u` flag, not with it.
    expect(regexProblem('\\-')).toMatchObject({ code: 'invalid' });
    expect(regexProblem('a{')).toMatchObject({ code: 'invalid' });
    expect(regexProblem('')).toMatchObject({ code: 'invalid' });
  });
});

describe('scoreRegex', () => {
  it('scores 1 when the pattern matches anywhere in the output', () => {
    expect(score('受付番号\\d+', 'お問い合わせを受け付けました（受付番号12345）')).toEqual({ score: 1, pass: true });
    expect(score('^受付番号', 'お問い合わせを受け付けました（受付番号12345）')).toEqual({ score: 0, pass: false });
  });

  it('matches Japanese patterns: alternatives, Unicode properties, anchors', () => {
    expect(score('(返品|交換)(を|は)承ります', '商品の交換は承ります。').pass).toBe(true);
    expect(score('^\\p{Script=Katakana}+$', 'カタカナ').pass).toBe(true);
    expect(score('^\\p{Script=Katakana}+$', 'ひらがな').pass).toBe(false);
    expect(score('^.{5}$', '𠮷野家です').pass).toBe(true);
  });

  it('folds case only with ignoreCase, full-width letters included', () => {
    expect(score('refund', 'REFUND accepted').pass).toBe(false);
    expect(score('refund', 'REFUND accepted', true).pass).toBe(true);
    expect(score('ｒｅｆｕｎｄ', 'ＲＥＦＵＮＤ', true).pass).toBe(true);
    // The compiled pattern is cached per flags: the case-sensitive one is still case-sensitive.
    expect(score('refund', 'REFUND accepted').pass).toBe(false);
  });

  it('never runs a refused pattern: it fails with its problem', () => {
    expect(score('(a)\\1', 'aa')).toEqual({ score: 0, pass: false, reason: 'backreference: \\1' });
    expect(score('a(?=a)', 'aa')).toEqual({ score: 0, pass: false, reason: 'lookaround: (?=' });
  });
});
