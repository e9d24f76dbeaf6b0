/**
 * Validation as the editor runs it after every edit. Positions never matter to validation, so when
 * an edit only moved nodes (a drag, auto-layout) the last issues stand; otherwise the graph is
 * validated again (validateGraph keeps each unchanged node's own issues).
 */
import type { GraphShape } from './graph-types';
import { createIssueNodeLookup } from './node-issues';
import { validateGraph, type GraphIssue, type ValidationContext } from './validation';

/** Whether two graphs differ at most in node positions (moves keep each node's data object). */
export function sameButPositions(a: GraphShape, b: GraphShape): boolean {
  if (a.edges !== b.edges || a.nodes.length !== b.nodes.length) return false;
  for (let i = 0; i < a.nodes.length; i += 1) {
    const x = a.nodes[i]!;
    const y = b.nodes[i]!;
    if (x !== y && (x.id !== y.id || x.kind !== y.kind || x.title !== y.title || x.data !== y.data)) return false;
  }
  return true;
}

/** A validator that remembers its last graph, context (models) and issues. */
export function createGraphIssues(): (graph: GraphShape, context?: ValidationContext) => readonly GraphIssue[] {
  let last: { graph: GraphShape; models: ValidationContext['models']; issues: readonly GraphIssue[] } | null = null;
  return (graph, context = {}) => {
    if (last && last.models === context.models && (last.graph === graph || sameButPositions(last.graph, graph))) {
      last = { ...last, graph };
      return last.issues;
    }
    last = { graph, models: context.models, issues: validateGraph(graph, context) };
    return last.issues;
  };
}

/**
 * Issue counts per node (what the canvas badges show): a connection's issue counts for the node its
 * panel lists it under (node-issues.ts), so a badge and the node's panel always say the same number.
 */
export function countByNode(issues: readonly GraphIssue[], graph: GraphShape): Map<string, number> {
  const nodeOf = createIssueNodeLookup(graph);
  const counts = new Map<string, number>();
  for (const issue of issues) {
    const nodeId = nodeOf(issue);
    if (nodeId !== undefined) counts.set(nodeId, (counts.get(nodeId) ?? 0) + 1);
  }
  return counts;
}
