/**
 * Which node an issue of the graph is about, and the issues of one node that need the whole graph
 * (what its panel lists beside its own field checks). Pure; no React.
 */
import type { GraphEdge } from '../../../generated/model';
import type { GraphShape } from './graph-types';
import { messageKeys } from './messages';
import type { GraphIssue } from './validation';

/** Issues on a field that only the whole graph can find: variable references. */
const REFERENCE_KEYS = new Set<string>([messageKeys.referenceNodeNotFound, messageKeys.referenceVariableNotFound, messageKeys.referenceOutOfScope]);

/**
 * The node an issue belongs to: its own node, else (an edge's issue) the edge's source when it
 * exists — its panel lists the connection and can remove it — else the edge's target.
 */
export function issueNodeIdOf(issue: GraphIssue, edgesById: ReadonlyMap<string, GraphEdge>, nodeIds: ReadonlySet<string>): string | undefined {
  if (issue.nodeId) return issue.nodeId;
  const edge = issue.edgeId === undefined ? undefined : edgesById.get(issue.edgeId);
  if (!edge) return undefined;
  if (nodeIds.has(edge.source)) return edge.source;
  return nodeIds.has(edge.target) ? edge.target : undefined;
}

/** A lookup of the node each issue belongs to, for a graph (built once per graph). */
export function createIssueNodeLookup(graph: GraphShape): (issue: GraphIssue) => string | undefined {
  const edgesById = new Map<string, GraphEdge>();
  for (const edge of graph.edges) if (!edgesById.has(edge.id)) edgesById.set(edge.id, edge);
  const nodeIds = new Set(graph.nodes.map((node) => node.id));
  return (issue) => issueNodeIdOf(issue, edgesById, nodeIds);
}

/**
 * The issues of a node that need the whole graph: not connected, loops, duplicate ids, its
 * connections' issues and its variable references. Its own fields' checks (validateNode) are left
 * out: the panel runs those itself, on every keystroke.
 */
export function graphIssuesOfNode(issues: readonly GraphIssue[], graph: GraphShape, nodeId: string): GraphIssue[] {
  let nodeOf: ((issue: GraphIssue) => string | undefined) | undefined;
  return issues.filter((issue) => {
    if (issue.field && !REFERENCE_KEYS.has(issue.key)) return false;
    if (issue.nodeId) return issue.nodeId === nodeId;
    nodeOf ??= createIssueNodeLookup(graph);
    return nodeOf(issue) === nodeId;
  });
}
