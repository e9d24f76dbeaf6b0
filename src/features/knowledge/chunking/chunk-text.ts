/**
 * Chunk preview: how a file's text is split for a knowledge index, given a chunk size and overlap in characters
 * (UTF-16 code units).
 *
 * Each chunk starts `chunkOverlap` characters before the previous one ended, and ends at the LAST break that keeps
 * it within `chunkSize` and longer than the overlap, preferring in order:
 *   1. a paragraph break (after a blank line);
 *   2. a sentence end (after 。｡！？ and any closing brackets right after it, e.g. 。」; after the whitespace that
 *      follows . ! ? and any closing brackets) or a newline;
 *   3. a space, only when the chunk's current line holds no CJK text (Japanese is never split at a space, not even
 *      between half-width words inside it);
 *   4. a hard cut at the size.
 * A surrogate pair is never split: a cut moves before the pair, and an overlap that would start inside one starts
 * after it (carrying one character less). Only when chunkSize - chunkOverlap is 1 and a pair lands on the cut
 * does a chunk take the whole pair, one code unit over the size.
 */

export interface TextChunk {
  /** 0-based. */
  index: number;
  /** Offset in the text where the chunk starts (including the overlap). */
  start: number;
  /** Exclusive end offset. */
  end: number;
  /** Where the overlap carried from the previous chunk ends (== start for the first chunk). */
  overlapEnd: number;
  /** text.slice(start, end), whitespace kept. */
  text: string;
}

const NONE = 0;
const SPACE = 1;
const SENTENCE = 2;
const PARAGRAPH = 3;

const WIDE_TERMINATORS = '。｡！？';
const ASCII_TERMINATORS = '.!?';
const CLOSERS = '」』）】〕〉》”’)]"\'';
const CJK = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}\u3000-\u30ff\uff00-\uffef]/u;

const isHigh = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLow = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** Whether offset i is not inside a surrogate pair. */
const isBoundary = (text: string, i: number) => !(isHigh(text.charCodeAt(i - 1)) && isLow(text.charCodeAt(i)));

/** Whether text[..end) ends with one of `terminators`, then any closing brackets. */
function endsSentence(text: string, end: number, terminators: string): boolean {
  let i = end;
  while (i > 0 && CLOSERS.includes(text[i - 1]!)) i--;
  return i > 0 && terminators.includes(text[i - 1]!);
}

/** Whether the newline at `nl` ends a blank (whitespace-only) line. */
function endsBlankLine(text: string, nl: number): boolean {
  let i = nl;
  while (i > 0 && ' \t\r\u3000'.includes(text[i - 1]!)) i--;
  return i > 0 && text[i - 1] === '\n';
}

/** How good a break between text[p - 1] and text[p] is (0 < p < text.length). */
function breakLevel(text: string, p: number): number {
  const prev = text[p - 1]!;
  const next = text[p]!;
  if (prev === '\n') return endsBlankLine(text, p - 1) ? PARAGRAPH : SENTENCE;
  if (!CLOSERS.includes(next) && !WIDE_TERMINATORS.includes(next) && endsSentence(text, p, WIDE_TERMINATORS)) return SENTENCE;
  if (prev === ' ' || prev === '\t') return endsSentence(text, p - 1, ASCII_TERMINATORS) ? SENTENCE : SPACE;
  return NONE;
}

/** The chunk's end: the last break in (lo, hi] at the best level found, else a hard cut at hi. */
function chooseEnd(text: string, start: number, lo: number, hi: number): number {
  let sentence = 0;
  let space = 0;
  for (let p = hi; p > lo; p--) {
    const level = breakLevel(text, p);
    if (level === PARAGRAPH) return p;
    if (level === SENTENCE && !sentence) sentence = p;
    if (level === SPACE && !space) space = p;
  }
  if (sentence) return sentence;
  if (space) {
    // No newline in (lo, hi], so every space found is on the line that runs past the cut.
    const window = text.slice(start, hi + 2);
    if (!CJK.test(window.slice(window.lastIndexOf('\n') + 1))) return space;
  }
  return hi;
}

export function chunkText(text: string, chunkSize: number, chunkOverlap: number, options: { maxChunks?: number } = {}): TextChunk[] {
  if (!Number.isInteger(chunkSize) || chunkSize < 1) throw new RangeError(`chunkSize must be an integer ≥ 1, got ${chunkSize}`);
  if (!Number.isInteger(chunkOverlap) || chunkOverlap < 0 || chunkOverlap >= chunkSize) {
    throw new RangeError(`chunkOverlap must be an integer ≥ 0 and < chunkSize (${chunkSize}), got ${chunkOverlap}`);
  }
  const maxChunks = options.maxChunks ?? Infinity;
  const chunks: TextChunk[] = [];
  let start = 0;
  let overlapEnd = 0;
  while (overlapEnd < text.length && chunks.length < maxChunks) {
    let end: number;
    if (start + chunkSize >= text.length) {
      end = text.length;
    } else {
      // Ending after lo keeps the chunk longer than the overlap, so the next chunk starts later than this one.
      const lo = start + chunkOverlap;
      const hi = isBoundary(text, start + chunkSize) ? start + chunkSize : start + chunkSize - 1;
      end = hi > lo ? chooseEnd(text, start, lo, hi) : lo + 2; // hi === lo: a pair at lo that only fits whole
    }
    chunks.push({ index: chunks.length, start, end, overlapEnd, text: text.slice(start, end) });
    overlapEnd = end;
    start = isBoundary(text, end - chunkOverlap) ? end - chunkOverlap : end - chunkOverlap + 1;
  }
  return chunks;
}
