import type { GraphEdge } from './graphEdge';
import type { GraphNode } from './graphNode';

/**
 * A save of the whole graph, based on baseRevision. Only the holder of the edit permission may save (403). A baseRevision other than the stored revision is refused with 409 (WorkflowGraphConflict) and nothing changes. Node ids are unique, and every edge joins existing nodes ('Node not found: <id>').
 */
export interface WorkflowGraphSave {
  /**
     * @minimum 0
     * @maximum 2147483647
     */
  baseRevision: number;
  /**
     * At most 5000 nodes (the editor is measured with 3000; see `npm run bench`).
     * @maxItems 5000
     */
  nodes: GraphNode[];
  /** @maxItems 10000 */
  edges: GraphEdge[];
}
