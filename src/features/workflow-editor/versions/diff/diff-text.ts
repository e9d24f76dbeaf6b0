/**
 * A text diff for long settings (prompts, queries): the text cut into tokens, words for scripts written
 * with spaces (Intl.Segmenter, so "don't" or "v1.2" stay whole) and single characters for Chinese and
 * Japanese (no spaces: 「返品を受け付けます」→「返品は受け付けません」 marks を→は and ん only), then the token
 * lists diffed with jsdiff's `diffArrays`. A diff past `MAX_EDIT` tokens of edits (a text rewritten) is
 * done by lines instead, and past that too (two unrelated texts) the whole text is marked removed and
 * added, so a 20,000-character prompt never stalls the page (Myers' diff costs edits² at worst).
 */
import { diffArrays } from 'diff';

export interface TextSegment {
  type: 'equal' | 'added' | 'removed';
  text: string;
}

/** Edits (tokens added plus removed) past which the texts are shown as replaced whole. */
export const MAX_EDIT = 1000;

// Han (with the iteration marks 々〆), hiragana, katakana and their marks: one token per character.
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3005\u3006\u30fc\uff66-\uff9f]/u;
const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3005\u3006\u30fc\uff66-\uff9f]\p{M}*|[^]/gu;

let segmenter: Intl.Segmenter | undefined;
const wordSegmenter = (): Intl.Segmenter | undefined => {
  if (typeof Intl.Segmenter !== 'function') return undefined;
  segmenter ??= new Intl.Segmenter('und', { granularity: 'word' });
  return segmenter;
};

/** Words, spaces and punctuation as tokens; CJK text one character per token. Joined, the tokens are the text. */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  const words = wordSegmenter();
  const pieces = words ? Array.from(words.segment(text), (part) => part.segment) : (text.match(/[\p{L}\p{M}\p{N}_]+|\s+|[^]/gu) ?? []);
  for (const piece of pieces) {
    if (piece.length > 1 && CJK.test(piece)) {
      for (const char of piece.match(CJK_RUN) ?? []) tokens.push(char);
    } else tokens.push(piece);
  }
  return tokens;
}

/** The lines of a text, each with its line break. */
const lines = (text: string): string[] => text.match(/[^\n]*\n|[^\n]+$/g) ?? [];

const whole = (before: string, after: string): TextSegment[] => [
  ...(before ? [{ type: 'removed' as const, text: before }] : []),
  ...(after ? [{ type: 'added' as const, text: after }] : []),
];

/** The segments from `before` to `after` in reading order (a removed segment before the added one that replaces it). */
export function diffText(before: string, after: string): TextSegment[] {
  if (before === after) return before ? [{ type: 'equal', text: before }] : [];
  if (!before || !after) return whole(before, after);
  const changes =
    diffArrays(tokenize(before), tokenize(after), { maxEditLength: MAX_EDIT }) ?? diffArrays(lines(before), lines(after), { maxEditLength: MAX_EDIT });
  if (!changes) return whole(before, after);
  const segments: TextSegment[] = [];
  for (const change of changes) {
    const type = change.added ? 'added' : change.removed ? 'removed' : 'equal';
    const text = change.value.join('');
    const last = segments[segments.length - 1];
    if (last?.type === type) last.text += text;
    else if (text) segments.push({ type, text });
  }
  return segments;
}
