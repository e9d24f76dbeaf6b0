/**
 * Which `value` the code editor must write into Monaco. Monaco owns its text while the user types; the
 * caller's `value` comes back a render later, and on a busy machine a render can arrive with a value the
 * editor has already moved past. Writing that one back would drop the keys typed since and move the caret
 * to the end (the library's controlled `value` does exactly that). So a value the editor itself reported
 * is never written back; any other value (a fill, an import, a reset) is the caller's and replaces the text.
 */
export interface ValueSync {
  /** What the editor reported since the caller last caught up, oldest first. */
  reported: string[];
}

export const createValueSync = (): ValueSync => ({ reported: [] });

/** The editor reported `text` (the user typed). */
export function noteReported(sync: ValueSync, text: string): void {
  sync.reported.push(text);
}

/**
 * The caller rendered `value` while the editor holds `current`: returns the text to write, or null.
 * Forgets what the caller has caught up with.
 */
export function valueToWrite(sync: ValueSync, value: string, current: string): string | null {
  if (value === current) {
    sync.reported.length = 0;
    return null;
  }
  const echo = sync.reported.lastIndexOf(value);
  if (echo >= 0) {
    sync.reported.splice(0, echo + 1);
    return null;
  }
  sync.reported.length = 0;
  return value;
}
