import type { RevisionCount } from './revisionCount';

/**
 * What a save changed against the revision before it (the first revision counts against an empty graph), computed when the revision is saved. Nodes are matched by id: a node is changed when its kind, title or data differ (its position is layout, not a change). Edges are matched by source, sourceHandle and target (a new edge id alone is not a change).
 */
export interface WorkflowRevisionSummary {
  nodesAdded: RevisionCount;
  nodesRemoved: RevisionCount;
  nodesChanged: RevisionCount;
  edgesAdded: RevisionCount;
  edgesRemoved: RevisionCount;
}
