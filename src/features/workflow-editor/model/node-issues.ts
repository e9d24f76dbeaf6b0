/**
 * Which node an issue of the graph is about, the issues of one node (its badge, its panel), and the
 * issues shown at all (a node added a moment ago waits until touched). Pure; no React.
 */
import type { GraphEdge } from '../../../generated/model';
import type { GraphShape } from './graph-types';
import type { GraphIssue } from './validation';

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
 * The issues to show: those of untouched nodes (added a moment ago, see the editor store) wait, and
 * so do their connections' issues. The same list feeds the badges, the panels and the overview.
 */
export function shownIssues(issues: readonly GraphIssue[], graph: GraphShape, untouched: ReadonlySet<string>): readonly GraphIssue[] {
  if (untouched.size === 0) return issues;
  const nodeOf = createIssueNodeLookup(graph);
  return issues.filter((issue) => {
    const nodeId = nodeOf(issue);
    return nodeId === undefined || !untouched.has(nodeId);
  });
}

/** Every issue of one node (its fields', its connections', the graph's about it), in order. */
export function issuesOfNode(issues: readonly GraphIssue[], graph: GraphShape, nodeId: string): GraphIssue[] {
  let nodeOf: ((issue: GraphIssue) => string | undefined) | undefined;
  return issues.filter((issue) => {
    if (issue.nodeId) return issue.nodeId === nodeId;
    nodeOf ??= createIssueNodeLookup(graph);
    return nodeOf(issue) === nodeId;
  });
}
