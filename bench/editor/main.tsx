/**
 * The editor benchmark page (production build, no backend): `?mode=ours&n=1000` renders the studio's
 * canvas (store, node components, validation after every edit as in the editor) on a generated graph; `?mode=baseline` renders
 * a bare @xyflow/react page with default nodes on the same graph. Sets `window.__openMs` once the
 * first nodes are on screen.
 */
import '@xyflow/react/dist/style.css';
import { ReactFlow, ReactFlowProvider, useEdgesState, useNodesState, type Edge, type Node } from '@xyflow/react';
import { useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { EditorCanvas } from '../../src/features/workflow-editor/canvas/editor-canvas';
import { generateGraph } from '../../src/features/workflow-editor/model/testing/generate-graph';
import { useGraphIssues } from '../../src/features/workflow-editor/components/use-graph-issues';
import { countByNode } from '../../src/features/workflow-editor/model/graph-issues';
import { EditorStoreProvider, useEditorStore, useEditorStoreApi } from '../../src/features/workflow-editor/store/editor-context';
import { createEditorStore, graphOf } from '../../src/features/workflow-editor/store/editor-store';

const params = new URLSearchParams(location.search);
const n = Number(params.get('n') ?? '200');
const mode = params.get('mode') ?? 'ours';
const graph = generateGraph(n);

/** The canvas with the issues recomputed after every edit, as the editor does. */
function ValidatedCanvas() {
  const store = useEditorStoreApi();
  const { issues } = useGraphIssues(useEditorStore(graphOf));
  const issueCounts = useMemo(() => countByNode(issues, graphOf(store.getState())), [issues, store]);
  return <EditorCanvas issueCounts={issueCounts} />;
}

function Ours() {
  const [store] = useState(() => createEditorStore({ workflowId: 'bench', graph, revision: 1, readOnly: false }));
  return (
    <EditorStoreProvider store={store}>
      <ReactFlowProvider>
        <ValidatedCanvas />
      </ReactFlowProvider>
    </EditorStoreProvider>
  );
}

function Baseline() {
  const [nodes, , onNodesChange] = useNodesState<Node>(graph.nodes.map((node) => ({ id: node.id, position: node.position, data: { label: node.title ?? node.id } })));
  const [edges, , onEdgesChange] = useEdgesState<Edge>(graph.edges.map((edge) => ({ id: edge.id, source: edge.source, target: edge.target })));
  return <ReactFlow nodes={nodes} edges={edges} onNodesChange={onNodesChange} onEdgesChange={onEdgesChange} fitView minZoom={0.05} />;
}

declare global {
  interface Window {
    __openMs?: number;
  }
}

createRoot(document.getElementById('root')!).render(mode === 'baseline' ? <Baseline /> : <Ours />);
const ready = () => {
  if (document.querySelector('.react-flow__node')) window.__openMs = performance.now();
  else requestAnimationFrame(ready);
};
requestAnimationFrame(ready);
