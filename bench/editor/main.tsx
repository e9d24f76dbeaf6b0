/**
 * The editor benchmark page (production build, no backend): `?mode=ours&n=1000` renders the studio's
 * canvas (store, node components, validation after every edit as in the editor) on a generated graph; `?mode=baseline` renders
 * a bare @xyflow/react page with default nodes on the same graph (fitted whole, with React Flow's controls). Sets `window.__openMs` once the
 * first nodes are on screen.
 * `?mode=debug&n=500` renders the canvas of the Debug tab (run overlay) and, on `__showTrace()`, the
 * trace of a finished run through the graph; `__playRun()` moves a run along (5 more nodes finished
 * every 100 ms, as polls would report them). `?mode=debug-baseline` does the same the plain way: a bare
 * @xyflow/react page whose node objects carry the status (new node objects on every update), and the
 * trace as a bare list of <details> elements.
 * `?mode=results&n=10000` and `?mode=results-baseline`: the evaluation results grid and the plain data grid
 * (./results-pages.tsx); `__openMs` once the first cells are on screen.
 */
import '@xyflow/react/dist/style.css';
import { Controls, ReactFlow, ReactFlowProvider, useEdgesState, useNodesState, type Edge, type Node } from '@xyflow/react';
import { useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { AppProviders } from '../../src/app/providers';
import { createRunOverlayStore, RunOverlayContext } from '../../src/features/workflow-editor/debug/run-overlay-store';
import { runOverlay } from '../../src/features/workflow-editor/debug/run-overlay';
import { largeRun } from '../../src/features/workflow-editor/debug/testing/debug-runs';
import { RunTrace } from '../../src/features/workflow-editor/debug/trace/run-trace';
import { openingView } from '../../src/features/workflow-editor/canvas/opening-view';
import type { DebugRun } from '../../src/generated/model';
import { createTestI18n } from '../../src/test/i18n';
import { RevisionDiffView } from '../../src/features/workflow-editor/versions/diff-view/revision-diff-view';
import { diffPair } from '../graph-diff-pair';
import { ResultsBaseline, ResultsOurs } from './results-pages';
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
// The canvas modes' graph (the other modes make their own data).
const graph = mode === 'ours' || mode === 'baseline' ? generateGraph(n) : generateGraph(0);

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
  const [nodes, , onNodesChange] = useNodesState<Node>(
    graph.nodes.map((node) => ({ id: node.id, position: node.position, data: { label: node.title ?? node.id } })),
  );
  const [edges, , onEdgesChange] = useEdgesState<Edge>(graph.edges.map((edge) => ({ id: edge.id, source: edge.source, target: edge.target })));
  // React Flow's controls: the benchmark's whole view clicks their fit view button, as on ours.
  return (
    <ReactFlow nodes={nodes} edges={edges} onNodesChange={onNodesChange} onEdgesChange={onEdgesChange} fitView minZoom={0.05}>
      <Controls />
    </ReactFlow>
  );
}

declare global {
  interface Window {
    __openMs?: number;
    __traceMs?: number;
    __showTrace?: () => void;
    __playRun?: () => Promise<void>;
  }
}

const PLAY_STEP_NODES = 5;
const PLAY_INTERVAL_MS = 100;

/** Plays a run over the graph: `apply(done)` for done = 0, 5, 10 … every 100 ms, resolving at the end. */
function playRun(total: number, apply: (done: number) => void): Promise<void> {
  return new Promise((resolve) => {
    let done = 0;
    const timer = setInterval(() => {
      done = Math.min(total, done + PLAY_STEP_NODES);
      apply(done);
      if (done >= total) {
        clearInterval(timer);
        resolve();
      }
    }, PLAY_INTERVAL_MS);
  });
}

/** Marks the trace painted: the frame after it was committed. */
function Painted({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    requestAnimationFrame(() => {
      window.__traceMs = performance.now() - traceStart;
    });
  }, []);
  return <>{children}</>;
}
let traceStart = 0;

const i18n = createTestI18n('en-us');
const NO_ISSUES = new Map<string, number>();

/** The run `done` nodes into the large run: those finished, the next one running. */
function runSoFar(run: DebugRun, done: number): DebugRun {
  const nodes = run.nodes.slice(0, done + 1).map((node, i) => (i < done ? node : { ...node, status: 'DEBUG_NODE_STATUS_RUNNING' as const }));
  const over = done >= run.nodes.length;
  return {
    ...run,
    status: over ? run.status : 'DEBUG_RUN_STATUS_RUNNING',
    nodes: over ? run.nodes : nodes,
    ...(over ? {} : { currentNodeId: run.nodes[done]!.nodeId }),
  };
}

