import { describe, expect, it } from 'vitest';
import { textDiff } from './text-diff';

describe('textDiff', () => {
  it('marks Japanese changes character by character', () => {
    expect(textDiff('カテゴリ：返品', 'カテゴリ：請求')).toEqual([
      { kind: 'same', text: 'カテゴリ：' },
      { kind: 'removed', text: '返品' },
      { kind: 'added', text: '請求' },
    ]);
  });

  it('keeps equal texts whole and an empty side as one change', () => {
    expect(textDiff('同じ', '同じ')).toEqual([{ kind: 'same', text: '同じ' }]);
    expect(textDiff('', '新しい')).toEqual([{ kind: 'added', text: '新しい' }]);
  });

  it('shows very long texts as replaced', () => {
    const long = 'あ'.repeat(20_001);
    expect(textDiff(long, 'い')).toEqual([
      { kind: 'removed', text: long },
      { kind: 'added', text: 'い' },
    ]);
  });
});
