import { describe, expect, it, vi } from 'vitest';
import type { DebugValue } from '../../../generated/model';
import { createEditorStore } from './editor-store';
import type { RunFormIntent } from './editor-ui-slice';

const editor = () =>
  createEditorStore({
    workflowId: 'wf',
    graph: { nodes: [{ id: 'start', kind: 'NODE_KIND_START', position: { x: 0, y: 0 }, data: { inputVariables: [] } }], edges: [] },
    revision: 1,
    readOnly: false,
  });

const INPUTS: DebugValue[] = [{ name: 'inquiry', value: 'past' }];

describe('editor intents', () => {
  it('reveal the runs: the mounted bottom panel opens at once; none mounted, the next one to mount opens, once', () => {
    const store = editor();
    const open = vi.fn();
    const unregister = store.handleRevealRuns(open);
    store.revealRuns();
    expect(open).toHaveBeenCalledTimes(1);
    unregister();

    store.revealRuns();
    expect(open).toHaveBeenCalledTimes(1);
    const next = vi.fn();
    const unregisterNext = store.handleRevealRuns(next);
    expect(next).toHaveBeenCalledTimes(1);
    // A second mount (StrictMode's, a tab shown again) finds nothing waiting.
    unregisterNext();
    const again = vi.fn();
    store.handleRevealRuns(again);
    expect(again).not.toHaveBeenCalled();
  });

  it('focus the run form: the mounted form focuses; asked before it mounts (the Debug tab loading), it focuses when it registers, once', () => {
    const store = editor();
    store.focusRunForm();
    const form = vi.fn<(intent: RunFormIntent) => void>();
    const unregister = store.handleRunForm(form);
    expect(form).toHaveBeenCalledExactlyOnceWith({ type: 'focus' });
    store.focusRunForm();
    expect(form).toHaveBeenCalledTimes(2);
    unregister();
    const remounted = vi.fn();
    store.handleRunForm(remounted);
    expect(remounted).not.toHaveBeenCalled();
  });

  it('submit the run form (re-run with a past run’s inputs): carried out once, the latest asked replacing one still waiting; no state changes', () => {
    const store = editor();
    const before = store.getState();
    store.focusRunForm();
    store.submitRunForm(INPUTS, 'DEBUG_RUN_MODE_STEP');
    expect(store.getState()).toBe(before);
    const form = vi.fn<(intent: RunFormIntent) => void>();
    const unregister = store.handleRunForm(form);
    expect(form.mock.calls).toEqual([[{ type: 'submit', inputs: INPUTS, mode: 'DEBUG_RUN_MODE_STEP' }]]);
    unregister();
    const remounted = vi.fn();
    store.handleRunForm(remounted);
    expect(remounted).not.toHaveBeenCalled();
  });

  it('a handler replaced by a newer one is not called, and its unregister leaves the newer one', () => {
    const store = editor();
    const old = vi.fn();
    const unregisterOld = store.handleRunForm(old);
    const current = vi.fn();
    store.handleRunForm(current);
    unregisterOld();
    store.focusRunForm();
    expect(old).not.toHaveBeenCalled();
    expect(current).toHaveBeenCalledExactlyOnceWith({ type: 'focus' });
  });

  it('show a trace entry: sets the entry asked for and opens the runs; the trace marks it shown once, the entry stays focused', () => {
    const store = editor();
    const open = vi.fn();
    store.handleRevealRuns(open);
    expect(store.getState().traceFocus).toBeNull();

    store.showTrace('llm_1');
    expect(store.getState().traceFocus).toEqual({ nodeId: 'llm_1', reveal: true });
    expect(open).toHaveBeenCalledTimes(1);

    store.traceShown();
    const shown = store.getState();
    expect(shown.traceFocus).toEqual({ nodeId: 'llm_1', reveal: false });
    store.traceShown();
    expect(store.getState()).toBe(shown);

    // The same node again: a new request.
    store.showTrace('llm_1');
    expect(store.getState().traceFocus).toEqual({ nodeId: 'llm_1', reveal: true });
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('are no edits: the graph, its history and the save state stay as they were', () => {
    const store = editor();
    const { history, save } = store.getState();
    store.showTrace('start');
    store.traceShown();
    store.revealRuns();
    store.focusRunForm();
    expect(store.getState().history).toBe(history);
    expect(store.getState().save).toBe(save);
  });
  it('a run-form intent waiting for its form: only the latest is kept, and leaving the Debug tab forgets it', () => {
    const store = editor();
    store.focusRunForm();
    store.submitRunForm(INPUTS, 'DEBUG_RUN_MODE_AUTO');
    const form = vi.fn<(intent: RunFormIntent) => void>();
    const unregister = store.handleRunForm(form);
    expect(form).toHaveBeenCalledTimes(1);
    expect(form).toHaveBeenCalledWith({ type: 'submit', inputs: INPUTS, mode: 'DEBUG_RUN_MODE_AUTO' });
    unregister();

    // A re-run asked while the Debug tab's code was loading, then the user went back to the Workflow tab.
    store.submitRunForm(INPUTS, 'DEBUG_RUN_MODE_STEP');
    store.dropRunFormIntent();
    const later = vi.fn<(intent: RunFormIntent) => void>();
    store.handleRunForm(later);
    expect(later).not.toHaveBeenCalled();
  });
});
