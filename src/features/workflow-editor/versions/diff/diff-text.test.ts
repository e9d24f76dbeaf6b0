import { describe, expect, it } from 'vitest';
import { diffText, tokenize } from './diff-text';

const changed = (segments: ReturnType<typeof diffText>) => segments.filter((s) => s.type !== 'equal').map((s) => `${s.type === 'added' ? '+' : '-'}${s.text}`);

describe('diffText', () => {
  it('diffs Japanese by character, marking only the changed characters', () => {
    const segments = diffText('返品を受け付けます', '返品は受け付けません');
    expect(segments).toEqual([
      { type: 'equal', text: '返品' },
      { type: 'removed', text: 'を' },
      { type: 'added', text: 'は' },
      { type: 'equal', text: '受け付けま' },
      { type: 'removed', text: 'す' },
      { type: 'added', text: 'せん' },
    ]);
  });

  it('diffs English by word, and mixed text by word and character', () => {
    expect(changed(diffText('The quick brown fox jumps', 'The slow brown fox jumped'))).toEqual(['-quick', '+slow', '-jumps', '+jumped']);
    expect(changed(diffText('回答は FAQ を参照して、丁寧に答えてください', '回答は FAQ と規約を参照して、簡潔に答えてください'))).toEqual([
      '+と規約',
      '-丁寧',
      '+簡潔',
    ]);
    expect(tokenize("don't v1.2 です")).toEqual(["don't", ' ', 'v1.2', ' ', 'で', 'す']);
  });

  it('gives the texts back whole: equal, all added or all removed', () => {
    expect(diffText('same', 'same')).toEqual([{ type: 'equal', text: 'same' }]);
    expect(diffText('', '')).toEqual([]);
    expect(diffText('', 'new')).toEqual([{ type: 'added', text: 'new' }]);
    expect(diffText('old', '')).toEqual([{ type: 'removed', text: 'old' }]);
  });

  it('stays quick on 10,000-character prompts and keeps every character', () => {
    const prompt = Array.from({ length: 400 }, (_, i) => `これは${i}番目の文です。Please answer politely. `).join('');
    const edited = `${prompt.slice(0, 3000)}追加の文${prompt.slice(3000, 7000).replace(/politely/g, 'briefly')}${prompt.slice(7100)}`;
    const unrelated = Array.from({ length: 10_000 }, (_, i) => String.fromCharCode(0x4e00 + ((i * 7919) % 5000))).join('');
    for (const [a, b] of [
      [prompt, edited],
      [prompt, unrelated],
    ] as const) {
      const started = performance.now();
      const segments = diffText(a, b);
      expect(performance.now() - started).toBeLessThan(1000);
      expect(
        segments
          .filter((s) => s.type !== 'added')
          .map((s) => s.text)
          .join(''),
      ).toBe(a);
      expect(
        segments
          .filter((s) => s.type !== 'removed')
          .map((s) => s.text)
          .join(''),
      ).toBe(b);
    }
  });
});
