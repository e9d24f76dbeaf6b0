/** Pure edits of a graph the canvas and the panels make (each returns a new graph, sharing what did not change). */
import Dagre from '@dagrejs/dagre';
import { NodeKind, type GraphEdge, type GraphNode, type NodePosition } from '../../../generated/model';
import type { GraphShape } from '../model/graph-types';
import { freshId } from '../model/ids';
import { createNode } from '../model/node-registry';

export function addNode(graph: GraphShape, kind: NodeKind, position: NodePosition): { graph: GraphShape; id: string } {
  const node = createNode(kind, { position: { x: Math.round(position.x), y: Math.round(position.y) }, takenIds: new Set(graph.nodes.map((n) => n.id)) });
  return { graph: { nodes: [...graph.nodes, node], edges: graph.edges }, id: node.id };
}

/** Removes nodes (never the start node) and edges, and every edge touching a removed node. */
export function removeElements(graph: GraphShape, nodeIds: Iterable<string>, edgeIds: Iterable<string> = []): GraphShape {
  const nodes = new Set(nodeIds);
  for (const node of graph.nodes) if (node.kind === NodeKind.NODE_KIND_START) nodes.delete(node.id);
  const edges = new Set(edgeIds);
  if (nodes.size === 0 && edges.size === 0) return graph;
  const keptNodes = nodes.size ? graph.nodes.filter((node) => !nodes.has(node.id)) : graph.nodes;
  const keptEdges = graph.edges.filter((edge) => !edges.has(edge.id) && !nodes.has(edge.source) && !nodes.has(edge.target));
  // Nothing was there to remove: the same graph (no empty undo step).
  if (keptNodes.length === graph.nodes.length && keptEdges.length === graph.edges.length) return graph;
  return { nodes: keptNodes, edges: keptEdges };
}

export function moveNodes(graph: GraphShape, positions: ReadonlyMap<string, NodePosition>): GraphShape {
  let changed = false;
  const nodes = graph.nodes.map((node) => {
    const position = positions.get(node.id);
    if (!position) return node;
    const x = Math.round(position.x);
    const y = Math.round(position.y);
    // Whole pixels: the same spot again (drag end, then drag stop) is no change and no undo step.
    if (x === node.position.x && y === node.position.y) return node;
    changed = true;
    return { ...node, position: { x, y } };
  });
  return changed ? { nodes, edges: graph.edges } : graph;
}

export function updateNode(graph: GraphShape, id: string, update: (node: GraphNode) => GraphNode): GraphShape {
  const index = graph.nodes.findIndex((node) => node.id === id);
  if (index < 0) return graph;
  const next = update(graph.nodes[index]!);
  if (next === graph.nodes[index]) return graph;
  const nodes = graph.nodes.slice();
  nodes[index] = next;
  return { nodes, edges: graph.edges };
}

/** Sets one field of a node's data (`path` like `prompt` or `bindVariables`). */
export function setNodeData(graph: GraphShape, id: string, key: string, value: unknown): GraphShape {
  return updateNode(graph, id, (node) => ({ ...node, data: { ...node.data, [key]: value } }) as GraphNode);
}

export function setNodeTitle(graph: GraphShape, id: string, title: string): GraphShape {
  return updateNode(graph, id, (node) => {
    const { title: _old, ...rest } = node;
    return (title ? { ...rest, title } : rest) as GraphNode;
  });
}

/** Connects two nodes (once per source handle and target). */
export function connect(graph: GraphShape, source: string, target: string, sourceHandle: string | null): GraphShape {
  if (source === target) return graph;
  if (graph.edges.some((e) => e.source === source && e.target === target && (e.sourceHandle ?? null) === sourceHandle)) return graph;
  const id = freshId('e', new Set(graph.edges.map((e) => e.id)));
  const edge: GraphEdge = { id, source, target, ...(sourceHandle ? { sourceHandle } : {}) };
  return { nodes: graph.nodes, edges: [...graph.edges, edge] };
}

export const NODE_WIDTH = 220;
export const NODE_HEIGHT = 90;

/** Left-to-right layered layout (dagre). */
export function autoLayout(graph: GraphShape): GraphShape {
  const g = new Dagre.graphlib.Graph().setDefaultEdgeLabel(() => ({}));
  g.setGraph({ rankdir: 'LR', nodesep: 40, ranksep: 80 });
  for (const node of graph.nodes) g.setNode(node.id, { width: NODE_WIDTH, height: NODE_HEIGHT });
  for (const edge of graph.edges) g.setEdge(edge.source, edge.target);
  Dagre.layout(g);
  const positions = new Map<string, NodePosition>();
  for (const node of graph.nodes) {
    const laid = g.node(node.id);
    if (laid) positions.set(node.id, { x: laid.x - NODE_WIDTH / 2, y: laid.y - NODE_HEIGHT / 2 });
  }
  return moveNodes(graph, positions);
}
