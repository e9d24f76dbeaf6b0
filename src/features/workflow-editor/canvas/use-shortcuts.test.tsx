import { act, fireEvent, renderHook } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestI18n } from '../../../test/i18n';
import { resetToasts, useToasts } from '../../../components/toast/toast-store';
import type { GraphShape } from '../model/graph-types';
import { createEditorStore, graphOf } from '../store/editor-store';
import { moveNodes } from '../model/graph-ops';
import type { GraphNode } from '../../../generated/model';
import { CLIPBOARD_STORAGE_KEY, useShortcuts } from './use-shortcuts';
import type { Placement } from './use-placement';

afterEach(resetToasts);

const i18n = createTestI18n('en-us');

const graph: GraphShape = {
  nodes: [
    { id: 'start', kind: 'NODE_KIND_START', position: { x: 0, y: 0 }, data: { inputVariables: [] } },
    { id: 'end', kind: 'NODE_KIND_END', position: { x: 300, y: 0 }, data: { outputVariables: [] } },
  ],
  edges: [{ id: 'e1', source: 'start', target: 'end' }],
};

function setup() {
  const store = createEditorStore({ workflowId: 'wf', graph, revision: 1, readOnly: false });
  const actions = { save: () => undefined, help: () => undefined };
  renderHook(
    () => {
      useShortcuts(store, actions);
      return useToasts();
    },
    { wrapper: ({ children }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider> },
  );
  store.edit((g) => moveNodes(g, new Map([['end', { x: 500, y: 0 }]])));
  return store;
}

describe('editor shortcuts', () => {
  it('do nothing while an IME is composing', () => {
    const store = setup();
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true, isComposing: true });
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true, keyCode: 229 });
    expect(graphOf(store.getState()).nodes[1]!.position.x).toBe(500);
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    expect(graphOf(store.getState())).toBe(graph);
    fireEvent.keyDown(document.body, { key: 'y', ctrlKey: true });
    expect(graphOf(store.getState()).nodes[1]!.position.x).toBe(500);
  });

  it('copy with nothing selected says Copy failed; copy and paste of a selection adds fresh nodes', () => {
    const store = setup();
    const { result } = renderHook(() => useToasts());
    fireEvent.keyDown(document.body, { key: 'c', ctrlKey: true });
    expect(result.current[0]?.title).toBe('Copy failed');
    act(() => store.select(['end']));
    fireEvent.keyDown(document.body, { key: 'c', ctrlKey: true });
    expect(localStorage.getItem(CLIPBOARD_STORAGE_KEY)).toContain('NODE_KIND_END');
    fireEvent.keyDown(document.body, { key: 'v', metaKey: true });
    const nodes = graphOf(store.getState()).nodes;
    expect(nodes).toHaveLength(3);
    expect(store.getState().selectedNodeIds).toEqual([nodes[2]!.id]);
  });

  it('Delete removes the selection but never the start node; typing in a field is left alone', () => {
    const store = setup();
    act(() => store.select(['start', 'end']));
    const input = document.createElement('input');
    document.body.append(input);
    fireEvent.keyDown(input, { key: 'Delete' });
    expect(graphOf(store.getState()).nodes).toHaveLength(2);
    fireEvent.keyDown(document.body, { key: 'Delete' });
    expect(graphOf(store.getState()).nodes.map((n) => n.id)).toEqual(['start']);
    input.remove();
  });

  it('paste puts the copied nodes together where the placement says (free space in view) and reveals them', () => {
    const withEnd: GraphShape = {
      ...graph,
      nodes: [...graph.nodes, { id: 'end_2', kind: 'NODE_KIND_END', position: { x: 0, y: 200 }, data: { outputVariables: [] } }],
    };
    const store = createEditorStore({ workflowId: 'wf', graph: withEnd, revision: 1, readOnly: false });
    const asked: unknown[] = [];
    const revealed: GraphNode[][] = [];
    const placement: Placement = {
      spotFor: (size) => (asked.push(size), { x: 1000, y: 500 }),
      reveal: (nodes) => void revealed.push([...nodes]),
      focus: () => undefined,
    };
    renderHook(() => useShortcuts(store, { save: () => undefined, help: () => undefined, placement }));
    act(() => store.select(['end', 'end_2']));
    fireEvent.keyDown(document.body, { key: 'c', ctrlKey: true });
    fireEvent.keyDown(document.body, { key: 'v', ctrlKey: true });
    const pasted = graphOf(store.getState()).nodes.slice(3);
    // Asked for room for both as copied: from the left of end_2 to the right of end, the top of end to the bottom of end_2.
    expect(asked).toEqual([{ x: 0, y: 0, width: 520, height: 264 }]);
    expect(pasted.map((node) => node.position)).toEqual([
      { x: 1300, y: 500 },
      { x: 1000, y: 700 },
    ]);
    expect(revealed).toEqual([pasted]);
  });
});
