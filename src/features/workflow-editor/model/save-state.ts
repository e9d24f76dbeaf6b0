/**
 * The save-state machine as a pure reducer. It counts edits so a save that was in flight while the
 * user kept typing never marks the newer edits as saved, and it never forgets unsaved work on a
 * failure, going offline or a conflict. The button label (§4: Save, Saving, Saved, Save Failed,
 * Offline) and the auto-save decision are derived from it, and the label is truthful (#29): never
 * 'Saved' while anything is unsaved (the one test the leave prompt asks too), 'Offline' while the
 * backend does not answer at all, and a failure streak ends as soon as the backend answers again.
 */
import type { WorkflowGraphConflict } from '../../../generated/model';
import type { NamespacedKey } from '../../../lib/i18n-keys';

export type SaveStatus = 'saved' | 'dirty' | 'saving' | 'failed' | 'conflict';

export interface SaveState {
  status: SaveStatus;
  online: boolean;
  /** The server revision the draft is based on (the save's baseRevision). */
  baseRevision: number;
  /** Edits made since the graph was loaded. */
  editSeq: number;
  /** The last edit the server holds. */
  savedSeq: number;
  /** The edit being saved, while a save is in flight. */
  inFlightSeq: number | null;
  /** Consecutive failed saves (for the retry delay). */
  failures: number;
  /** The last save got no answer at all (the network or the backend is down) and nothing has answered since. */
  unreachable: boolean;
  conflict: WorkflowGraphConflict | null;
}

export type SaveEvent =
  | { type: 'loaded'; revision: number; dirty?: boolean }
  | { type: 'edited' }
  | { type: 'saveStarted' }
  | { type: 'saveSucceeded'; revision: number }
  /** `unanswered`: no response came at all (offline, or the backend out of reach). */
  | { type: 'saveFailed'; unanswered?: boolean }
  /** Some call got an answer: the backend is reachable again. */
  | { type: 'answered' }
  | { type: 'conflicted'; conflict: WorkflowGraphConflict }
  /** The user chose how to settle a conflict: `revision` is the new base; `dirty` when a save must follow. */
  | { type: 'conflictResolved'; revision: number; dirty: boolean }
  | { type: 'wentOffline' }
  | { type: 'cameOnline' };

export const initialSaveState = (revision: number, online = true): SaveState => ({
  status: 'saved',
  online,
  baseRevision: revision,
  editSeq: 0,
  savedSeq: 0,
  inFlightSeq: null,
  failures: 0,
  unreachable: false,
  conflict: null,
});

const settled = (state: SaveState): SaveStatus => (state.editSeq === state.savedSeq ? 'saved' : 'dirty');

export function saveReducer(state: SaveState, event: SaveEvent): SaveState {
  switch (event.type) {
    case 'loaded': {
      const fresh = initialSaveState(event.revision, state.online);
      return event.dirty ? { ...fresh, editSeq: 1, status: 'dirty' } : fresh;
    }
    case 'edited': {
      const editSeq = state.editSeq + 1;
      // Failed and conflict stay visible while edits accumulate; otherwise there is now something to save.
      const status = state.status === 'saving' || state.status === 'failed' || state.status === 'conflict' ? state.status : 'dirty';
      return { ...state, editSeq, status };
    }
    case 'saveStarted':
      if (state.inFlightSeq !== null || state.status === 'conflict') return state;
      return { ...state, status: 'saving', inFlightSeq: state.editSeq };
    case 'saveSucceeded': {
      if (state.inFlightSeq === null) return state;
      const next = { ...state, baseRevision: event.revision, savedSeq: state.inFlightSeq, inFlightSeq: null, failures: 0, unreachable: false };
      return { ...next, status: settled(next) };
    }
    case 'saveFailed': {
      if (state.inFlightSeq === null) return state;
      const next = { ...state, inFlightSeq: null, failures: state.failures + 1, unreachable: event.unanswered === true };
      // A failed save of nothing new leaves nothing unsaved: no failure to show or retry.
      return { ...next, status: hasUnsavedChanges(next) ? 'failed' : 'saved', failures: hasUnsavedChanges(next) ? next.failures : 0 };
    }
    case 'answered':
      // Back within reach: retry now instead of after the failure streak's delay.
      return state.unreachable ? { ...state, unreachable: false, failures: 0 } : state;
    case 'conflicted':
      return { ...state, status: 'conflict', inFlightSeq: null, conflict: event.conflict, unreachable: false };
    case 'conflictResolved': {
      const next = { ...state, baseRevision: event.revision, conflict: null, failures: 0, inFlightSeq: null };
      if (event.dirty) return { ...next, status: 'dirty', editSeq: Math.max(state.editSeq, state.savedSeq + 1) };
      return { ...next, status: 'saved', savedSeq: state.editSeq };
    }
    case 'wentOffline':
      return { ...state, online: false };
    case 'cameOnline':
      // Back online: retry now instead of after the failure streak's delay.
      return state.online ? state : { ...state, online: true, failures: 0 };
  }
}

export type SaveButtonState = 'save' | 'saving' | 'saved' | 'saveFailed' | 'offline' | 'blocked';

/**
 * The save button: Offline over everything (the browser is offline, or the last save got no answer),
 * then Saving; unsaved work that waits on `blocking` issues (the backend would refuse it) is 'Fix N
 * issues to save'; then Save Failed, Save, and Saved only when nothing is unsaved.
 */
export function saveButtonState(state: SaveState, blocking = 0): SaveButtonState {
  if (!state.online || state.unreachable) return 'offline';
  if (state.status === 'saving') return 'saving';
  const unsaved = hasUnsavedChanges(state);
  if (blocking > 0 && unsaved && state.status !== 'conflict') return 'blocked';
  if (state.status === 'failed' || state.status === 'conflict') return 'saveFailed';
  return unsaved ? 'save' : 'saved';
}

/** The i18n key of the button label ('blocked' takes the count of blocking issues). */
export const saveButtonLabelKey = (state: SaveState, blocking = 0): NamespacedKey<'editor'> => `editor:save.${saveButtonState(state, blocking)}`;

/** Whether leaving should prompt ('The workflow has not been saved yet…'). */
export const hasUnsavedChanges = (state: SaveState): boolean => state.editSeq !== state.savedSeq;

/** Whether an auto-save may start now (online, nothing in flight, something unsaved, no open conflict). */
export const shouldAutoSave = (state: SaveState): boolean =>
  state.online && state.inFlightSeq === null && state.status !== 'conflict' && hasUnsavedChanges(state);

/**
 * Delay before retrying after `failures` failed saves: 2 s doubling to at most 15 s, so the button
 * leaves 'Save Failed' soon after the failures stop (coming back online or within reach retries at once).
 */
export const retryDelayMs = (failures: number): number => (failures <= 0 ? 0 : Math.min(15_000, 2000 * 2 ** (failures - 1)));
