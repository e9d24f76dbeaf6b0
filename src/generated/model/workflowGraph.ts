import type { GraphEdge } from './graphEdge';
import type { GraphNode } from './graphNode';
import type { Id } from './id';
import type { Timestamp } from './timestamp';
import type { UserRef } from './userRef';

/**
 * A workflow's graph as stored, with its revision (incremented by every save). A save must name the revision it was based on.
 */
export interface WorkflowGraph {
  workflowId: Id;
  /**
     * @minimum 0
     * @maximum 2147483647
     */
  revision: number;
  /**
     * At most 5000 nodes (the editor is measured with 3000; see `npm run bench`).
     * @maxItems 5000
     */
  nodes: GraphNode[];
  /** @maxItems 10000 */
  edges: GraphEdge[];
  updatedAt: Timestamp;
  updatedBy?: UserRef;
}
