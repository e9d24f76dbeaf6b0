/**
 * The editor store: one per open workflow, made by a factory and provided by a context
 * (`useEditorStore(selector)`). It holds the graph as an undo history, the selection, the open
 * panel and the save state; components subscribe to slices, so a change to one node re-renders
 * only what reads it. The selection has this one owner: the canvas draws it and reports React Flow's
 * clicks and box selections back here. The editor's intents (reveal the runs, focus or submit the run
 * form, show a trace entry) are its UI slice (editor-ui-slice.ts).
 */
import type { WorkflowGraphConflict } from '../../../generated/model';
import type { GraphShape } from '../model/graph-types';
import { canRedo, canUndo, createHistory, record, redo, resetHistory, seal, undo, type History } from '../model/history';
import { sameGraph } from '../model/revision';
import { initialSaveState, saveReducer, type SaveEvent, type SaveState } from '../model/save-state';
import { createUiActions, initialUiState, type EditorUiActions, type EditorUiState } from './editor-ui-slice';

export interface EditorState extends EditorUiState {
  workflowId: string;
  history: History<GraphShape>;
  /** The server graph the draft is based on (the merge base of a conflict). */
  baseGraph: GraphShape;
  selectedNodeIds: readonly string[];
  selectedEdgeIds: readonly string[];
  /** The node whose panel is open. */
  openNodeId: string | null;
  save: SaveState;
  readOnly: boolean;
  /**
   * Nodes added a moment ago (from the palette) whose issues are not shown yet: a node leaves the set
   * when it is touched (a field edited or left) or when a save is tried.
   */
  untouchedNodeIds: ReadonlySet<string>;
}

export interface EditorStore extends EditorUiActions {
  getState(): EditorState;
  subscribe(listener: () => void): () => void;
  /** An edit: recorded for undo (coalesced by key) and counted as unsaved. */
  edit(next: GraphShape | ((graph: GraphShape) => GraphShape), coalesceKey?: string): void;
  undo(): void;
  redo(): void;
  /** Ends a coalescing gesture (drag stop, field blur). */
  seal(): void;
  select(nodeIds: readonly string[], edgeIds?: readonly string[]): void;
  openPanel(nodeId: string | null): void;
  dispatchSave(event: SaveEvent): void;
  setReadOnly(readOnly: boolean): void;
  /** New nodes whose issues wait until they are touched. */
  markUntouched(nodeIds: readonly string[]): void;
  /** The node was touched: its issues show. */
  touch(nodeId: string): void;
  /** A save was tried: every node's issues show. */
  touchAll(): void;
  /** Replaces graph, base and revision (a graph loaded; `dirty` when it is a restored draft). */
  load(graph: GraphShape, base: GraphShape, revision: number, dirty: boolean): void;
  /** The server now holds `graph` at `revision` (a save succeeded). */
  saved(graph: GraphShape, revision: number): void;
  /** A conflict was settled: `graph` becomes the present (an undoable step), `base` the server's graph. */
  resolveConflict(graph: GraphShape, base: GraphShape, revision: number, dirty: boolean): void;
}

export interface CreateEditorStoreOptions {
  workflowId: string;
  graph: GraphShape;
  baseGraph?: GraphShape;
  revision: number;
  dirty?: boolean;
  readOnly?: boolean;
  online?: boolean;
}

const NONE: ReadonlySet<string> = new Set();

/**
 * The untouched nodes after an edit: a node whose title or data the edit changed was touched (its
 * fields were edited). A node the edit removed stays listed, so an undo brings it back as it was.
 */
function stillUntouched(untouched: ReadonlySet<string>, before: GraphShape, after: GraphShape): ReadonlySet<string> {
  if (untouched.size === 0) return untouched;
  const find = (graph: GraphShape, id: string) => graph.nodes.find((node) => node.id === id);
  let next: Set<string> | undefined;
  for (const id of untouched) {
    const old = find(before, id);
    const now = find(after, id);
    if (old && now && (old.data !== now.data || old.title !== now.title)) (next ??= new Set(untouched)).delete(id);
  }
  return next ? (next.size ? next : NONE) : untouched;
}

