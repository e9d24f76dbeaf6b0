/**
 * The first sign that someone is using the page: a pointer moving or pressed, a key, a touch, the wheel, focus
 * moving. Watched from the page's start (src/main.ts imports this module), so a pointer moved while the studio loads, or
 * the click that opened a page from another, counts. What a page at rest does not need waits for it: an area list's DataGrid
 * (src/components/data-table/lazy-paged-data-grid.tsx) — on a slow CPU the list stays plain rows and the page idle
 * until it is used (issue #34).
 */
const INTENT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel', 'focusin'] as const;

let acted = false;
const waiting = new Set<() => void>();

function onIntent(): void {
  if (acted) return;
  acted = true;
  for (const type of INTENT_EVENTS) window.removeEventListener(type, onIntent, true);
  const callbacks = [...waiting];
  waiting.clear();
  for (const callback of callbacks) callback();
}

function watch(): void {
  for (const type of INTENT_EVENTS) window.addEventListener(type, onIntent, { capture: true, passive: true });
}

if (typeof window !== 'undefined') watch();

/** Whether the page has been used since it loaded. */
export function userHasActed(): boolean {
  return acted;
}

/** Calls `callback` at the first sign of use (at once if there was one); returns what cancels the wait. */
export function whenUserActs(callback: () => void): () => void {
  if (acted) {
    callback();
    return () => {};
  }
  waiting.add(callback);
  return () => waiting.delete(callback);
}

/** Tests only: as on a page just loaded, nobody has used it yet. */
export function forgetUserIntent(): void {
  if (!acted) return;
  acted = false;
  watch();
}

/** Tests only: as on a page someone has used. */
export function markUserActed(): void {
  onIntent();
}
