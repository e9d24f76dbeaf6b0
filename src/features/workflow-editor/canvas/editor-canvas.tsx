/**
 * The canvas. React Flow holds the node objects while the user drags (only the dragged node changes),
 * and the graph in the store gets the new positions when a move ends, as one undo step. The selection
 * has one owner, the editor store: React Flow draws `selected` from it and its selection changes
 * (click, modifier-click, box selection, keyboard) go to the store, never into React Flow's nodes. Nodes and
 * edges whose graph object did not change keep their React Flow object, so a change re-renders only
 * what changed. Every graph opens at a readable zoom (opening-view.ts: fitted down to a floor, else on
 * its start node); large graphs render only what is in view (the minimap shows the whole). Zoomed out
 * below the level of detail (level-of-detail.ts), nodes are simple shapes and edges straight lines on
 * one canvas (lod-edge-layer.tsx); selected nodes, their edges and selected edges stay React Flow's full ones. What a
 * screen reader hears — nodes, connections, the canvas's own instructions — is in the studio's language.
 */
import '@xyflow/react/dist/style.css';
import './editor-canvas.css';
import {
  applyNodeChanges,
  Background,
  Controls,
  ReactFlow,
  useStore,
  type ReactFlowState,
  type Connection,
  type Edge,
  type NodeChange,
  type EdgeChange,
} from '@xyflow/react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { controlLabels } from './control-labels';
import type { GraphEdge, GraphNode, NodePosition } from '../../../generated/model';
import { useDarkMode } from '../../../lib/use-dark-mode';
import { canConnect, moveNodes, withEdge } from '../model/graph-ops';
import type { GraphShape } from '../model/graph-types';
import { definitionOf, outputHandlesOf, sourceHandleOf } from '../model/node-registry';
import { useRunOverlay } from '../debug/run-overlay-store';
import { useEditorStore, useEditorStoreApi } from '../store/editor-context';
import { graphOf } from '../store/editor-store';
import { nodeGeometry } from './node-geometry';
import { LARGE_GRAPH } from './opening-view';
import { GraphMinimap, minimapFits } from './graph-minimap';
import { KindIconSprite } from './kind-icons';
import { isBelowDetail, SimpleShapes, splitEdges } from './level-of-detail';
import { LodEdgeLayer } from './lod-edge-layer';
import { TAKEN_EDGE_CLASS } from './lod-edges';
import { useKeepCentre } from './use-keep-centre';
import { useOpeningView } from './use-opening-view';
import { nodeTypes, type WorkflowFlowNode } from './workflow-node';

/**
 * The React Flow nodes for a graph, reusing the current node object wherever its graph node, issue
 * count and selection (the store's) did not change (React Flow's measurements stay).
 */
function toFlowNodes(
  graph: GraphShape,
  issues: ReadonlyMap<string, number>,
  current: readonly WorkflowFlowNode[],
  selected: ReadonlySet<string>,
  labelOf: (node: GraphNode, issues: number) => string,
): WorkflowFlowNode[] {
  const byId = new Map(current.map((flow) => [flow.id, flow]));
  return graph.nodes.map((node) => {
    const count = issues.get(node.id) ?? 0;
    const old = byId.get(node.id);
    const isSelected = selected.has(node.id);
    if (old && old.data.node === node && old.data.issues === count) return old.selected === isSelected ? old : { ...old, selected: isSelected };
    return {
      id: node.id,
      type: node.kind,
      position: { x: node.position.x, y: node.position.y },
      data: { node, issues: count },
      selected: isSelected,
      deletable: definitionOf(node).removable,
      ariaLabel: labelOf(node, count),
      // A drawn node keeps its measurements; one not drawn yet gets its computed size and handles.
      ...(old?.measured ? { measured: old.measured } : initialGeometry(node)),
    };
  });
}

/**
 * The computed size and handles of a node not drawn yet. Given as `measured`, so React Flow counts
 * every node as initialised (fit view works on the whole graph) without drawing it; a drawn node is
 * measured again by React Flow, and the two agree (node-geometry.ts follows workflow-node.css).
 */
