/**
 * The one canvas of a diff: the after graph's nodes and edges, the removed ones added back where the
 * before graph had them, each marked with its change (added, removed, changed, moved with layout
 * changes shown). React Flow objects built once per diff, with their computed size (node-geometry.ts),
 * so a 1000-node diff draws only what is in view. A removed edge whose output is gone from the node drawn
 * (an if-else condition removed with its edge) leaves from a ghost handle of that output below the node's
 * outputs (diff-node.tsx draws it): React Flow draws no edge whose handle it cannot find.
 */
import { Position, type Edge, type Node } from '@xyflow/react';
import type { GraphNode, NodeKind, NodePosition } from '../../../../generated/model';
import type { GraphShape } from '../../model/graph-types';
import { NODE_BOX, nodeGeometry } from '../../canvas/node-geometry';
import { outputHandlesOf, sourceHandleOf } from '../../model/node-registry';
import type { ChangeType, DiffChange, GraphDiff } from '../diff/types';

/** How a node or edge is marked on the diff's canvas. */
export type DiffMark = 'added' | 'removed' | 'changed' | 'moved';

/** A ghost output handle (a removed edge's, gone from the node drawn): its id and its centre's distance from the node's top. */
export interface GhostHandle {
  id: string;
  top: number;
}

export type DiffFlowNode = Node<{ node: GraphNode; issues: number; mark?: DiffMark; ghostHandles?: GhostHandle[] }, NodeKind>;
export type DiffFlowEdge = Edge<{ mark?: DiffMark; key: string }>;

/** The sign on each mark's badge (a symbol, the same in every language). */
export const MARK_SIGN: Record<DiffMark, string> = { added: '+', removed: '−', changed: '~', moved: '↔' };

/** The mark of each kind of change. */
export const MARK_OF: Record<ChangeType, DiffMark> = {
  nodeAdded: 'added',
  nodeRemoved: 'removed',
  nodeChanged: 'changed',
  nodeMoved: 'moved',
  edgeAdded: 'added',
  edgeRemoved: 'removed',
};

export const isEdgeChange = (change: DiffChange): boolean => change.type === 'edgeAdded' || change.type === 'edgeRemoved';

export interface DiffFlow {
  nodes: DiffFlowNode[];
  edges: DiffFlowEdge[];
  /** Every node drawn (after, and removed ones from before), by id. */
  nodesById: ReadonlyMap<string, GraphNode>;
  /** The flow id of the edge of each edge key that changed. */
  edgeIdOfKey: ReadonlyMap<string, string>;
}

/** The flow node's spoken label: its mark (worded by the caller) and name. */
export type NodeLabeller = (node: GraphNode, mark: DiffMark | undefined) => string;
export type EdgeLabeller = (source: GraphNode | undefined, target: GraphNode | undefined, mark: DiffMark | undefined) => string;

function flowNode(node: GraphNode, mark: DiffMark | undefined, labelOf: NodeLabeller): DiffFlowNode {
  const { width, height, handles } = nodeGeometry(node);
  return {
    id: node.id,
    type: node.kind,
    position: { x: node.position.x, y: node.position.y },
    data: { node, issues: 0, ...(mark ? { mark } : {}) },
    ariaLabel: labelOf(node, mark),
    ...(mark ? { className: `wf-diff-node wf-diff-node--${mark}` } : {}),
    measured: { width, height },
    handles,
  };
}

