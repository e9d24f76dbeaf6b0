/**
 * Writes the local draft off the editing path: a change schedules one write DRAFT_DELAY_MS after
 * edits settle (stringifying a 3000-node graph costs a frame), `flush` writes a pending one at once
 * (page hidden or closed, editor unmounted). The draft is removed as soon as nothing is unsaved
 * (saved, or a conflict settled on their graph), and a write that comes due after that is skipped.
 */
import { hasUnsavedChanges } from '../model/save-state';
import { graphOf, type EditorState, type EditorStore } from '../store/editor-store';
import { clearDraft, draftOf, writeDraft } from './draft';

export const DRAFT_DELAY_MS = 300;

export interface DraftWriter {
  /** Writes a pending draft now. */
  flush(): void;
  /** Flushes and stops following the store. */
  dispose(): void;
}

/** What a draft is made of: a change to any of these needs a new write. */
const draftInputs = (state: EditorState) => [graphOf(state), state.baseGraph, state.save.baseRevision] as const;

export function createDraftWriter(store: EditorStore, delayMs = DRAFT_DELAY_MS): DraftWriter {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending = false;
  let last = store.getState();

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!pending) return;
    pending = false;
    const state = store.getState();
    if (hasUnsavedChanges(state.save)) writeDraft(draftOf(state));
  };

  const unsubscribe = store.subscribe(() => {
    const state = store.getState();
    const before = last;
    last = state;
    if (!hasUnsavedChanges(state.save)) {
      pending = false;
      clearTimeout(timer);
      if (hasUnsavedChanges(before.save)) clearDraft(state.workflowId);
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
