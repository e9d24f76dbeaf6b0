/**
 * Pure graph edits for the editor store (each returns a new graph; unchanged nodes are shared, so
 * history snapshots stay cheap): add, update, move and remove nodes, connect with a check the canvas
 * can use as `isValidConnection`, remove edges and if-else branches with their edges.
 */
import { NodeKind, type GraphEdge, type GraphNode, type NodePosition } from '../../../generated/model';
import type { GraphShape } from './graph-types';
import { freshId, type RandomDigit } from './ids';
import { messageKeys, type MessageKey } from './messages';
import { outputHandlesOf, sourceHandleOf } from './node-registry';

export interface Connection {
  source: string;
  target: string;
  /** xyflow gives null for a node's single default handle. */
  sourceHandle?: string | null;
}

export type ConnectCheck = { ok: true } | { ok: false; key: MessageKey; params?: Record<string, string> };

/** Whether an edge may join two nodes: both exist, the handle exists, no edge into start, no duplicate, no loop. */
export function canConnect(graph: GraphShape, connection: Connection): ConnectCheck {
  const source = graph.nodes.find((node) => node.id === connection.source);
  const target = graph.nodes.find((node) => node.id === connection.target);
  if (!source) return { ok: false, key: messageKeys.nodeNotFound, params: { id: connection.source } };
  if (!target) return { ok: false, key: messageKeys.nodeNotFound, params: { id: connection.target } };
  const handles = outputHandlesOf(source).map((handle) => handle.id);
  if (handles.length === 0) return { ok: false, key: messageKeys.noOutput };
  const handle = sourceHandleOf({ id: '', source: source.id, target: target.id, ...(connection.sourceHandle ? { sourceHandle: connection.sourceHandle } : {}) }, source);
  if (!handles.includes(handle)) {
    return { ok: false, key: source.kind === NodeKind.NODE_KIND_IF_ELSE ? messageKeys.unknownBranch : messageKeys.unknownHandle, params: { handle: handle ?? '' } };
  }
  if (target.kind === NodeKind.NODE_KIND_START) return { ok: false, key: messageKeys.noInput };
  const nodesById = new Map(graph.nodes.map((node) => [node.id, node] as const));
  if (graph.edges.some((e) => e.source === source.id && e.target === target.id && sourceHandleOf(e, nodesById.get(e.source)) === handle)) {
    return { ok: false, key: messageKeys.duplicateEdge };
  }
  if (source.id === target.id || reaches(graph, target.id, source.id)) return { ok: false, key: messageKeys.cycle };
  return { ok: true };
}

/** Whether `to` can be reached from `from` along the edges (O(nodes + edges)). */
function reaches(graph: GraphShape, from: string, to: string): boolean {
  const outgoing = new Map<string, string[]>();
  for (const edge of graph.edges) {
    const list = outgoing.get(edge.source);
    if (list) list.push(edge.target);
    else outgoing.set(edge.source, [edge.target]);
  }
  const seen = new Set([from]);
  const queue = [from];
  for (let head = 0; head < queue.length; head += 1) {
    for (const next of outgoing.get(queue[head]!) ?? []) {
      if (next === to) return true;
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return false;
}

export type ConnectResult = { ok: true; graph: GraphShape; edge: GraphEdge } | Extract<ConnectCheck, { ok: false }>;

/** The graph with a new edge, when `canConnect` allows it. */
export function connect(graph: GraphShape, connection: Connection, random?: RandomDigit): ConnectResult {
  const check = canConnect(graph, connection);
  if (!check.ok) return check;
  const edge: GraphEdge = {
    id: freshId('e', new Set(graph.edges.map((e) => e.id)), random),
    source: connection.source,
    target: connection.target,
    ...(connection.sourceHandle ? { sourceHandle: connection.sourceHandle } : {}),
  };
  return { ok: true, graph: { ...graph, edges: [...graph.edges, edge] }, edge };
}

export const addNode = (graph: GraphShape, node: GraphNode): GraphShape => ({ ...graph, nodes: [...graph.nodes, node] });

/** The graph with one node replaced by `update(node)` (same id). */
export function updateNode(graph: GraphShape, id: string, update: (node: GraphNode) => GraphNode): GraphShape {
  let changed = false;
  const nodes = graph.nodes.map((node) => {
    if (node.id !== id) return node;
    const next = update(node);
    changed ||= next !== node;
    return { ...next, id };
  });
  return changed ? { ...graph, nodes } : graph;
}

/** The graph with nodes moved (positions by id). */
export function moveNodes(graph: GraphShape, positions: ReadonlyMap<string, NodePosition>): GraphShape {
  if (positions.size === 0) return graph;
  return { ...graph, nodes: graph.nodes.map((node) => (positions.has(node.id) ? { ...node, position: { ...positions.get(node.id)! } } : node)) };
}

/** The graph without the nodes and every edge touching them. */
export function removeNodes(graph: GraphShape, ids: Iterable<string>): GraphShape {
  const gone = new Set(ids);
  if (gone.size === 0) return graph;
  return {
    nodes: graph.nodes.filter((node) => !gone.has(node.id)),
    edges: graph.edges.filter((edge) => !gone.has(edge.source) && !gone.has(edge.target)),
  };
}

export function removeEdges(graph: GraphShape, ids: Iterable<string>): GraphShape {
  const gone = new Set(ids);
  return gone.size === 0 ? graph : { ...graph, edges: graph.edges.filter((edge) => !gone.has(edge.id)) };
}

/** The graph without an if-else branch and the edge(s) leaving through it. */
export function removeIfElseBranch(graph: GraphShape, nodeId: string, branchId: string): GraphShape {
  const next = updateNode(graph, nodeId, (node) =>
    node.kind === NodeKind.NODE_KIND_IF_ELSE && node.data.branches.length > 1
      ? { ...node, data: { ...node.data, branches: node.data.branches.filter((b) => b.id !== branchId) } }
      : node,
  );
  if (next === graph) return graph;
  return { ...next, edges: next.edges.filter((edge) => !(edge.source === nodeId && edge.sourceHandle === branchId)) };
}
