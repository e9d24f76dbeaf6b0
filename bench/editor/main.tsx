/**
 * The editor benchmark page (production build, no backend): `?mode=ours&n=1000` renders the studio's
 * canvas (store, node components, validation badges) on a generated graph; `?mode=baseline` renders
 * a bare @xyflow/react page with default nodes on the same graph. Sets `window.__openMs` once the
 * first nodes are on screen.
 */
import '@xyflow/react/dist/style.css';
import { ReactFlow, ReactFlowProvider, useEdgesState, useNodesState, type Edge, type Node } from '@xyflow/react';
import { useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { EditorCanvas } from '../../src/features/workflow-editor/canvas/editor-canvas';
import { generateGraph } from '../../src/features/workflow-editor/model/testing/generate-graph';
import { validateGraph } from '../../src/features/workflow-editor/model/validation';
import { EditorStoreProvider } from '../../src/features/workflow-editor/store/editor-context';
import { createEditorStore } from '../../src/features/workflow-editor/store/editor-store';

const params = new URLSearchParams(location.search);
const n = Number(params.get('n') ?? '200');
const mode = params.get('mode') ?? 'ours';
const graph = generateGraph(n);

function Ours() {
  const [store] = useState(() => createEditorStore({ workflowId: 'bench', graph, revision: 1, readOnly: false }));
  const issueCounts = useMemo(() => {
    const counts = new Map<string, number>();
    for (const issue of validateGraph(graph)) if (issue.nodeId) counts.set(issue.nodeId, (counts.get(issue.nodeId) ?? 0) + 1);
    return counts;
  }, []);
  return (
    <EditorStoreProvider store={store}>
      <ReactFlowProvider>
        <EditorCanvas issueCounts={issueCounts} />
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
