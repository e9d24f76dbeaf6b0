/**
 * Undo/redo of graph edits as a stack of immutable snapshots (structural sharing keeps them cheap).
 * Pure functions over a plain value, so the editor store holds it and tests need no React.
 * - `record` pushes the previous present and clears the redo stack (a new edit after an undo).
 * - Edits with the same coalesce key within `coalesceMs` (dragging one node, typing in one field)
 *   replace the present instead of pushing: one undo step per gesture.
 * - The oldest snapshots are dropped beyond `limit`.
 */
export interface History<T> {
  past: readonly T[];
  present: T;
  future: readonly T[];
  limit: number;
  coalesceMs: number;
  /** Key and time of the last recorded edit, for coalescing. */
  lastKey: string | null;
  lastAt: number;
}

export interface HistoryOptions {
  limit?: number;
  coalesceMs?: number;
}

export const DEFAULT_HISTORY_LIMIT = 100;
export const DEFAULT_COALESCE_MS = 1000;

export function createHistory<T>(present: T, options: HistoryOptions = {}): History<T> {
  return {
    past: [],
    present,
    future: [],
    limit: options.limit ?? DEFAULT_HISTORY_LIMIT,
    coalesceMs: options.coalesceMs ?? DEFAULT_COALESCE_MS,
    lastKey: null,
    lastAt: Number.NEGATIVE_INFINITY,
  };
}

export interface RecordOptions {
  /** Edits sharing a key in quick succession are one step (e.g. `move:llm_1`, `field:llm_1:prompt`). */
  coalesceKey?: string;
  /** Now, in ms (injectable for tests). */
  now?: number;
}

export function record<T>(history: History<T>, next: T, options: RecordOptions = {}): History<T> {
  if (Object.is(next, history.present)) return history;
  const now = options.now ?? Date.now();
  const key = options.coalesceKey ?? null;
  const coalesce = key !== null && key === history.lastKey && now - history.lastAt <= history.coalesceMs && history.future.length === 0;
  if (coalesce) return { ...history, present: next, lastAt: now };
  const past = [...history.past, history.present];
  return {
    ...history,
    past: past.length > history.limit ? past.slice(past.length - history.limit) : past,
    present: next,
    future: [],
    lastKey: key,
    lastAt: now,
  };
}

export const canUndo = (history: History<unknown>): boolean => history.past.length > 0;
export const canRedo = (history: History<unknown>): boolean => history.future.length > 0;

export function undo<T>(history: History<T>): History<T> {
  if (!canUndo(history)) return history;
  return {
    ...history,
    past: history.past.slice(0, -1),
    present: history.past[history.past.length - 1]!,
    future: [history.present, ...history.future],
    lastKey: null,
  };
}

export function redo<T>(history: History<T>): History<T> {
  if (!canRedo(history)) return history;
  return {
    ...history,
    past: [...history.past, history.present],
    present: history.future[0]!,
    future: history.future.slice(1),
    lastKey: null,
  };
}

/** Ends the current coalescing gesture (e.g. on drag stop), so the next edit is its own step. */
export const seal = <T>(history: History<T>): History<T> => (history.lastKey === null ? history : { ...history, lastKey: null });

/** Replaces the present without an undo step and forgets both stacks (a graph loaded or taken from the server). */
export const resetHistory = <T>(history: History<T>, present: T): History<T> => ({ ...history, past: [], present, future: [], lastKey: null });
