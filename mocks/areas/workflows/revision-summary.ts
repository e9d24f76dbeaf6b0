/**
 * What a save changed against the graph before it, as the contract counts it (WorkflowRevisionSummary):
 * nodes matched by id, changed when kind, title or data differ (position is layout); edges matched by
 * source, source handle (an if-else edge without one is its else edge) and target (a new edge id alone is no
 * change).
 */
import { diffGraphs } from '../../../src/features/workflow-editor/versions/diff/diff-graphs';
import type { GraphEdge, GraphNode, WorkflowRevisionSummary } from '../../../src/generated/model';

export interface GraphContent {
  nodes: GraphNode[];
  edges: GraphEdge[];
}

export const EMPTY_GRAPH: GraphContent = { nodes: [], edges: [] };

/** The editor's diff model counts it: the versions panel and the mock agree by construction. */
export function summarize(before: GraphContent, after: GraphContent): WorkflowRevisionSummary {
  return diffGraphs(before, after).summary;
}
