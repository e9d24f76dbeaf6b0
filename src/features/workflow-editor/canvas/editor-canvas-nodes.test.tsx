/**
 * What the canvas draws on each node and tells a screen reader (#29, items 7 and 9): every node carries its
 * kind's icon (one sprite, a <use> per node), its handles are there to grab, and the connections and the
 * canvas's instructions are read out in the studio's language, naming nodes by title (never by id).
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReactFlowProvider } from '@xyflow/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { supportTriageGraph } from '../../../../mocks/areas/workflows/seed-graphs';
import { renderWithProviders } from '../../../test/render';
import { EditorStoreProvider } from '../store/editor-context';
import { createEditorStore } from '../store/editor-store';
import { EditorCanvas } from './editor-canvas';
import { MINIMAP_HIDDEN_KEY } from './graph-minimap';
import { KIND_ICONS, kindIconId } from './kind-icons';
import { NODE_BOX } from './node-geometry';

function renderCanvas(language = 'en-us') {
  const store = createEditorStore({ workflowId: 'wf', graph: supportTriageGraph(), revision: 1, readOnly: false });
  return renderWithProviders(
    <EditorStoreProvider store={store}>
      <ReactFlowProvider>
        <EditorCanvas issueCounts={new Map()} />
      </ReactFlowProvider>
    </EditorStoreProvider>,
    { language },
  );
}

const nodeElement = (id: string) => document.querySelector<HTMLElement>(`.react-flow__node[data-id="${id}"]`)!;
const edgeLabels = () => [...document.querySelectorAll('.react-flow__edge')].map((edge) => edge.getAttribute('aria-label'));

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('canvas nodes', () => {
  it('carry their kind’s icon: one symbol per kind in a sprite, a reference to it on every node', async () => {
    renderCanvas();
    await waitFor(() => expect(nodeElement('if_1')).not.toBeNull());
    const sprite = screen.getByTestId('kind-icon-sprite');
    for (const kind of Object.keys(KIND_ICONS) as (keyof typeof KIND_ICONS)[])
      expect(sprite.querySelector(`symbol[id="${kindIconId(kind)}"] svg`)).not.toBeNull();
    for (const node of supportTriageGraph().nodes) {
      const icon = nodeElement(node.id).querySelector('[data-testid="node-kind-icon"]');
      expect(icon).toHaveAttribute('data-kind', node.kind);
      expect(icon).toHaveAttribute('aria-hidden', 'true');
      expect(icon?.querySelector('use')).toHaveAttribute('href', `#${kindIconId(node.kind)}`);
    }
  });

  it('have handles to grab, at least 10 px', async () => {
    renderCanvas();
    await waitFor(() => expect(nodeElement('if_1')).not.toBeNull());
    // An if-else node: its input, and one output per branch plus else.
    expect(nodeElement('if_1').querySelectorAll('.react-flow__handle.target')).toHaveLength(1);
    expect(nodeElement('if_1').querySelectorAll('.react-flow__handle.source')).toHaveLength(2);
    expect(nodeElement('start').querySelectorAll('.react-flow__handle')).toHaveLength(1);
    expect(NODE_BOX.handle).toBeGreaterThanOrEqual(10);
  });

  it('no minimap on a narrow canvas (500 px: React Flow’s size where nothing is laid out)', async () => {
    renderCanvas();
    await waitFor(() => expect(nodeElement('if_1')).not.toBeNull());
    expect(screen.queryByTestId('minimap')).toBeNull();
  });

  it('on a canvas with room, the minimap can be hidden to a button and shown again (remembered)', async () => {
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(900);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(600);
    const user = userEvent.setup();
    renderCanvas();
    await user.click(await screen.findByRole('button', { name: 'Hide the mini map' }));
    expect(screen.queryByTestId('minimap')).toBeNull();
    expect(localStorage.getItem(MINIMAP_HIDDEN_KEY)).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Show the mini map' }));
    expect(screen.getByTestId('minimap')).toBeInTheDocument();
  });
});

describe('what a screen reader hears on the canvas', () => {
  it('in English: each connection from one node to another by title, an if-else output by its branch', async () => {
    renderCanvas();
    await waitFor(() => expect(edgeLabels()).toHaveLength(6));
    expect(edgeLabels()).toEqual([
      'Connection from 問い合わせ受付 to FAQ 検索',
      'Connection from FAQ 検索 to カテゴリ分類',
      'Connection from カテゴリ分類 to 返品かどうか',
      'Connection from 返品かどうか (IF) to 注文ステータス照会',
      'Connection from 返品かどうか (ELSE) to 一般回答',
      'Connection from 注文ステータス照会 to 返品対応',
    ]);
    expect(screen.getByText('Press Enter to open the node, the arrow keys to move it and Delete to remove it.')).toBeInTheDocument();
    expect(screen.getByText('Press Enter or Space to select the connection, then Delete to remove it.')).toBeInTheDocument();
  });

  it('in Japanese: the same, in Japanese', async () => {
    renderCanvas('ja-jp');
    await waitFor(() => expect(edgeLabels()).toHaveLength(6));
    expect(edgeLabels()[0]).toBe('問い合わせ受付 から FAQ 検索 への接続');
    expect(edgeLabels()[3]).toBe('返品かどうか（IF）から 注文ステータス照会 への接続');
    expect(screen.getByText('Enter でノードを開き、矢印キーで移動し、Delete で削除します。')).toBeInTheDocument();
    expect(screen.queryByText(/Press enter or space/i)).toBeNull();
  });
});
