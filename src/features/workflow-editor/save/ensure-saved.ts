/**
 * A debug run runs the saved graph: before one starts, unsaved edits are saved (waiting for a save
 * already in flight). When they cannot be, the answer says why, so the run form can tell the user
 * (an invalid graph lists its issues).
 */
import type { GraphShape } from '../model/graph-types';
import { hasUnsavedChanges } from '../model/save-state';
import { canSave, type GraphIssue } from '../model/validation';
import type { EditorState, EditorStore } from '../store/editor-store';
import { graphOf } from '../store/editor-store';

export type SavedForRun = 'saved' | 'invalid' | 'offline' | 'conflict' | 'failed';

function until(store: EditorStore, done: (state: EditorState) => boolean): Promise<void> {
  if (done(store.getState())) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = store.subscribe(() => {
      if (!done(store.getState())) return;
      stop();
      resolve();
    });
  });
}

const settled = (state: EditorState) => state.save.inFlightSeq === null;

export async function ensureSaved(
  store: EditorStore,
  saveNow: () => Promise<void>,
  validate: (graph: GraphShape) => readonly GraphIssue[],
): Promise<SavedForRun> {
  await until(store, settled);
  let state = store.getState();
  if (!hasUnsavedChanges(state.save)) return 'saved';
  if (state.save.status === 'conflict') return 'conflict';
  if (!canSave(validate(graphOf(state)))) return 'invalid';
  if (!state.save.online) return 'offline';
  await saveNow();
  await until(store, settled);
  state = store.getState();
  if (!hasUnsavedChanges(state.save)) return 'saved';
  if (state.save.status === 'conflict') return 'conflict';
  return state.save.online ? 'failed' : 'offline';
}
