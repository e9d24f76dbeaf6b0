import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { GraphNode } from '../../../generated/model';
import { renderWithProviders } from '../../../test/render';
import type { GraphShape } from '../model/graph-types';
import { validateGraph } from '../model/validation';
import { panelGraph, PANEL_NODES } from '../panels/testing/panel-fixtures';
import { EditorStoreProvider } from '../store/editor-context';
import { createEditorStore } from '../store/editor-store';
import { OverviewPanel } from './overview-panel';

/** The panel graph without its end node (edges still point at it) and with an LLM node nothing leads to. */
function brokenGraph(): GraphShape {
  const graph = panelGraph();
  graph.nodes = graph.nodes.filter((node) => node.id !== 'end');
  graph.nodes.push({ ...structuredClone(PANEL_NODES.llm), id: 'llm_2', title: '要約', position: { x: 300, y: 300 } } as GraphNode);
  return graph;
}

function renderOverview(language: string) {
  const graph = brokenGraph();
  const store = createEditorStore({ workflowId: 'wf_support_triage', graph, revision: 4, readOnly: false });
  renderWithProviders(
    <EditorStoreProvider store={store}>
      <OverviewPanel issues={validateGraph(graph)} workflowName="問い合わせ自動分類" />
    </EditorStoreProvider>,
    { language },
  );
  return store;
}

describe('overview panel', () => {
  it("lists the workflow's issues; each about a node is a button that opens the node's panel", async () => {
    const user = userEvent.setup({ delay: null });
    const store = renderOverview('en-us');
    expect(screen.getByText('4 items need attention')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Items that need attention' });
    // Not about one node: plain text, no button.
    expect(within(list).getByText('End node is not found')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: /End node is not found/ })).toBeNull();
    // An edge's issue opens the node it leaves from.
    const buttons = within(list).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Node not found: end — open Admin-published custom node (shared_1)',
      'Node not found: end — open If-else (if_1)',
      'This node is not connected to the start node. — open 要約 (llm_2)',
    ]);
    await user.click(within(list).getByRole('button', { name: /not connected to the start node/ }));
    expect(store.getState().openNodeId).toBe('llm_2');
    await user.click(buttons[1]!);
    expect(store.getState().openNodeId).toBe('if_1');
  });

  it('says the same in Japanese', async () => {
    const user = userEvent.setup({ delay: null });
    const store = renderOverview('ja-jp');
    expect(screen.getByText('要対応 4 件')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: '要対応の項目' });
    expect(within(list).getByText('終了ノードが見つかりません')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'このノードは開始ノードにつながっていません。 — 要約 (llm_2) を開く' }));
    expect(store.getState().openNodeId).toBe('llm_2');
  });
});