export function diffFlow(after: GraphShape, diff: GraphDiff, layout: boolean, labelNode: NodeLabeller, labelEdge: EdgeLabeller): DiffFlow {
  const marks = new Map<string, DiffMark>();
  for (const entry of diff.nodes.added) marks.set(entry.id, 'added');
  for (const entry of diff.nodes.changed) marks.set(entry.id, 'changed');
  if (layout) for (const entry of diff.nodes.moved) marks.set(entry.id, 'moved');
  const nodes = after.nodes.map((node) => flowNode(node, marks.get(node.id), labelNode));
  for (const entry of diff.nodes.removed) nodes.push(flowNode(entry.node, 'removed', labelNode));
  const nodesById = new Map<string, GraphNode>();
  for (const entry of diff.nodes.removed) nodesById.set(entry.id, entry.node);
  for (const node of after.nodes) nodesById.set(node.id, node);

  const added = new Set(diff.edges.added.map((entry) => entry.edge));
  const edgeIdOfKey = new Map<string, string>();
  const edges: DiffFlowEdge[] = after.edges.map((edge) => {
    const handle = sourceHandleOf(edge, nodesById.get(edge.source));
    return flowEdge(`a:${edge.id}`, edge.source, edge.target, handle, added.has(edge) ? 'added' : undefined, nodesById, labelEdge);
  });
  for (const entry of diff.edges.added) edgeIdOfKey.set(entry.key, `a:${entry.edge.id}`);
  addGhostHandles(nodes, diff);
  diff.edges.removed.forEach((entry, i) => {
    const id = `r${i}:${entry.edge.id}`;
    edgeIdOfKey.set(entry.key, id);
    edges.push(flowEdge(id, entry.edge.source, entry.edge.target, entry.sourceHandle, 'removed', nodesById, labelEdge));
  });
  return { nodes, edges, nodesById, edgeIdOfKey };
}

/** Gives each node drawn the outputs its removed edges leave from and it no longer has, one row apart below its corner. */
function addGhostHandles(nodes: DiffFlowNode[], diff: GraphDiff): void {
  const missing = new Map<string, Set<string>>();
  const byId = new Map(nodes.map((node) => [node.id, node] as const));
  for (const { edge, sourceHandle } of diff.edges.removed) {
    const drawn = byId.get(edge.source);
    if (!drawn || sourceHandle === null || outputHandlesOf(drawn.data.node).some((spec) => spec.id === sourceHandle)) continue;
    missing.set(edge.source, (missing.get(edge.source) ?? new Set()).add(sourceHandle));
  }
  const half = NODE_BOX.handle / 2;
  for (const [id, handles] of missing) {
    const index = nodes.findIndex((node) => node.id === id);
    const node = nodes[index]!;
    const { width = NODE_BOX.width, height = NODE_BOX.minHeight } = node.measured ?? {};
    const ghostHandles = [...handles].map((handle, i): GhostHandle => ({ id: handle, top: height + i * NODE_BOX.outputRow }));
    nodes[index] = {
      ...node,
      data: { ...node.data, ghostHandles },
      handles: [
        ...(node.handles ?? []),
        ...ghostHandles.map((ghost) => ({
          id: ghost.id,
          type: 'source' as const,
          position: Position.Right,
          x: width - half,
          y: ghost.top - half,
          width: NODE_BOX.handle,
          height: NODE_BOX.handle,
        })),
      ],
    };
  }
}

function flowEdge(
  id: string,
  source: string,
  target: string,
  sourceHandle: string | null,
  mark: DiffMark | undefined,
  nodesById: ReadonlyMap<string, GraphNode>,
  labelOf: EdgeLabeller,
): DiffFlowEdge {
  return {
    id,
    source,
    target,
    sourceHandle,
    data: { key: id, ...(mark ? { mark } : {}) },
    ariaLabel: labelOf(nodesById.get(source), nodesById.get(target), mark),
    ...(mark ? { className: `wf-diff-edge wf-diff-edge--${mark}` } : {}),
  };
}

/** Where a change is centred on the canvas: a node's middle, an edge's midpoint between its nodes. */
export function centreOf(change: DiffChange, flow: DiffFlow, diff: GraphDiff): NodePosition {
  const middle = (node: GraphNode | undefined, fallback: NodePosition): NodePosition => {
    if (!node) return fallback;
    const { width, height } = nodeGeometry(node);
    return { x: node.position.x + width / 2, y: node.position.y + height / 2 };
  };
  if (!isEdgeChange(change)) {
    const removed = change.type === 'nodeRemoved' ? diff.nodes.removed.find((entry) => entry.id === change.id)?.node : undefined;
    return middle(removed ?? flow.nodesById.get(change.id), change.at);
  }
  const entry = [...diff.edges.added, ...diff.edges.removed].find((candidate) => candidate.key === change.id);
  if (!entry) return change.at;
  const a = middle(flow.nodesById.get(entry.edge.source), change.at);
  const b = middle(flow.nodesById.get(entry.edge.target), a);
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}
