import { describe, expect, it } from 'vitest';
import { DEFAULT_NORMALIZE, normalizeOptions, normalizeText } from './normalize';

const OFF = { width: false, case: false, whitespace: false };

describe('normalizeText', () => {
  it('folds full-width letters and digits and half-width katakana with width (NFKC)', () => {
    expect(normalizeText('ＡＢＣ１２３', { ...OFF, width: true })).toBe('ABC123');
    expect(normalizeText('ｶﾀｶﾅ', { ...OFF, width: true })).toBe('カタカナ');
    // A voiced mark written as its own half-width character joins its kana.
    expect(normalizeText('ｶﾞｲﾄﾞ', { ...OFF, width: true })).toBe('ガイド');
    expect(normalizeText('ＡＢＣ１２３ｶﾀｶﾅ', OFF)).toBe('ＡＢＣ１２３ｶﾀｶﾅ');
  });

  it('folds case with case, full-width letters included', () => {
    expect(normalizeText('Order ID', { ...OFF, case: true })).toBe('order id');
    expect(normalizeText('ＡＢＣ', { ...OFF, case: true })).toBe('ａｂｃ');
    expect(normalizeText('Order ID', OFF)).toBe('Order ID');
  });

  it('trims and collapses whitespace with whitespace, the ideographic space included', () => {
    expect(normalizeText('\u3000 返品は\u3000\u3000可能です\n\t。 ', { ...OFF, whitespace: true })).toBe('返品は 可能です 。');
    expect(normalizeText(' 返品は\u3000可能です ', OFF)).toBe(' 返品は\u3000可能です ');
  });

  it('applies width before case: full-width capitals fold to ASCII lower case', () => {
    expect(normalizeText('　ＲＥＴＵＲＮ　ＯＫ　', DEFAULT_NORMALIZE)).toBe('return ok');
  });

  it('leaves the options the backend left out at true', () => {
    expect(normalizeOptions({ case: false })).toEqual({ width: true, case: false, whitespace: true });
    expect(normalizeOptions(undefined)).toEqual(DEFAULT_NORMALIZE);
  });
});
