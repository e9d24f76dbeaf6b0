import { describe, expect, it } from 'vitest';
import { diffTexts, sideOf, valuePairs, WORD_DIFF_LIMIT } from './compare-model';

describe('diffTexts', () => {
  it('marks changed words, Japanese included', () => {
    expect(diffTexts('The quick brown fox', 'The slow brown fox jumps', 'en-us')).toEqual([
      { value: 'The ' },
      { value: 'quick', removed: true },
      { value: 'slow', added: true },
      { value: ' brown fox ' },
      { value: 'jumps', added: true },
    ]);
    const parts = diffTexts('カテゴリ: 返品。', 'カテゴリ: 配送。', 'ja-jp');
    expect(parts).toContainEqual({ value: '返品', removed: true });
    expect(parts).toContainEqual({ value: '配送', added: true });
    expect(
      sideOf(parts, 'left')
        .map((part) => part.value)
        .join(''),
    ).toBe('カテゴリ: 返品。');
    expect(
      sideOf(parts, 'right')
        .map((part) => part.value)
        .join(''),
    ).toBe('カテゴリ: 配送。');
  });

  it('compares JSON pretty-printed, and equal texts as one unmarked part', () => {
    expect(diffTexts('{"a":1,"b":"x"}', '{"a":2,"b":"x"}', 'en-us')).toEqual([
      { value: '{\n  "a": ' },
      { value: '1', removed: true },
      { value: '2', added: true },
      { value: ',\n  "b": "x"\n}' },
    ]);
    expect(diffTexts('same', 'same', 'en-us')).toEqual([{ value: 'same' }]);
  });

  it('marks very long texts whole', () => {
    const long = 'a '.repeat(WORD_DIFF_LIMIT);
    expect(diffTexts(long, `${long}b`, 'en-us')).toEqual([
      { value: long, removed: true },
      { value: `${long}b`, added: true },
    ]);
  });
});

describe('valuePairs', () => {
  it("pairs values by name in the first run's order, then the second's own", () => {
    expect(
      valuePairs(
        [
          { name: 'a', value: '1' },
          { name: 'b', value: '2' },
        ],
        [
          { name: 'c', value: '3' },
          { name: 'a', value: '1' },
        ],
      ),
    ).toEqual([
      { name: 'a', left: '1', right: '1', differs: false },
      { name: 'b', left: '2', right: undefined, differs: true },
      { name: 'c', right: '3', differs: true },
    ]);
  });
});
