import { describe, expect, it } from 'vitest';
import { scoreContains, scoreExactMatch } from './exact-contains';
import type { NormalizeOptions } from './scorer-types';

const ALL: NormalizeOptions = { width: true, case: true, whitespace: true };
const exact = (normalize: NormalizeOptions, output: string, expected: string) => scoreExactMatch({ type: 'exact_match', normalize }, output, expected);
const contains = (normalize: NormalizeOptions, output: string, expected: string) => scoreContains({ type: 'contains', normalize }, output, expected);

describe('scoreExactMatch', () => {
  it('scores 1 for the same text and 0 otherwise', () => {
    expect(exact(ALL, '返品可能', '返品可能')).toEqual({ score: 1, pass: true });
    expect(exact(ALL, '返品不可', '返品可能')).toEqual({ score: 0, pass: false });
  });

  it('reads full-width and half-width alike only with width', () => {
    expect(exact(ALL, 'ＡＢＣ１２３', 'ABC123').pass).toBe(true);
    expect(exact(ALL, 'ｶﾀｶﾅ', 'カタカナ').pass).toBe(true);
    expect(exact({ ...ALL, width: false }, 'ＡＢＣ１２３', 'ABC123').pass).toBe(false);
    expect(exact({ ...ALL, width: false }, 'ｶﾀｶﾅ', 'カタカナ').pass).toBe(false);
  });

  it('ignores case only with case', () => {
    expect(exact(ALL, 'Refund', 'REFUND').pass).toBe(true);
    expect(exact({ ...ALL, case: false }, 'Refund', 'REFUND').pass).toBe(false);
    expect(exact({ ...ALL, case: false }, 'ＲＥＦＵＮＤ', 'REFUND').pass).toBe(true);
  });

  it('ignores surrounding and repeated whitespace (the ideographic space too) only with whitespace', () => {
    expect(exact(ALL, '\u3000配送 状況\u3000', '配送  状況').pass).toBe(true);
    expect(exact({ ...ALL, whitespace: false }, ' 配送状況 ', '配送状況').pass).toBe(false);
    expect(exact({ ...ALL, whitespace: false }, '配送  状況', '配送 状況').pass).toBe(false);
    // With width on and whitespace off, the ideographic space still reads as a space (NFKC).
    expect(exact({ ...ALL, whitespace: false }, '配送\u3000状況', '配送 状況').pass).toBe(true);
    expect(exact({ width: false, case: false, whitespace: false }, '配送\u3000状況', '配送 状況').pass).toBe(false);
  });

  it('compares exactly with every option off', () => {
    const off = { width: false, case: false, whitespace: false };
    expect(exact(off, 'Refund', 'Refund').pass).toBe(true);
    expect(exact(off, 'Refund ', 'Refund').pass).toBe(false);
  });
});

describe('scoreContains', () => {
  it('passes when the expected answer is anywhere in the output', () => {
    expect(contains(ALL, 'ご注文の返品は30日以内に受け付けます。', '30日以内')).toEqual({ score: 1, pass: true });
    expect(contains(ALL, 'ご注文の返品は受け付けておりません。', '30日以内')).toEqual({ score: 0, pass: false });
  });

  it('folds width only with width', () => {
    expect(contains(ALL, 'ご注文の返品は３０日以内に受け付けます。', '30日以内').pass).toBe(true);
    expect(contains(ALL, 'ｵﾍﾟﾚｰﾀｰにおつなぎします', 'オペレーター').pass).toBe(true);
    expect(contains({ ...ALL, width: false }, 'ご注文の返品は３０日以内に受け付けます。', '30日以内').pass).toBe(false);
  });

  it('folds case only with case', () => {
    expect(contains(ALL, 'Please contact SUPPORT@example.com', 'support@example.com').pass).toBe(true);
    expect(contains({ ...ALL, case: false }, 'Please contact SUPPORT@example.com', 'support@example.com').pass).toBe(false);
  });

  it('collapses whitespace (the ideographic space too) only with whitespace', () => {
    expect(contains(ALL, '担当者より\u3000\u3000折り返しご連絡します', '担当者より 折り返し').pass).toBe(true);
    expect(contains({ width: false, case: true, whitespace: false }, '担当者より\u3000\u3000折り返し', '担当者より 折り返し').pass).toBe(false);
    expect(contains({ ...ALL, whitespace: false }, '担当者より  折り返し', '担当者より 折り返し').pass).toBe(false);
  });

  it('finds an empty expected answer in every output', () => {
    expect(contains(ALL, '何か', '').pass).toBe(true);
  });
});
