/**
 * The canvas. React Flow holds the node objects while the user drags (only the dragged node changes),
 * and the graph in the store gets the new positions when a move ends, as one undo step. Nodes whose
 * graph node did not change keep their React Flow object, so a change re-renders only what changed.
 */
import '@xyflow/react/dist/style.css';
import {
  applyNodeChanges,
  Background,
  Controls,
  MiniMap,
  ReactFlow,
  type Connection,
  type Edge,
  type NodeChange,
  type EdgeChange,
} from '@xyflow/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NodePosition } from '../../../generated/model';
import type { GraphShape } from '../model/graph-types';
import { sourceHandleOf } from '../model/node-registry';
import { useEditorStore, useEditorStoreApi } from '../store/editor-context';
import { graphOf } from '../store/editor-store';
import { connect, moveNodes } from '../store/graph-ops';
import { KIND_COLORS } from './node-kinds';
import { nodeTypes, type WorkflowFlowNode } from './workflow-node';

/** From this many nodes on, only the nodes in view are rendered. */
export const LARGE_GRAPH = 150;

/**
 * The React Flow nodes for a graph, reusing the current node object wherever its graph node and issue
 * count did not change (React Flow's own selection and measurements stay). `selected` is applied
 * when the store's selection changed (palette, paste); otherwise React Flow's selection stands.
 */
function toFlowNodes(graph: GraphShape, issues: ReadonlyMap<string, number>, current: readonly WorkflowFlowNode[], selected: ReadonlySet<string> | null): WorkflowFlowNode[] {
  const byId = new Map(current.map((flow) => [flow.id, flow]));
  return graph.nodes.map((node) => {
    const count = issues.get(node.id) ?? 0;
    const old = byId.get(node.id);
    const isSelected = selected ? selected.has(node.id) : (old?.selected ?? false);
    if (old && old.data.node === node && old.data.issues === count) return old.selected === isSelected ? old : { ...old, selected: isSelected };
    return {
      id: node.id,
      type: node.kind,
      position: { x: node.position.x, y: node.position.y },
      data: { node, issues: count },
      selected: isSelected,
      deletable: node.kind !== 'NODE_KIND_START',
      ariaLabel: node.title || node.id,
      ...(old?.measured ? { measured: old.measured } : {}),
    };
  });
}

function toFlowEdges(graph: GraphShape, selected: ReadonlySet<string>): Edge[] {
  const byId = new Map(graph.nodes.map((node) => [node.id, node]));
  return graph.edges.map((edge) => {
    const handle = sourceHandleOf(edge, byId.get(edge.source));
    return { id: edge.id, source: edge.source, target: edge.target, sourceHandle: handle, selected: selected.has(edge.id) };
  });
}

export interface EditorCanvasProps {
  issueCounts: ReadonlyMap<string, number>;
}

export function EditorCanvas({ issueCounts }: EditorCanvasProps) {
  const { t } = useTranslation('editor');
  const store = useEditorStoreApi();
  const graph = useEditorStore(graphOf);
  const readOnly = useEditorStore((s) => s.readOnly);
  const selectedNodeIds = useEditorStore((s) => s.selectedNodeIds);
  const selectedEdgeIds = useEditorStore((s) => s.selectedEdgeIds);
  const [nodes, setNodes] = useState<WorkflowFlowNode[]>(() => toFlowNodes(graph, issueCounts, [], new Set(selectedNodeIds)));
  const syncedSelection = useRef(selectedNodeIds);

  useEffect(() => {
    const selectionChanged = syncedSelection.current !== selectedNodeIds;
    syncedSelection.current = selectedNodeIds;
    setNodes((current) => toFlowNodes(graph, issueCounts, current, selectionChanged ? new Set(selectedNodeIds) : null));
  }, [graph, issueCounts, selectedNodeIds]);

  // The store follows the selection React Flow shows (click, modifier-click, box selection, keyboard).
  useEffect(() => {
    const ids = nodes.filter((n) => n.selected).map((n) => n.id);
    const current = store.getState().selectedNodeIds;
    if (ids.length !== current.length || ids.some((id) => !current.includes(id))) store.select(ids, store.getState().selectedEdgeIds);
  }, [nodes, store]);

  const edges = useMemo(() => toFlowEdges(graph, new Set(selectedEdgeIds)), [graph, selectedEdgeIds]);

  const onNodesChange = useCallback(
    (changes: NodeChange<WorkflowFlowNode>[]) => {
      setNodes((current) => applyNodeChanges(changes, current));
      const moved = new Map<string, NodePosition>();
      for (const change of changes) {
        if (change.type === 'position' && change.position && !change.dragging) moved.set(change.id, change.position);
      }
      if (moved.size) store.edit((g) => moveNodes(g, moved), `move:${[...moved.keys()].sort().join(',')}`);
    },
    [store],
  );

  const onNodeDragStop = useCallback(
    (_event: unknown, _node: WorkflowFlowNode, dragged: WorkflowFlowNode[]) => {
      store.edit((g) => moveNodes(g, new Map(dragged.map((n) => [n.id, n.position]))));
      store.seal();
    },
    [store],
  );

  const onConnect = useCallback((connection: Connection) => store.edit((g) => connect(g, connection.source, connection.target, connection.sourceHandle ?? null)), [store]);

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

  const onNodeDoubleClick = useCallback((_event: unknown, node: WorkflowFlowNode) => store.openPanel(node.id), [store]);
  const onNodeClick = useCallback((_event: unknown, node: WorkflowFlowNode) => store.openPanel(node.id), [store]);

  const large = graph.nodes.length >= LARGE_GRAPH;
  return (
    <ReactFlow<WorkflowFlowNode, Edge>
      nodes={nodes}
      edges={edges}
      nodeTypes={nodeTypes}
      onNodesChange={onNodesChange}
      onNodeDragStop={onNodeDragStop}
      onConnect={onConnect}
      onEdgesChange={onEdgesChange}
      onNodeClick={onNodeClick}
      onNodeDoubleClick={onNodeDoubleClick}
      nodesDraggable={!readOnly}
      nodesConnectable={!readOnly}
      edgesFocusable={!readOnly}
      // Deletion is one of the editor's shortcuts (it also deletes the focused node).
      deleteKeyCode={null}
      multiSelectionKeyCode={['Shift', 'Meta', 'Control']}
      selectionKeyCode="Shift"
      onlyRenderVisibleElements={large}
      minZoom={0.05}
      fitView
      proOptions={{ hideAttribution: true }}
      aria-label={t('canvas.label')}
    >
      <Background />
      <Controls showInteractive={false} aria-label={t('canvas.controls')} />
      <MiniMap pannable zoomable ariaLabel={t('canvas.minimap')} nodeColor={(n) => KIND_COLORS[(n as WorkflowFlowNode).data.node.kind]} />
    </ReactFlow>
  );
}
