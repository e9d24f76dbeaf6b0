import { describe, expect, it } from 'vitest';
import { chunkText, type TextChunk } from './chunk-text';

const JA_RULES = [
  '第1条（目的）この規程は、従業員の就業に関する事項を定める。',
  '第2条（適用範囲）この規程は、会社に雇用されるすべての従業員に適用する。',
  '第3条（利用）従業員は AI Workflow Studio を利用する。',
  '業務で生成した文書は必ず上長が確認すること！',
  '不明な点は誰に聞けばよいか？',
  '担当者は「速やかに報告する。」と定めた。',
  '第4条（改廃）この規程の改廃は、取締役会の決議による。',
].join('');

const EN_TEXT = [
  'The knowledge index splits each file into chunks. Each chunk is embedded on its own. Retrieval returns the closest chunks.',
  '',
  'Overlap keeps context across a cut. A sentence that straddles two chunks appears in both. Version 3.5 is not a sentence end.',
  '',
  'Short paragraph here.',
].join('\n');

const surrogateSplit = (s: string, i: number) => /[\ud800-\udbff]/.test(s[i - 1] ?? '') && /[\udc00-\udfff]/.test(s[i] ?? '');

/** The invariants every split must satisfy. */
function expectInvariants(text: string, chunks: TextChunk[], size: number, overlap: number) {
  if (!text) return expect(chunks).toEqual([]);
  expect(chunks[0]!.start).toBe(0);
  expect(chunks.at(-1)!.end).toBe(text.length);
  chunks.forEach((chunk, i) => {
    expect(chunk.index).toBe(i);
    expect(chunk.text).toBe(text.slice(chunk.start, chunk.end));
    // One unit over only to keep a pair whole when size - overlap is 1 (no room for a pair after the overlap).
    const pairAtCut = size - overlap === 1 && /[\ud800-\udbff]/.test(text[chunk.end - 2] ?? '');
    expect(chunk.text.length).toBeLessThanOrEqual(pairAtCut ? size + 1 : size);
    expect(chunk.end).toBeGreaterThan(chunk.overlapEnd);
    expect(surrogateSplit(text, chunk.start) || surrogateSplit(text, chunk.end)).toBe(false);
    if (i === 0) return expect(chunk.overlapEnd).toBe(chunk.start);
    const prev = chunks[i - 1]!;
    expect(chunk.overlapEnd).toBe(prev.end);
    expect(chunk.start).toBeGreaterThan(prev.start);
    // Exactly `overlap` shared characters, one less where the overlap would have started inside a surrogate pair.
    const shared = text.slice(chunk.start, chunk.overlapEnd);
    expect(prev.text.endsWith(shared)).toBe(true);
    expect(shared.length === overlap || (shared.length === overlap - 1 && surrogateSplit(text, prev.end - overlap))).toBe(true);
  });
}

