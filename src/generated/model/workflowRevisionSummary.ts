import type { RevisionCount } from './revisionCount';

/**
 * What a save changed against the graph it replaced (the first save of a new workflow: its starter graph), computed when the revision is saved, so it stays when the revision before is pruned. Nodes are matched by id: a node is changed when its kind, title or data differ (its position is layout, not a change). Edges are matched by source, sourceHandle and target (a new edge id alone is not a change).
 */
export interface WorkflowRevisionSummary {
  nodesAdded: RevisionCount;
  nodesRemoved: RevisionCount;
  nodesChanged: RevisionCount;
  edgesAdded: RevisionCount;
  edgesRemoved: RevisionCount;
}
