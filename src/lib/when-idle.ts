/**
 * Runs `run` when the main thread is next idle (a timer where the browser has no idle callbacks); returns what
 * cancels it. For work a page can do after it is on screen (fetching code a later click will need).
 */
export function whenIdle(run: () => void, fallbackMs = 1500): () => void {
  if (typeof globalThis.requestIdleCallback === 'function') {
    const id = globalThis.requestIdleCallback(run);
    return () => globalThis.cancelIdleCallback?.(id);
  }
  const id = setTimeout(run, fallbackMs);
  return () => clearTimeout(id);
}
