/**
 * Level of detail (#34): zoomed out below LOD_ZOOM the nodes are simple shapes (no text, icon or handles)
 * and the edges lines on one canvas; at or above it, and for a selected node at any zoom, full nodes.
 * The shapes stay React Flow's nodes, with their accessible names, and clicking one selects it; a
 * selected node's edges are React Flow's.
 */
import { act, fireEvent, waitFor } from '@testing-library/react';
import { ReactFlowProvider, useStoreApi, type ReactFlowState } from '@xyflow/react';
import { useEffect } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { supportTriageGraph } from '../../../../mocks/areas/workflows/seed-graphs';
import { renderWithProviders } from '../../../test/render';
import { createRunOverlayStore, RunOverlayContext, type RunOverlayStore } from '../debug/run-overlay-store';
import { NO_OVERLAY } from '../debug/run-overlay';
import { EditorStoreProvider } from '../store/editor-context';
import { createEditorStore } from '../store/editor-store';
import { EditorCanvas } from './editor-canvas';
import { LOD_ZOOM } from './level-of-detail';

/** React Flow's store, to set the zoom as a wheel or the zoom buttons would. */
const flow: { store?: { setState: (state: Partial<ReactFlowState>) => void } } = {};
function FlowStore() {
  const store = useStoreApi();
  useEffect(() => {
    flow.store = store;
  }, [store]);
  return null;
}

function renderCanvas(overlay: RunOverlayStore = createRunOverlayStore()) {
  const store = createEditorStore({ workflowId: 'wf', graph: supportTriageGraph(), revision: 1, readOnly: false });
  renderWithProviders(
    <EditorStoreProvider store={store}>
      <RunOverlayContext.Provider value={overlay}>
        <ReactFlowProvider>
          <FlowStore />
          <EditorCanvas issueCounts={new Map([['llm_1', 2]])} />
        </ReactFlowProvider>
      </RunOverlayContext.Provider>
    </EditorStoreProvider>,
  );
  return store;
}

const zoomTo = (zoom: number) => act(() => flow.store!.setState({ transform: [0, 0, zoom] }));
const nodeElement = (id: string) => document.querySelector<HTMLElement>(`.react-flow__node[data-id="${id}"]`)!;
const isShape = (id: string) => nodeElement(id).querySelector('.wf-node-shape') !== null;
const isFull = (id: string) => nodeElement(id).querySelector('.wf-node .wf-node__title') !== null;
const ids = supportTriageGraph().nodes.map((node) => node.id);

beforeEach(() => localStorage.clear());

describe('canvas level of detail', () => {
  it('below the threshold draws simple shapes and the edges on one canvas; at the threshold full nodes again', async () => {
    renderCanvas();
    await waitFor(() => expect(nodeElement('llm_1')).not.toBeNull());
    expect(ids.every(isFull)).toBe(true);
    expect(document.querySelector('[data-testid="lod-edges"]')).toBeNull();
    const edgeCount = document.querySelectorAll('.react-flow__edge').length;
    expect(edgeCount).toBeGreaterThan(0);

    zoomTo(LOD_ZOOM / 2);
    expect(ids.every(isShape)).toBe(true);
    expect(ids.some(isFull)).toBe(false);
    // No handles or text to draw; the kind's colour and the issue outline.
    expect(nodeElement('llm_1').querySelector('.react-flow__handle')).toBeNull();
    expect(nodeElement('llm_1').textContent).toBe('');
    expect(nodeElement('llm_1').querySelector('.wf-node-shape')).toHaveClass('wf-node-shape--issues');
    expect(nodeElement('llm_1').querySelector('.wf-node-shape')).toHaveAttribute('data-kind', 'NODE_KIND_LLM');
    expect(document.querySelectorAll('.react-flow__edge')).toHaveLength(0);
    expect(document.querySelector('[data-testid="lod-edges"]')).not.toBeNull();
    // Still React Flow's nodes, with the name a screen reader says.
    expect(nodeElement('llm_1')).toHaveAttribute('aria-label', expect.stringContaining('2 issues'));

    zoomTo(LOD_ZOOM);
    expect(ids.every(isFull)).toBe(true);
    expect(document.querySelectorAll('.react-flow__edge')).toHaveLength(edgeCount);
    expect(document.querySelector('[data-testid="lod-edges"]')).toBeNull();
  });

  it('a selected node stays full, and a click on a shape selects it', async () => {
    const store = renderCanvas();
    await waitFor(() => expect(nodeElement('llm_1')).not.toBeNull());
    zoomTo(0.1);
    act(() => store.select(['if_1']));
    expect(isFull('if_1')).toBe(true);
    expect(isShape('llm_1')).toBe(true);
    // Its edges are React Flow's (they follow a drag), the others lines on the canvas.
    const ofIf = supportTriageGraph().edges.filter((edge) => edge.source === 'if_1' || edge.target === 'if_1');
    expect(ofIf.length).toBeGreaterThan(0);
    expect(document.querySelectorAll('.react-flow__edge')).toHaveLength(ofIf.length);

    fireEvent.click(nodeElement('llm_1'));
    expect(store.getState().selectedNodeIds).toEqual(['llm_1']);
    expect(isFull('llm_1')).toBe(true);
    expect(isShape('if_1')).toBe(true);
  });

  it("a debug run's states show on the shapes: outlined by state, the current node ringed", async () => {
    const overlay = createRunOverlayStore();
    renderCanvas(overlay);
    await waitFor(() => expect(nodeElement('llm_1')).not.toBeNull());
    zoomTo(0.1);
    const shape = (id: string) => nodeElement(id).querySelector('.wf-node-shape')!;
    expect(shape('llm_1')).not.toHaveAttribute('data-run-status');
    act(() =>
      overlay.set({
        ...NO_OVERLAY,
        statuses: new Map([
          ['start', 'DEBUG_NODE_STATUS_SUCCEEDED'],
          ['llm_1', 'DEBUG_NODE_STATUS_FAILED'],
          ['if_1', 'DEBUG_NODE_STATUS_RUNNING'],
        ]),
        currentNodeId: 'if_1',
      }),
    );
    expect(shape('start')).toHaveClass('wf-node-shape--run-succeeded');
    expect(shape('llm_1')).toHaveClass('wf-node-shape--run-failed');
    expect(shape('if_1')).toHaveClass('wf-node-shape--run-running', 'wf-node-shape--current');
    expect(shape('llm_1')).toHaveAttribute('data-run-status', 'DEBUG_NODE_STATUS_FAILED');
  });
});
