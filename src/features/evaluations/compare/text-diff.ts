/**
 * Two outputs' differences, character by character (Japanese has no spaces between words, so a word diff
 * would mark a whole sentence): runs of kept, removed (only in the base output) and added (only in the
 * head output) text. Long texts fall back to a whole-text change rather than a slow diff.
 */
import { diffChars } from 'diff';

export type DiffPart = { kind: 'same' | 'removed' | 'added'; text: string };

/** Above this many characters on a side the diff is not worth its cost: the texts are shown as replaced. */
export const DIFF_MAX_CHARS = 20_000;

export function textDiff(base: string, head: string): DiffPart[] {
  if (base === head) return base ? [{ kind: 'same', text: base }] : [];
  if (base.length > DIFF_MAX_CHARS || head.length > DIFF_MAX_CHARS) {
    return [...(base ? [{ kind: 'removed' as const, text: base }] : []), ...(head ? [{ kind: 'added' as const, text: head }] : [])];
  }
  return diffChars(base, head).map((change) => ({ kind: change.added ? 'added' : change.removed ? 'removed' : 'same', text: change.value }));
}