function initialGeometry(node: GraphNode): Pick<WorkflowFlowNode, 'measured' | 'handles'> {
  const { width, height, handles } = nodeGeometry(node);
  return { measured: { width, height }, handles };
}

const roomForMinimap = (s: ReactFlowState) => minimapFits(s.width, s.height);

type EdgeLabeller = (edge: GraphEdge, source: GraphNode | undefined, target: GraphNode | undefined, handle: string | null) => string;
type FlowEdgeCache = Map<
  string,
  {
    edge: GraphEdge;
    source: GraphNode | undefined;
    target: GraphNode | undefined;
    labelOf: EdgeLabeller;
    handle: string | null;
    taken: boolean;
    label: string;
    flow: Edge;
  }
>;

/**
 * The React Flow edges, reusing each edge object whose graph edge, handle, selection, debug-run
 * state (taken: the run went along it) and spoken label did not change.
 */
function toFlowEdges(graph: GraphShape, selected: ReadonlySet<string>, taken: ReadonlySet<string>, cache: FlowEdgeCache, labelOf: EdgeLabeller): Edge[] {
  const byId = new Map(graph.nodes.map((node) => [node.id, node]));
  const seen = new Set<string>();
  const edges = graph.edges.map((edge) => {
    const source = byId.get(edge.source);
    const target = byId.get(edge.target);
    const handle = sourceHandleOf(edge, source);
    const isSelected = selected.has(edge.id);
    const isTaken = taken.has(edge.id);
    seen.add(edge.id);
    const old = cache.get(edge.id);
    // Worded again only when the edge, either node or the language changed (an edit shares every other object).
    const label =
      old && old.edge === edge && old.source === source && old.target === target && old.labelOf === labelOf ? old.label : labelOf(edge, source, target, handle);
    if (old && old.edge === edge && old.handle === handle && old.taken === isTaken && old.label === label && Boolean(old.flow.selected) === isSelected) {
      Object.assign(old, { source, target, labelOf });
      return old.flow;
    }
    const flow: Edge = {
      id: edge.id,
      source: edge.source,
      target: edge.target,
      sourceHandle: handle,
      selected: isSelected,
      ariaLabel: label,
      ...(isTaken ? { className: TAKEN_EDGE_CLASS } : {}),
    };
    cache.set(edge.id, { edge, source, target, labelOf, handle, taken: isTaken, label, flow });
    return flow;
  });
  for (const id of cache.keys()) if (!seen.has(id)) cache.delete(id);
  return edges;
}

export interface EditorCanvasProps {
  issueCounts: ReadonlyMap<string, number>;
  /**
   * 'debug' (the Debug tab): the graph is looked at, not edited (a run uses the saved graph); a click
   * on a node calls `onNodeActivate` (its trace opens) instead of opening its panel.
   */
  mode?: 'edit' | 'debug';
  onNodeActivate?: (nodeId: string) => void;
}

