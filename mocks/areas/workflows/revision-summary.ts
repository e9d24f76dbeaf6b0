/**
 * What a save changed against the graph before it, as the contract counts it (WorkflowRevisionSummary):
 * nodes matched by id, changed when kind, title or data differ (position is layout); edges matched by
 * source, sourceHandle and target (a new edge id alone is no change).
 */
import type { GraphEdge, GraphNode, WorkflowRevisionSummary } from '../../../src/generated/model';

export interface GraphContent {
  nodes: GraphNode[];
  edges: GraphEdge[];
}

export const EMPTY_GRAPH: GraphContent = { nodes: [], edges: [] };

/** JSON with object keys sorted, so that two equal values compare equal whatever their key order. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stable(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const substance = (node: GraphNode) => stable({ kind: node.kind, title: node.title, data: node.data });
const edgeKey = (edge: GraphEdge) => `${edge.source}\u0000${edge.sourceHandle ?? ''}\u0000${edge.target}`;

export function summarize(before: GraphContent, after: GraphContent): WorkflowRevisionSummary {
  const old = new Map(before.nodes.map((node) => [node.id, node]));
  const next = new Set(after.nodes.map((node) => node.id));
  let nodesAdded = 0;
  let nodesChanged = 0;
  for (const node of after.nodes) {
    const previous = old.get(node.id);
    if (!previous) nodesAdded += 1;
    else if (substance(previous) !== substance(node)) nodesChanged += 1;
  }
  const nodesRemoved = before.nodes.filter((node) => !next.has(node.id)).length;
  const oldEdges = new Set(before.edges.map(edgeKey));
  const newEdges = new Set(after.edges.map(edgeKey));
  const edgesAdded = [...newEdges].filter((key) => !oldEdges.has(key)).length;
  const edgesRemoved = [...oldEdges].filter((key) => !newEdges.has(key)).length;
  return { nodesAdded, nodesRemoved, nodesChanged, edgesAdded, edgesRemoved };
}
