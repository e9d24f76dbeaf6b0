/**
 * The editor's intents: what one part of the editor asks of another (the toolbar's Run focuses the run
 * form, a node clicked on the Debug tab shows its trace entry, a past run is re-run with its inputs, a
 * run started opens the bottom panel). Each is an action on the editor store: whoever asks calls it,
 * whoever carries it out subscribes. Nothing is passed down as a counter, and no effect replays a
 * command because a number changed.
 *
 * Two shapes, by who owns what the intent changes:
 * - State the store owns: the trace entry asked for (`traceFocus`). The trace reads it, opens and
 *   scrolls to the entry, then says so (`traceShown`): the request is carried out once, and the entry
 *   stays marked as the one asked for.
 * - A command to a part that owns its own state: the bottom panel's collapsed flag (remembered in
 *   local storage) and the run form's fields (react-hook-form). That part registers a handler while it
 *   is mounted (`handleRevealRuns`, `handleRunForm`); the action calls it. A command sent while none is
 *   registered (the Debug tab's form still loading after Run switched to it, the panel on another tab)
 *   waits and is handed, once, to the next handler that registers. Chosen over a pending intent in the
 *   state that the form would read and clear in an effect: the form's fields stay the form's, a command
 *   reaches the form exactly once (StrictMode's second mount finds nothing waiting), and no effect
 *   watches the store for commands.
 */
import type { DebugRunMode, DebugValue } from '../../../generated/model';

/** The trace entry asked for: `reveal` until the trace has opened it and scrolled it into view. */
export interface TraceFocus {
  nodeId: string;
  reveal: boolean;
}

/** What the run form is asked to do: focus its first field (or Start), or start with a past run's inputs. */
export type RunFormIntent = { type: 'focus' } | { type: 'submit'; inputs: readonly DebugValue[]; mode: DebugRunMode };

export interface EditorUiState {
  /** The node whose trace entry was asked for last (a click on the canvas, Enter on a node). */
  traceFocus: TraceFocus | null;
}

export interface EditorUiActions {
  /** Opens the bottom panel (test runs and logs): a run started, a node's trace asked for. */
  revealRuns(): void;
  /** Focuses the run form's first field, or Start when there is none (the toolbar's Run). */
  focusRunForm(): void;
  /** Submits the run form with these inputs and mode (re-run with a past run's inputs). */
  submitRunForm(inputs: readonly DebugValue[], mode: DebugRunMode): void;
  /** Shows a node's trace entry: the bottom panel opens, the entry opens and scrolls into view. */
  showTrace(nodeId: string): void;
  /** The trace has opened and scrolled to the entry asked for (it stays the focused one). */
  traceShown(): void;
  /** The bottom panel, while mounted, opens itself on `revealRuns`. Returns the unregister. */
  handleRevealRuns(handler: () => void): () => void;
  /** The run form, while mounted, carries out its intents. Returns the unregister. */
  handleRunForm(handler: (intent: RunFormIntent) => void): () => void;
  /**
   * The Debug tab was left: a run-form intent still waiting for its form (the tab's code was loading)
   * is forgotten, so a re-run the user walked away from does not start when they come back.
   */
  dropRunFormIntent(): void;
}

export const initialUiState: EditorUiState = { traceFocus: null };

/**
 * Commands to one mounted handler: sent at once when one is registered, else the latest is kept (one
 * asked later replaces it) and handed to the next one that registers, once; `drop` forgets it.
 */
function createCommandChannel<T>() {
  let handler: ((command: T) => void) | null = null;
  let waiting: { command: T } | null = null;
  return {
    send(command: T) {
      if (handler) handler(command);
      else waiting = { command };
    },
    register(next: (command: T) => void): () => void {
      handler = next;
      const queued = waiting;
      waiting = null;
      if (queued) next(queued.command);
      return () => {
        if (handler === next) handler = null;
      };
    },
    drop() {
      waiting = null;
    },
  };
}

export function createUiActions(get: () => EditorUiState, patch: (next: Partial<EditorUiState>) => void): EditorUiActions {
  const reveal = createCommandChannel<true>();
  const runForm = createCommandChannel<RunFormIntent>();
  return {
    revealRuns: () => reveal.send(true),
    focusRunForm: () => runForm.send({ type: 'focus' }),
    submitRunForm: (inputs, mode) => runForm.send({ type: 'submit', inputs, mode }),
    showTrace(nodeId) {
      patch({ traceFocus: { nodeId, reveal: true } });
      reveal.send(true);
    },
    traceShown() {
      const focus = get().traceFocus;
      if (focus?.reveal) patch({ traceFocus: { nodeId: focus.nodeId, reveal: false } });
    },
    handleRevealRuns: (handler) => reveal.register(() => handler()),
    handleRunForm: (handler) => runForm.register(handler),
    dropRunFormIntent: () => runForm.drop(),
  };
}