describe('chunkText', () => {
  it('splits Japanese text only after 。！？ when such a break is in range, never at a space', () => {
    for (const [size, overlap] of [
      [60, 10],
      [45, 5],
      [80, 20],
      [40, 0],
    ] as const) {
      const chunks = chunkText(JA_RULES, size, overlap);
      expect(chunks.length).toBeGreaterThan(1);
      expectInvariants(JA_RULES, chunks, size, overlap);
      for (const chunk of chunks.slice(0, -1)) expect(chunk.text).toMatch(/[。！？]」?$/);
    }
  });

  it('never splits Japanese at a space, even with no sentence end in range (hard cut instead)', () => {
    const text = '本システムでは AI Workflow Studio と Knowledge Index と Agent Builder を組み合わせて業務を自動化することができます';
    const chunks = chunkText(text, 18, 4);
    expectInvariants(text, chunks, 18, 4);
    expect(chunks.slice(0, -1).map((c) => c.text.length)).toEqual(chunks.slice(0, -1).map(() => 18));
    expect(chunks.slice(0, -1).some((c) => c.text.endsWith(' '))).toBe(false);
  });

  it('keeps a closing 」 after 。 in the chunk', () => {
    const text = '彼は「明日やる。」と言った。' + 'あ'.repeat(30);
    const [first] = chunkText(text, 12, 2);
    expect(first!.text).toBe('彼は「明日やる。」');
    const [whole] = chunkText('問題ない？！次へ進む。' + 'い'.repeat(20), 8, 0);
    expect(whole!.text).toBe('問題ない？！'); // not between ？ and ！
  });

  it('splits English at blank lines first, then after ". "', () => {
    const chunks = chunkText(EN_TEXT, 150, 20);
    expectInvariants(EN_TEXT, chunks, 150, 20);
    expect(chunks[0]!.text).toBe(EN_TEXT.slice(0, EN_TEXT.indexOf('\n\n') + 2));
    // Every 70-character window holds a sentence end here, so no chunk falls back to a space.
    const sentences = chunkText(EN_TEXT, 80, 10);
    expectInvariants(EN_TEXT, sentences, 80, 10);
    expect(sentences[0]!.text).toBe('The knowledge index splits each file into chunks. ');
    for (const chunk of sentences.slice(0, -1)) expect(chunk.text).toMatch(/([.!?] |\n)$/);
    expect(sentences.some((c) => c.text.endsWith('3.'))).toBe(false);
  });

  it('falls back to a space in non-CJK text, then to a hard cut', () => {
    const words = 'lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor';
    const chunks = chunkText(words, 20, 5);
    expectInvariants(words, chunks, 20, 5);
    for (const chunk of chunks.slice(0, -1)) expect(chunk.text).toMatch(/ $/);
    const long = 'x'.repeat(100);
    expect(chunkText(long, 30, 5).map((c) => [c.start, c.end])).toEqual([
      [0, 30],
      [25, 55],
      [50, 80],
      [75, 100],
    ]);
    const ja = 'あ'.repeat(50);
    expect(chunkText(ja, 20, 0).map((c) => c.text.length)).toEqual([20, 20, 10]);
  });

  it('shares exactly `overlap` characters between neighbours', () => {
    const chunks = chunkText(EN_TEXT, 50, 12);
    for (let i = 1; i < chunks.length; i++) {
      const [prev, chunk] = [chunks[i - 1]!, chunks[i]!];
      expect(chunk.start).toBe(prev.end - 12);
      expect(EN_TEXT.slice(chunk.start, chunk.overlapEnd)).toBe(prev.text.slice(-12));
    }
  });

  it('handles short, exact-size and empty text', () => {
    expect(chunkText('', 10, 2)).toEqual([]);
    expect(chunkText('短い文。', 10, 2)).toEqual([{ index: 0, start: 0, end: 4, overlapEnd: 0, text: '短い文。' }]);
    expect(chunkText('abcdefghij', 10, 9)).toHaveLength(1);
    expect(chunkText('abcdefghijk', 10, 0).map((c) => c.text)).toEqual(['abcdefghij', 'k']);
  });

  it('stops after maxChunks', () => {
    const all = chunkText(JA_RULES, 40, 5);
    expect(chunkText(JA_RULES, 40, 5, { maxChunks: 2 })).toEqual(all.slice(0, 2));
    expect(chunkText(JA_RULES, 40, 5, { maxChunks: 0 })).toEqual([]);
  });

  it('rejects invalid sizes and overlaps', () => {
    expect(() => chunkText('a', 0, 0)).toThrow(RangeError);
    expect(() => chunkText('a', 10, -1)).toThrow(RangeError);
    expect(() => chunkText('a', 10, 10)).toThrow(RangeError);
    expect(() => chunkText('a', 10, 11)).toThrow(RangeError);
    expect(() => chunkText('a', 1.5, 0)).toThrow(RangeError);
    expect(() => chunkText('a', Number.NaN, 0)).toThrow(RangeError);
    expect(chunkText('ab', 1, 0).map((c) => c.text)).toEqual(['a', 'b']);
  });

  it('never splits a surrogate pair', () => {
    for (const char of ['😀', '𠮷']) {
      const text = `${char}a${char.repeat(3)}bc${char}。${char.repeat(7)}`;
      for (const [size, overlap] of [
        [3, 1],
        [4, 1],
        [5, 2],
        [6, 3],
        [7, 0],
      ] as const) {
        expectInvariants(text, chunkText(text, size, overlap), size, overlap);
      }
    }
  });

  it('takes a pair whole (one unit over the size) only when size - overlap is 1 and the pair lands on the cut', () => {
    for (const [size, overlap] of [
      [1, 0],
      [2, 1],
      [4, 3],
    ] as const) {
      const text = `ab😀c${'😀'.repeat(3)}`;
      const chunks = chunkText(text, size, overlap);
      expectInvariants(text, chunks, size, overlap);
      expect(chunks.some((c) => c.text.length === size + 1)).toBe(true);
    }
  });

  it('keeps the invariants on a longer mixed text for several sizes and overlaps', () => {
    const text = [JA_RULES, EN_TEXT, '絵文字😀も含む行。\n\n', 'word '.repeat(40), '𠮷野家'.repeat(10), '\r\n\r\n最後の段落です！'].join('\n');
    for (const size of [5, 13, 32, 64, 100, 257]) {
      for (const overlap of [0, 1, 4, Math.floor(size / 3), size - 2]) {
        if (overlap < 0 || overlap >= size) continue;
        const chunks = chunkText(text, size, overlap);
        expectInvariants(text, chunks, size, overlap);
        // A chunk that ends at a space after Japanese is a hard cut that happens to land there.
        for (const chunk of chunks.filter((c) => /[ぁ-んァ-ヶ一-龠] $/.test(c.text))) expect(chunk.text.length).toBe(size);
      }
    }
  });
});
