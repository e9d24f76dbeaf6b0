/**
 * Writes the local draft off the editing path: a change schedules one write DRAFT_DELAY_MS after
 * edits settle (stringifying a 3000-node graph costs a frame), `flush` writes a pending one at once
 * (page hidden or closed, editor unmounted). The draft is removed as soon as nothing is unsaved
 * (saved, or a conflict settled on their graph), and a write that comes due after that is skipped;
 * a draft another tab wrote since stays (see `releaseDraft`).
 */
import { hasUnsavedChanges } from '../model/save-state';
import { graphOf, type EditorState, type EditorStore } from '../store/editor-store';
import { draftOf, releaseDraft, writeDraft } from './draft';
import { tabId } from './tab-id';

export const DRAFT_DELAY_MS = 300;

export interface DraftWriter {
  /** Writes a pending draft now. */
  flush(): void;
  /** Flushes and stops following the store. */
  dispose(): void;
}

/** What a draft is made of: a change to any of these needs a new write. */
const draftInputs = (state: EditorState) => [graphOf(state), state.baseGraph, state.save.baseRevision] as const;

export interface DraftWriterOptions {
  delayMs?: number;
  /** The tab the drafts are written by (this tab's id unless told). */
  writer?: string;
}

export function createDraftWriter(store: EditorStore, { delayMs = DRAFT_DELAY_MS, writer = tabId() }: DraftWriterOptions = {}): DraftWriter {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending = false;
  let last = store.getState();

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!pending) return;
    pending = false;
    const state = store.getState();
    if (hasUnsavedChanges(state.save)) writeDraft(draftOf(state, writer));
  };

  const unsubscribe = store.subscribe(() => {
    const state = store.getState();
    const before = last;
    last = state;
    if (!hasUnsavedChanges(state.save)) {
      pending = false;
      clearTimeout(timer);
      // The server now holds the base graph (saved, or a conflict settled on theirs).
      if (hasUnsavedChanges(before.save)) releaseDraft(state.workflowId, writer, state.baseGraph);
      return;
    }
    const [graph, base, revision] = draftInputs(state);
    const [graphBefore, baseBefore, revisionBefore] = draftInputs(before);
    if (graph === graphBefore && base === baseBefore && revision === revisionBefore && hasUnsavedChanges(before.save)) return;
    pending = true;
    clearTimeout(timer);
    timer = setTimeout(flush, delayMs);
  });

  return {
    flush,
    dispose() {
      flush();
      unsubscribe();
    },
  };
}
