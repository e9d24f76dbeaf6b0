/**
 * The id of this browser tab, kept in sessionStorage (one per tab, the same after a reload). Tabs of
 * the same user share one local draft per workflow; the id tells which tab wrote it.
 */
import { freshId } from '../model/ids';

const TAB_ID_KEY = 'ais-editor-tab';

/** Used when sessionStorage is blocked: stable for this page only. */
let inMemory: string | undefined;

export function tabId(): string {
  try {
    const stored = sessionStorage.getItem(TAB_ID_KEY);
    if (stored) return stored;
    const id = freshId('tab', new Set());
    sessionStorage.setItem(TAB_ID_KEY, id);
    return id;
  } catch {
    inMemory ??= freshId('tab', new Set());
    return inMemory;
  }
}
