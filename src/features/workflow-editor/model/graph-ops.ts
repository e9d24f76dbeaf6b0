/**
 * Pure graph edits for the editor store (each returns a new graph; unchanged nodes are shared, so
 * history snapshots stay cheap; an edit that changes nothing returns the same graph): add, update,
 * move and remove nodes and edges, connect with a check the canvas uses as `isValidConnection`,
 * remove if-else branches with their edges.
 */
import { NodeKind, type GraphEdge, type GraphNode, type NodePosition } from '../../../generated/model';
import type { GraphShape } from './graph-types';
import { freshId, type RandomDigit } from './ids';
import { messageKeys, type MessageKey } from './messages';
import { definitionOf, inputHandlesOf, outputHandlesOf, sourceHandleOf } from './node-registry';

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
  const handle = sourceHandleOf(
    { id: '', source: source.id, target: target.id, ...(connection.sourceHandle ? { sourceHandle: connection.sourceHandle } : {}) },
    source,
  );
  if (!handles.includes(handle)) {
    return {
      ok: false,
      key: definitionOf(source).unknownHandleIssue.key,
      params: { handle: handle ?? '' },
    };
  }
  if (inputHandlesOf(target).length === 0) return { ok: false, key: messageKeys.noInput };
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

/** The graph with a node appended. */
export const addNode = (graph: GraphShape, node: GraphNode): GraphShape => ({ nodes: [...graph.nodes, node], edges: graph.edges });

/** The graph with an edge when `canConnect` allows it, otherwise the same graph (for store edits). */
export function withEdge(graph: GraphShape, connection: Connection): GraphShape {
  const result = connect(graph, connection);
  return result.ok ? result.graph : graph;
}

/** The graph with one node replaced by `update(node)` (same id); the same graph when nothing changed. */
export function updateNode(graph: GraphShape, id: string, update: (node: GraphNode) => GraphNode): GraphShape {
  const index = graph.nodes.findIndex((node) => node.id === id);
  if (index < 0) return graph;
  const node = graph.nodes[index]!;
  const next = update(node);
  if (next === node) return graph;
  const nodes = graph.nodes.slice();
  nodes[index] = { ...next, id };
  return { nodes, edges: graph.edges };
}

/** Sets one field of a node's data (`key` like `prompt` or `bindVariables`). */
export function setNodeData(graph: GraphShape, id: string, key: string, value: unknown): GraphShape {
  return updateNode(graph, id, (node) => ({ ...node, data: { ...node.data, [key]: value } }) as GraphNode);
}

/** Sets a node's title (an empty title is removed: the node shows its kind). */
export function setNodeTitle(graph: GraphShape, id: string, title: string): GraphShape {
  return updateNode(graph, id, (node) => {
    const { title: _old, ...rest } = node;
    return (title ? { ...rest, title } : rest) as GraphNode;
  });
}

/**
 * The graph with nodes moved (positions by id), in whole pixels. A node already at its spot stays
 * the same object, and when none moved the graph is the same (no empty undo step).
 */
export function moveNodes(graph: GraphShape, positions: ReadonlyMap<string, NodePosition>): GraphShape {
  if (positions.size === 0) return graph;
  let changed = false;
  const nodes = graph.nodes.map((node) => {
    const position = positions.get(node.id);
    if (!position) return node;
    const x = Math.round(position.x);
    const y = Math.round(position.y);
    if (x === node.position.x && y === node.position.y) return node;
    changed = true;
    return { ...node, position: { x, y } };
  });
  return changed ? { nodes, edges: graph.edges } : graph;
}

/** The graph without the nodes (never the start node), the edges, and every edge touching a removed node. */
export function removeElements(graph: GraphShape, nodeIds: Iterable<string>, edgeIds: Iterable<string> = []): GraphShape {
  const nodes = new Set(nodeIds);
  for (const node of graph.nodes) if (!definitionOf(node).removable) nodes.delete(node.id);
  const edges = new Set(edgeIds);
  if (nodes.size === 0 && edges.size === 0) return graph;
  const keptNodes = nodes.size ? graph.nodes.filter((node) => !nodes.has(node.id)) : graph.nodes;
  const keptEdges = graph.edges.filter((edge) => !edges.has(edge.id) && !nodes.has(edge.source) && !nodes.has(edge.target));
  if (keptNodes.length === graph.nodes.length && keptEdges.length === graph.edges.length) return graph;
  return { nodes: keptNodes, edges: keptEdges };
}

/** The graph without an if-else branch and the edge(s) leaving through it (never the last branch). */
export function removeIfElseBranch(graph: GraphShape, nodeId: string, branchId: string): GraphShape {
  const next = updateNode(graph, nodeId, (node) =>
    node.kind === NodeKind.NODE_KIND_IF_ELSE && node.data.branches.length > 1
      ? { ...node, data: { ...node.data, branches: node.data.branches.filter((b) => b.id !== branchId) } }
      : node,
  );
  if (next === graph) return graph;
  return { ...next, edges: next.edges.filter((edge) => !(edge.source === nodeId && edge.sourceHandle === branchId)) };
}
