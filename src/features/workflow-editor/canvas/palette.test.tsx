import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReactFlowProvider } from '@xyflow/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import type { GraphShape } from '../model/graph-types';
import { EditorStoreProvider } from '../store/editor-context';
import { createEditorStore, graphOf } from '../store/editor-store';
import { PALETTE_COLLAPSED_KEY, Palette } from './palette';

const graph: GraphShape = {
  nodes: [{ id: 'start', kind: 'NODE_KIND_START', position: { x: 0, y: 0 }, data: { inputVariables: [] } }],
  edges: [],
};

function renderPalette(language = 'en-us') {
  const store = createEditorStore({ workflowId: 'wf', graph, revision: 1, readOnly: false });
  const view = renderWithProviders(
    <EditorStoreProvider store={store}>
      <ReactFlowProvider>
        <Palette />
      </ReactFlowProvider>
    </EditorStoreProvider>,
    { language },
  );
  return { store, ...view };
}

describe('node palette', () => {
  beforeEach(() => localStorage.clear());

  it('collapses to its toggle and opens again, and opens as the user left it', async () => {
    const user = userEvent.setup();
    const { unmount } = renderPalette();
    expect(screen.getByRole('navigation', { name: 'Node palette' })).toBeVisible();
    const toggle = screen.getByRole('button', { name: 'Collapse the node palette' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.click(toggle);
    expect(screen.queryByRole('navigation', { name: 'Node palette' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add LLM node' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Expand the node palette' })).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(localStorage.getItem(PALETTE_COLLAPSED_KEY)).toBe('true');

    // Another workflow (or a reload) opens with the palette collapsed.
    unmount();
    const { store } = renderPalette();
    expect(screen.queryByRole('navigation', { name: 'Node palette' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Expand the node palette' }));
    expect(localStorage.getItem(PALETTE_COLLAPSED_KEY)).toBe('false');
    // Open again, it adds nodes as before.
    await user.click(screen.getByRole('button', { name: 'Add LLM node' }));
    expect(graphOf(store.getState()).nodes.map((node) => node.kind)).toEqual(['NODE_KIND_START', 'NODE_KIND_LLM']);
  });

  it('names its toggle and buttons in Japanese', async () => {
    const user = userEvent.setup();
    renderPalette('ja-jp');
    expect(screen.getByRole('heading', { name: 'ノードを追加' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '管理者公開カスタムノード ノードを追加' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ノードパレットを折りたたむ' }));
    expect(screen.getByRole('button', { name: 'ノードパレットを展開' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'ノードを追加' })).toBeNull();
  });
});