export function EditorCanvas({ issueCounts, mode = 'edit', onNodeActivate }: EditorCanvasProps) {
  const { t } = useTranslation(['editor']);
  const store = useEditorStoreApi();
  const graph = useEditorStore(graphOf);
  const readOnly = useEditorStore((s) => s.readOnly) || mode === 'debug';
  const selectedNodeIds = useEditorStore((s) => s.selectedNodeIds);
  const selectedEdgeIds = useEditorStore((s) => s.selectedEdgeIds);
  // A node as people know it (its title, else its kind; never its id) and its issue count, for screen readers.
  const nameOf = useCallback((node: GraphNode) => node.title || t(definitionOf(node).labelKey), [t]);
  const labelOf = useCallback(
    (node: GraphNode, issues: number) => {
      const name = nameOf(node);
      return issues ? t('canvas.nodeLabel', { name, issues: t('canvas.issues', { count: issues }) }) : name;
    },
    [t, nameOf],
  );
  const [nodes, setNodes] = useState<WorkflowFlowNode[]>(() => toFlowNodes(graph, issueCounts, [], new Set(selectedNodeIds), labelOf));
  // The nodes follow the graph, the issue counts and the store's selection (adjusted while rendering, not in an effect).
  const [drawn, setDrawn] = useState({ graph, issueCounts, selectedNodeIds, labelOf });
  if (drawn.graph !== graph || drawn.issueCounts !== issueCounts || drawn.selectedNodeIds !== selectedNodeIds || drawn.labelOf !== labelOf) {
    setDrawn({ graph, issueCounts, selectedNodeIds, labelOf });
    setNodes((current) => toFlowNodes(graph, issueCounts, current, new Set(selectedNodeIds), labelOf));
  }

  // The edge objects handed to React Flow last time (a cache, so it never triggers a render).
  const [edgeCache] = useState<FlowEdgeCache>(() => new Map());
  const takenEdgeIds = useRunOverlay((overlay) => overlay.takenEdgeIds);
  // A connection as people know it: from one node to another, by their names (never ids); an if-else output names its branch.
  // The sentences are translated once per language and filled in per edge (thousands of edges cost no translation each).
  const edgeLabelOf = useMemo((): EdgeLabeller => {
    const [S, T, B] = ['\u0001', '\u0002', '\u0003'] as const;
    const plain = t('canvas.edgeLabel', { source: S, target: T });
    const branched = t('canvas.edgeLabelBranch', { source: S, target: T, branch: B });
    const fill = (sentence: string, source: string, target: string, branch = '') =>
      sentence
        .replace(S, () => source)
        .replace(T, () => target)
        .replace(B, () => branch);
    return (edge, source, target, handle) => {
      const sourceName = source ? nameOf(source) : edge.source;
      const targetName = target ? nameOf(target) : edge.target;
      const output = handle !== null && source ? outputHandlesOf(source).find((spec) => spec.id === handle) : undefined;
      return output?.labelKey ? fill(branched, sourceName, targetName, t(output.labelKey, output.labelParams)) : fill(plain, sourceName, targetName);
    };
  }, [t, nameOf]);
  const edges = useMemo(
    () => toFlowEdges(graph, new Set(selectedEdgeIds), takenEdgeIds, edgeCache, edgeLabelOf),
    [graph, selectedEdgeIds, takenEdgeIds, edgeCache, edgeLabelOf],
  );
  // Where the canvas opens: decided once, from the graph it opens with.
  useOpeningView(graph);

  const onNodesChange = useCallback(
    (changes: NodeChange<WorkflowFlowNode>[]) => {
      // A selection change (click, modifier-click, box selection, keyboard) goes to the store, which owns the selection.
      const selects = changes.filter((change) => change.type === 'select');
      if (selects.length) {
        const state = store.getState();
        const selected = new Set(state.selectedNodeIds);
        for (const change of selects) {
          if (change.selected) selected.add(change.id);
          else selected.delete(change.id);
        }
        store.select(
          graphOf(state)
            .nodes.filter((node) => selected.has(node.id))
            .map((node) => node.id),
          state.selectedEdgeIds,
        );
      }
      const own = selects.length ? changes.filter((change) => change.type !== 'select') : changes;
      if (own.length) setNodes((current) => applyNodeChanges(own, current));
      const moved = new Map<string, NodePosition>();
      for (const change of changes) {
        if (change.type === 'position' && change.position && !change.dragging) moved.set(change.id, change.position);
      }
      if (moved.size) store.edit((g) => moveNodes(g, moved), `move:${[...moved.keys()].sort().join(',')}`);
    },
    [store],
  );

  // React Flow reports the final positions (not dragging) before this: the move is in the store; end its undo step.
  const onNodeDragStop = useCallback(() => store.seal(), [store]);

  const onConnect = useCallback((connection: Connection) => store.edit((g) => withEdge(g, connection)), [store]);
  const isValidConnection = useCallback((connection: Connection | Edge) => canConnect(graphOf(store.getState()), connection).ok, [store]);

  const onEdgesChange = useCallback(
    (changes: EdgeChange[]) => {
      const selects = changes.filter((change) => change.type === 'select');
      if (!selects.length) return;
      const state = store.getState();
      const selected = new Set(state.selectedEdgeIds);
      for (const change of selects) {
        if (change.selected) selected.add(change.id);
        else selected.delete(change.id);
      }
      store.select(state.selectedNodeIds, [...selected]);
    },
    [store],
  );

  const onNodeClick = useCallback(
    (_event: unknown, node: WorkflowFlowNode) => (mode === 'debug' ? onNodeActivate?.(node.id) : store.openPanel(node.id)),
    [store, mode, onNodeActivate],
  );
  // A click on the empty canvas closes the node panel (the overview shows again).
  const onPaneClick = useCallback(() => mode === 'edit' && store.openPanel(null), [store, mode]);

  const large = graph.nodes.length >= LARGE_GRAPH;
  const simple = useStore(isBelowDetail);
  // Below the level of detail React Flow draws only the selected edges and those of selected nodes; the rest are lines on the edge layer.
  const { full: flowEdges, drawnByFlow } = useMemo(() => {
    if (!simple) return { full: edges, drawnByFlow: new Set<string>() };
    const { full } = splitEdges(edges, selectedNodeIds);
    return { full, drawnByFlow: new Set(full.map((edge) => edge.id)) };
  }, [simple, edges, selectedNodeIds]);
  const minimap = useStore(roomForMinimap);
  useKeepCentre();
  // React Flow's colour mode class also scopes the theme's CSS variables (MUI's light/dark class) inside the canvas.
  const colorMode = useDarkMode() ? 'dark' : 'light';
  const ariaLabelConfig = useMemo(
    () => ({
      'node.a11yDescription.default': t('canvas.a11y.node'),
      'node.a11yDescription.keyboardDisabled': t('canvas.a11y.nodeMovable'),
      'node.a11yDescription.ariaLiveMessage': ({ direction, x, y }: { direction: string; x: number; y: number }) =>
        t('canvas.a11y.moved', { direction: t(`canvas.a11y.direction.${direction as 'up' | 'down' | 'left' | 'right'}`), x, y }),
      'edge.a11yDescription.default': t('canvas.a11y.edge'),
      ...controlLabels(t),
    }),
    [t],
  );
  return (
    <SimpleShapes.Provider value={simple}>
      <KindIconSprite />
      <ReactFlow<WorkflowFlowNode, Edge>
        nodes={nodes}
        edges={flowEdges}
        nodeTypes={nodeTypes}
        onNodesChange={onNodesChange}
        onNodeDragStop={onNodeDragStop}
        onConnect={onConnect}
        isValidConnection={isValidConnection}
        onEdgesChange={onEdgesChange}
        onNodeClick={onNodeClick}
        onPaneClick={onPaneClick}
        nodesDraggable={!readOnly}
        nodesConnectable={!readOnly}
        edgesFocusable={!readOnly}
        // Deletion is one of the editor's shortcuts (it also deletes the focused node).
        deleteKeyCode={null}
        multiSelectionKeyCode={['Shift', 'Meta', 'Control']}
        selectionKeyCode="Shift"
        onlyRenderVisibleElements={large}
        minZoom={0.05}
        proOptions={{ hideAttribution: true }}
        aria-label={t('canvas.label')}
        ariaLabelConfig={ariaLabelConfig}
        colorMode={colorMode}
        className={simple ? 'wf-canvas wf-canvas--far' : 'wf-canvas'}
      >
        <Background />
        {simple && <LodEdgeLayer edges={edges} drawnByFlow={drawnByFlow} colorMode={colorMode} />}
        <Controls showInteractive={false} aria-label={t('canvas.controls')} />
        {minimap && <GraphMinimap nodes={graph.nodes} label={t('canvas.minimap')} />}
      </ReactFlow>
    </SimpleShapes.Provider>
  );
}
