/**
 * Keyboard scrolling of a virtual table's scroll area: arrows by a row, Page Up/Down by what is on
 * screen under the sticky header (less a row, so the last row seen stays in sight), Home/End to the ends.
 */
const STEPS: Record<string, (page: number, row: number) => number | 'top' | 'bottom'> = {
  ArrowDown: (_page, row) => row,
  ArrowUp: (_page, row) => -row,
  PageDown: (page) => page,
  PageUp: (page) => -page,
  Home: () => 'top',
  End: () => 'bottom',
};

/** The scroll position after `key` (undefined: a key that does not scroll). */
export function scrollTopAfterKey(
  key: string,
  { scrollTop, clientHeight, scrollHeight }: { scrollTop: number; clientHeight: number; scrollHeight: number },
  { rowHeight, headerHeight }: { rowHeight: number; headerHeight: number },
): number | undefined {
  const step = STEPS[key];
  if (!step) return undefined;
  const end = Math.max(0, scrollHeight - clientHeight);
  const page = Math.max(rowHeight, clientHeight - headerHeight - rowHeight);
  const move = step(page, rowHeight);
  const next = move === 'top' ? 0 : move === 'bottom' ? end : scrollTop + move;
  return Math.min(end, Math.max(0, next));
}
