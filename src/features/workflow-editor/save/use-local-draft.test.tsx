import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createEditorStore, graphOf, type EditorStore } from '../store/editor-store';
import { draftKey, openWithDraft, readDraft } from './draft';
import { endTitle, startEndGraph, withEndTitle } from './test-graphs';
import { createDraftWriter, DRAFT_DELAY_MS, type DraftWriter } from './draft-writer';
import { tabId } from './tab-id';
import { useLocalDraft } from './use-local-draft';

const graph = startEndGraph;

let setItem: MockInstance<Storage['setItem']>;
const draftWrites = () => setItem.mock.calls.filter(([key]) => key === draftKey('wf')).length;

function setup(): { store: EditorStore; unmount: () => void } {
  const store = createEditorStore({ workflowId: 'wf', graph, revision: 3, readOnly: false });
  const { unmount } = renderHook(() => useLocalDraft(store));
  return { store, unmount };
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  setItem = vi.spyOn(Storage.prototype, 'setItem');
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  Reflect.deleteProperty(document, 'visibilityState');
});

describe('local draft writes', () => {
  it('are not made on the edit itself: once edits settle, one write holds the last edit, its base and revision', () => {
    const { store } = setup();
    act(() => {
      store.edit(withEndTitle('A'));
      store.edit(withEndTitle('AB'));
      store.edit(withEndTitle('ABC'));
    });
    expect(draftWrites()).toBe(0);
    act(() => vi.advanceTimersByTime(DRAFT_DELAY_MS - 1));
    expect(draftWrites()).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(draftWrites()).toBe(1);
    const draft = readDraft('wf');
    expect(endTitle(draft?.draft)).toBe('ABC');
    expect(draft).toMatchObject({ baseRevision: 3, base: graph, writer: tabId() });
    // The tab's id is kept for the tab (a reload keeps it).
    expect(sessionStorage.getItem('ais-editor-tab')).toBe(tabId());
  });

  it('are flushed at once when the page is hidden, when it is closed and when the editor unmounts', () => {
    const { store, unmount } = setup();
    act(() => store.edit(withEndTitle('hidden')));
    setVisibility('visible');
    expect(draftWrites()).toBe(0);
    setVisibility('hidden');
    expect(endTitle(readDraft('wf')?.draft)).toBe('hidden');

    act(() => store.edit(withEndTitle('closed')));
    window.dispatchEvent(new Event('pagehide'));
    expect(endTitle(readDraft('wf')?.draft)).toBe('closed');

    act(() => store.edit(withEndTitle('unmounted')));
    unmount();
    expect(endTitle(readDraft('wf')?.draft)).toBe('unmounted');
    // Nothing pending: a flush writes nothing again, and the timers are gone.
    const writes = draftWrites();
    window.dispatchEvent(new Event('pagehide'));
    act(() => vi.runAllTimers());
    expect(draftWrites()).toBe(writes);
  });

  it('are removed once the server holds the graph, and a write that comes due after that is skipped', () => {
    const { store } = setup();
    act(() => store.edit(withEndTitle('saved')));
    window.dispatchEvent(new Event('pagehide'));
    expect(readDraft('wf')).not.toBeNull();
    act(() => store.edit(withEndTitle('saved soon')));
    act(() => {
      store.dispatchSave({ type: 'saveStarted' });
      store.saved(graphOf(store.getState()), 4);
    });
    expect(localStorage.getItem(draftKey('wf'))).toBeNull();
    act(() => vi.runAllTimers());
    expect(localStorage.getItem(draftKey('wf'))).toBeNull();
  });

  it('follow a save that finished while editing went on: the draft keeps the newer edit on the saved base', () => {
    const { store } = setup();
    act(() => store.edit(withEndTitle('first')));
    const saving = graphOf(store.getState());
    act(() => store.dispatchSave({ type: 'saveStarted' }));
    act(() => store.edit(withEndTitle('second')));
    act(() => store.saved(saving, 4));
    act(() => vi.advanceTimersByTime(DRAFT_DELAY_MS));
    const draft = readDraft('wf');
    expect(draft).toMatchObject({ baseRevision: 4 });
    expect(endTitle(draft?.draft)).toBe('second');
    expect(endTitle(draft?.base)).toBe('first');
  });

  it('are removed when a conflict is settled on their graph (mine is the backup)', () => {
    const { store } = setup();
    act(() => store.edit(withEndTitle('mine')));
    window.dispatchEvent(new Event('pagehide'));
    act(() => {
      store.dispatchSave({ type: 'saveStarted' });
      store.dispatchSave({ type: 'conflicted', conflict: { code: 409, message: 'conflict', currentRevision: 4 } });
      store.resolveConflict(graph, graph, 4, false);
    });
    expect(localStorage.getItem(draftKey('wf'))).toBeNull();
  });
});

describe('two tabs of the same user (one draft key)', () => {
  let writers: DraftWriter[] = [];
  /** A tab: its own store on the same workflow and revision, its own draft writer over the shared storage. */
  function tab(id: string) {
    const store = createEditorStore({ workflowId: 'wf', graph, revision: 3, readOnly: false });
    const writer = createDraftWriter(store, { writer: id });
    writers.push(writer);
    /** An edit whose draft is written at once (the delay is tested above). */
    const write = (title: string) => {
      store.edit(withEndTitle(title));
      writer.flush();
    };
    return { store, write };
  }
  afterEach(() => {
    for (const writer of writers) writer.dispose();
    writers = [];
  });
  const saveAll = (store: EditorStore, revision: number) => {
    store.dispatchSave({ type: 'saveStarted' });
    store.saved(graphOf(store.getState()), revision);
  };

  it("a tab's save leaves the draft another tab wrote since; a reload of that tab restores it, and its own save removes it", () => {
    const [a, b] = [tab('tab_a'), tab('tab_b')];
    a.write('from A');
    b.write('from B');
    expect(readDraft('wf')?.writer).toBe('tab_b');

    saveAll(a.store, 4);
    const kept = readDraft('wf');
    expect(kept).toMatchObject({ writer: 'tab_b', baseRevision: 3 });
    expect(endTitle(kept?.draft)).toBe('from B');
    // Tab B reloads before its next edit: its work opens on its own base, so its save merges after the 409.
    const reopened = openWithDraft({ workflowId: 'wf', revision: 4, updatedAt: '2026-05-01T09:00:00Z', ...graphOf(a.store.getState()) }, true);
    expect(reopened).toMatchObject({ dirty: true, revision: 3, base: graph });
    expect(endTitle(reopened.graph)).toBe('from B');

    saveAll(b.store, 5);
    expect(localStorage.getItem(draftKey('wf'))).toBeNull();
  });

  it('any tab removes a draft once the server holds that very graph', () => {
    const [a, b] = [tab('tab_a'), tab('tab_b')];
    b.write('same');
    a.store.edit(withEndTitle('same'));
    saveAll(a.store, 4);
    expect(localStorage.getItem(draftKey('wf'))).toBeNull();
  });
});
