/**
 * The run overlay the canvas reads: one small store per open editor. Each canvas node subscribes to
 * its own status, so a status change re-renders the nodes that changed, not the graph.
 */
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { DebugNodeStatus } from '../../../generated/model';
import { NO_OVERLAY, type RunOverlay } from './run-overlay';

export interface RunOverlayStore {
  get(): RunOverlay;
  set(next: RunOverlay): void;
  subscribe(listener: () => void): () => void;
}

export function createRunOverlayStore(): RunOverlayStore {
  let state = NO_OVERLAY;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next) {
      if (next === state) return;
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Outside an editor (a node rendered alone in a test) nothing runs. */
const idle = createRunOverlayStore();
export const RunOverlayContext = createContext<RunOverlayStore>(idle);

export function useRunOverlayStore(): RunOverlayStore {
  return useContext(RunOverlayContext);
}

export function useRunOverlay<T>(selector: (overlay: RunOverlay) => T): T {
  const store = useRunOverlayStore();
  return useSyncExternalStore(
    store.subscribe,
    () => selector(store.get()),
    () => selector(store.get()),
  );
}

/** One node's state in the run shown, whether it is the node running or next to run, and why it failed. */
export function useNodeRunState(nodeId: string): { status: DebugNodeStatus | undefined; current: boolean; error: string | undefined } {
  const status = useRunOverlay((overlay) => overlay.statuses.get(nodeId));
  const current = useRunOverlay((overlay) => overlay.currentNodeId === nodeId);
  const error = useRunOverlay((overlay) => overlay.errors.get(nodeId));
  return { status, current, error };
}
