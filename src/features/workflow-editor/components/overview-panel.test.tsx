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

/** The panel graph without its end node (edges still point at it) and with an LLM node nothing leads to, its prompt empty. */
function brokenGraph(): GraphShape {
  const graph = panelGraph();
  graph.nodes = graph.nodes.filter((node) => node.id !== 'end');
  const llm = structuredClone(PANEL_NODES.llm);
  graph.nodes.push({ ...llm, id: 'llm_2', title: '要約', position: { x: 300, y: 300 }, data: { ...llm.data, prompt: '' } } as GraphNode);
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
  it("lists the workflow's issues, naming node titles and field labels (never ids); each about a node opens the node's panel", async () => {
    const user = userEvent.setup({ delay: null });
    const store = renderOverview('en-us');
    expect(screen.getByText('5 items need attention')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Items that need attention' });
    // Not about one node: plain text, no button.
    expect(within(list).getByText('End node is not found')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: /End node is not found/ })).toBeNull();
    // An edge's issue opens the node it leaves from.
    const buttons = within(list).getAllByRole('button');
    // Each is named by what it shows: the message, then the node's title and the field's label.
    expect(buttons.map((button) => button.textContent)).toEqual([
      'This field is required.要約 · Prompt',
      'Node not found: endAdmin-published custom node',
      'Node not found: endIf-else',
      'This node is not connected to the start node.要約',
    ]);
    expect(buttons.every((button) => !button.hasAttribute('aria-label'))).toBe(true);
    await user.click(within(list).getByRole('button', { name: /not connected to the start node/ }));
    expect(store.getState().openNodeId).toBe('llm_2');
    await user.click(buttons[2]!);
    expect(store.getState().openNodeId).toBe('if_1');
  });

  it('says the same in Japanese', async () => {
    const user = userEvent.setup({ delay: null });
    const store = renderOverview('ja-jp');
    expect(screen.getByText('要対応 5 件')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: '要対応の項目' });
    expect(within(list).getByText('終了ノードが見つかりません')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: /^必須項目です。\s*要約 · プロンプト$/ })).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: /^このノードは開始ノードにつながっていません。\s*要約$/ }));
    expect(store.getState().openNodeId).toBe('llm_2');
  });

  it('counts one node and one connection in the singular', () => {
    const graph: GraphShape = {
      nodes: [{ id: 'start', kind: 'NODE_KIND_START', position: { x: 0, y: 0 }, data: { inputVariables: [] } }],
      edges: [{ id: 'e1', source: 'start', target: 'start' }],
    };
    const store = createEditorStore({ workflowId: 'wf', graph, revision: 1, readOnly: false });
    renderWithProviders(
      <EditorStoreProvider store={store}>
        <OverviewPanel issues={[]} />
      </EditorStoreProvider>,
    );
    expect(screen.getByText('1 node, 1 connection, revision 1')).toBeInTheDocument();
  });
});