function DebugOurs() {
  const [large] = useState(() => largeRun(n));
  const [store] = useState(() => createEditorStore({ workflowId: 'bench', graph: large.graph, revision: 1, readOnly: false }));
  const [overlay] = useState(createRunOverlayStore);
  const [trace, setTrace] = useState(false);
  window.__showTrace = () => {
    traceStart = performance.now();
    setTrace(true);
  };
  window.__playRun = () => playRun(large.run.nodes.length, (done) => overlay.set(runOverlay(runSoFar(large.run, done), large.graph)));
  return (
    <AppProviders i18n={i18n}>
      <EditorStoreProvider store={store}>
        <RunOverlayContext.Provider value={overlay}>
          <ReactFlowProvider>
            <div style={{ display: 'flex', flexDirection: 'column', height: '100vh' }}>
              <div style={{ flex: 1, minHeight: 0 }}>
                <EditorCanvas issueCounts={NO_ISSUES} mode="debug" />
              </div>
              <div style={{ height: 320, overflow: 'auto' }}>
                {trace && (
                  <Painted>
                    <RunTrace run={large.run} graphNodes={large.graph.nodes} onShowOnCanvas={() => undefined} />
                  </Painted>
                )}
              </div>
            </div>
          </ReactFlowProvider>
        </RunOverlayContext.Provider>
      </EditorStoreProvider>
    </AppProviders>
  );
}

function DebugBaseline() {
  const [large] = useState(() => largeRun(n));
  const statusOf = (done: number, i: number) => (i < done ? 'succeeded' : i === done ? 'running' : 'pending');
  const toNodes = (done: number) =>
    large.graph.nodes.map((node, i): Node => ({
      id: node.id,
      position: node.position,
      data: { label: `${node.title ?? node.id} · ${statusOf(done, i)}` },
      className: statusOf(done, i),
    }));
  const [nodes, setNodes, onNodesChange] = useNodesState<Node>(toNodes(-1));
  const [edges, , onEdgesChange] = useEdgesState<Edge>(large.graph.edges.map((edge) => ({ id: edge.id, source: edge.source, target: edge.target })));
  const [trace, setTrace] = useState(false);
  window.__showTrace = () => {
    traceStart = performance.now();
    setTrace(true);
  };
  window.__playRun = () => playRun(large.run.nodes.length, (done) => setNodes(toNodes(done)));
  const [fitViewOptions] = useState(() => openingView(large.graph));
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100vh' }}>
      <div style={{ flex: 1, minHeight: 0 }}>
        <ReactFlow
          nodes={nodes}
          edges={edges}
          onNodesChange={onNodesChange}
          onEdgesChange={onEdgesChange}
          fitView
          fitViewOptions={fitViewOptions}
          minZoom={0.05}
          onlyRenderVisibleElements
        />
      </div>
      <div style={{ height: 320, overflow: 'auto' }}>
        {trace && (
          <Painted>
            {large.run.nodes.map((node) => (
              <details key={node.nodeId}>
                <summary>
                  {node.title ?? node.nodeId} · {node.status} · {node.elapsedMs} ms
                </summary>
              </details>
            ))}
          </Painted>
        )}
      </div>
    </div>
  );
}

/** `?mode=diff&n=1000`: the visual diff of issue #31 (bench/graph-diff-pair.ts: 50 changes, 100 moves) drawn as the studio draws it. */
function DiffView() {
  const [pair] = useState(() => diffPair(n));
  return (
    <AppProviders i18n={i18n}>
      <div style={{ height: '100vh' }}>
        <RevisionDiffView before={pair.before} after={pair.after} beforeLabel="before" afterLabel="after" onClose={() => undefined} />
      </div>
    </AppProviders>
  );
}

const PAGES: Record<string, () => ReactNode> = {
  ours: Ours,
  baseline: Baseline,
  debug: DebugOurs,
  'debug-baseline': DebugBaseline,
  diff: DiffView,
  results: () => <ResultsOurs n={n} />,
  'results-baseline': () => <ResultsBaseline n={n} />,
};
const Page = PAGES[mode] ?? Ours;
createRoot(document.getElementById('root')!).render(<Page />);
// The first nodes on the canvas, or the first cells of a results grid.
const READY = mode.startsWith('results') ? '[role="cell"], [role="gridcell"]' : '.react-flow__node';
const ready = () => {
  if (document.querySelector(READY)) window.__openMs = performance.now();
  else requestAnimationFrame(ready);
};
requestAnimationFrame(ready);
