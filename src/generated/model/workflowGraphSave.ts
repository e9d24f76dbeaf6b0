import type { GraphEdge } from './graphEdge';
import type { GraphNode } from './graphNode';

/**
 * A save of the whole graph, based on baseRevision. Only the holder of the edit permission may save (403). A baseRevision other than the stored revision is refused with 409 (WorkflowGraphConflict) and nothing changes. Node ids are unique, and every edge joins existing nodes ('Node not found: <id>').
 */
export interface WorkflowGraphSave {
  /** @minimum 0 */
  baseRevision: number;
  /** @maxItems 500 */
  nodes: GraphNode[];
  /** @maxItems 1000 */
  edges: GraphEdge[];
}
