/** Renders one node's panel as the editor does (the workflow's issues from the store's graph), in a language. */
import { useMemo } from 'react';
import type { GraphNode } from '../../../../generated/model';
import { renderWithProviders } from '../../../../test/render';
import type { GraphShape } from '../../model/graph-types';
import { validateGraph } from '../../model/validation';
import { EditorStoreProvider, useEditorStore } from '../../store/editor-context';
import { createEditorStore, graphOf, type EditorStore } from '../../store/editor-store';
import { NodePanel } from '../node-panel';
import { panelGraph } from './panel-fixtures';

export const TEST_PROJECT_ID = 'prj_support';

function PanelWithIssues({ nodeId }: { nodeId: string }) {
  const graph = useEditorStore(graphOf);
  const issues = useMemo(() => validateGraph(graph), [graph]);
  return <NodePanel nodeId={nodeId} projectId={TEST_PROJECT_ID} issues={issues} />;
}

export function renderPanel(nodeId: string, { language = 'en-us', graph = panelGraph() }: { language?: string; graph?: GraphShape } = {}): EditorStore {
  const store = createEditorStore({ workflowId: 'wf_support_triage', graph, revision: 1, readOnly: false });
  renderWithProviders(
    <EditorStoreProvider store={store}>
      <PanelWithIssues nodeId={nodeId} />
    </EditorStoreProvider>,
    { language },
  );
  return store;
}

/** The node's data as the store holds it now. */
export function dataOf<T = Record<string, unknown>>(store: EditorStore, nodeId: string): T {
  return graphOf(store.getState()).nodes.find((node: GraphNode) => node.id === nodeId)!.data as unknown as T;
}