export function createEditorStore(options: CreateEditorStoreOptions): EditorStore {
  const save0 = initialSaveState(options.revision, options.online ?? true);
  let state: EditorState = {
    workflowId: options.workflowId,
    history: createHistory(options.graph),
    baseGraph: options.baseGraph ?? options.graph,
    selectedNodeIds: [],
    selectedEdgeIds: [],
    openNodeId: null,
    save: options.dirty ? saveReducer(save0, { type: 'loaded', revision: options.revision, dirty: true }) : save0,
    readOnly: options.readOnly ?? true,
    untouchedNodeIds: NONE,
    ...initialUiState,
  };
  const listeners = new Set<() => void>();
  const set = (next: EditorState) => {
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  };
  const withHistory = (history: History<GraphShape>, counted: boolean): EditorState => {
    if (history === state.history) return state;
    const present = history.present;
    const ids = new Set(present.nodes.map((node) => node.id));
    const graphChanged = present !== state.history.present;
    return {
      ...state,
      history,
      selectedNodeIds: state.selectedNodeIds.filter((id) => ids.has(id)),
      openNodeId: state.openNodeId && ids.has(state.openNodeId) ? state.openNodeId : null,
      save: counted && graphChanged ? saveReducer(state.save, { type: 'edited' }) : state.save,
      untouchedNodeIds: graphChanged ? stillUntouched(state.untouchedNodeIds, state.history.present, present) : state.untouchedNodeIds,
    };
  };

  return {
    ...createUiActions(
      () => state,
      (next) => set({ ...state, ...next }),
    ),
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    edit(next, coalesceKey) {
      if (state.readOnly) return;
      const graph = typeof next === 'function' ? next(state.history.present) : next;
      set(withHistory(record(state.history, graph, coalesceKey ? { coalesceKey } : {}), true));
    },
    undo() {
      if (state.readOnly || !canUndo(state.history)) return;
      set(withHistory(undo(state.history), true));
    },
    redo() {
      if (state.readOnly || !canRedo(state.history)) return;
      set(withHistory(redo(state.history), true));
    },
    seal() {
      const history = seal(state.history);
      if (history !== state.history) set({ ...state, history });
    },
    select(nodeIds, edgeIds = []) {
      const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, i) => id === b[i]);
      if (same(nodeIds, state.selectedNodeIds) && same(edgeIds, state.selectedEdgeIds)) return;
      set({ ...state, selectedNodeIds: nodeIds, selectedEdgeIds: edgeIds });
    },
    openPanel(nodeId) {
      if (nodeId !== state.openNodeId) set({ ...state, openNodeId: nodeId });
    },
    dispatchSave(event) {
      const save = saveReducer(state.save, event);
      if (save !== state.save) set({ ...state, save });
    },
    setReadOnly(readOnly) {
      if (readOnly !== state.readOnly) set({ ...state, readOnly });
    },
    markUntouched(nodeIds) {
      if (nodeIds.length) set({ ...state, untouchedNodeIds: new Set([...state.untouchedNodeIds, ...nodeIds]) });
    },
    touch(nodeId) {
      if (!state.untouchedNodeIds.has(nodeId)) return;
      const untouchedNodeIds = new Set(state.untouchedNodeIds);
      untouchedNodeIds.delete(nodeId);
      set({ ...state, untouchedNodeIds: untouchedNodeIds.size ? untouchedNodeIds : NONE });
    },
    touchAll() {
      if (state.untouchedNodeIds.size) set({ ...state, untouchedNodeIds: NONE });
    },
    load(graph, base, revision, dirty) {
      set({
        ...state,
        history: resetHistory(state.history, graph),
        baseGraph: base,
        selectedNodeIds: [],
        selectedEdgeIds: [],
        openNodeId: null,
        save: saveReducer(state.save, { type: 'loaded', revision, dirty }),
        untouchedNodeIds: NONE,
      });
    },
    saved(graph, revision) {
      set({ ...state, baseGraph: graph, save: saveReducer(state.save, { type: 'saveSucceeded', revision }) });
    },
    resolveConflict(graph, base, revision, dirty) {
      // Keeping mine changes nothing on screen, so it is no undo step.
      const history = sameGraph(graph, state.history.present) ? state.history : record(state.history, graph);
      set({ ...withHistory(history, false), baseGraph: base, save: saveReducer(state.save, { type: 'conflictResolved', revision, dirty }) });
    },
  };
}

export const graphOf = (state: EditorState): GraphShape => state.history.present;
export const canUndoState = (state: EditorState) => !state.readOnly && canUndo(state.history);
export const canRedoState = (state: EditorState) => !state.readOnly && canRedo(state.history);
export type { WorkflowGraphConflict };
