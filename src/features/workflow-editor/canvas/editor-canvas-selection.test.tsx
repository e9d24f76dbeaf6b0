/**
 * The selection has one owner, the editor store: React Flow draws it (a node's `selected` class) and
 * its clicks and modifier-clicks change the store, never React Flow's nodes alone.
 */
import { act, fireEvent, waitFor } from '@testing-library/react';
import { ReactFlowProvider } from '@xyflow/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { supportTriageGraph } from '../../../../mocks/areas/workflows/seed-graphs';
import { renderWithProviders } from '../../../test/render';
import { EditorStoreProvider } from '../store/editor-context';
import { createEditorStore } from '../store/editor-store';
import { EditorCanvas } from './editor-canvas';

function renderCanvas() {
  const store = createEditorStore({ workflowId: 'wf', graph: supportTriageGraph(), revision: 1, readOnly: false });
  renderWithProviders(
    <EditorStoreProvider store={store}>
      <ReactFlowProvider>
        <EditorCanvas issueCounts={new Map()} />
      </ReactFlowProvider>
    </EditorStoreProvider>,
  );
  return store;
}

const nodeElement = (id: string) => document.querySelector<HTMLElement>(`.react-flow__node[data-id="${id}"]`)!;
const drawnSelected = () => [...document.querySelectorAll('.react-flow__node.selected')].map((element) => element.getAttribute('data-id'));

beforeEach(() => localStorage.clear());

describe('canvas selection', () => {
  it('draws the store’s selection (palette, paste, shown on canvas)', async () => {
    const store = renderCanvas();
    await waitFor(() => expect(nodeElement('llm_1')).not.toBeNull());
    expect(drawnSelected()).toEqual([]);
    act(() => store.select(['llm_1', 'if_1']));
    expect(drawnSelected()).toEqual(['llm_1', 'if_1']);
    act(() => store.select([]));
    expect(drawnSelected()).toEqual([]);
  });

  it('a click selects in the store; a modifier-click adds; a plain click selects only that node', async () => {
    const store = renderCanvas();
    await waitFor(() => expect(nodeElement('llm_1')).not.toBeNull());
    fireEvent.click(nodeElement('llm_1'));
    await waitFor(() => expect(store.getState().selectedNodeIds).toEqual(['llm_1']));
    expect(drawnSelected()).toEqual(['llm_1']);

    fireEvent.keyDown(document, { key: 'Control' });
    fireEvent.click(nodeElement('if_1'));
    fireEvent.keyUp(document, { key: 'Control' });
    await waitFor(() => expect(store.getState().selectedNodeIds).toEqual(['llm_1', 'if_1']));
    expect(drawnSelected()).toEqual(['llm_1', 'if_1']);

    fireEvent.click(nodeElement('start'));
    await waitFor(() => expect(store.getState().selectedNodeIds).toEqual(['start']));
    expect(drawnSelected()).toEqual(['start']);
  });

  it('an edit keeps the selection drawn; a deleted node leaves it', async () => {
    const store = renderCanvas();
    await waitFor(() => expect(nodeElement('llm_1')).not.toBeNull());
    act(() => store.select(['llm_1', 'if_1']));
    act(() =>
      store.edit((graph) => ({
        ...graph,
        nodes: graph.nodes.filter((node) => node.id !== 'if_1'),
        edges: graph.edges.filter((edge) => edge.source !== 'if_1' && edge.target !== 'if_1'),
      })),
    );
    expect(store.getState().selectedNodeIds).toEqual(['llm_1']);
    expect(drawnSelected()).toEqual(['llm_1']);
  });
});
