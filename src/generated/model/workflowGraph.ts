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
  /** @minimum 0 */
  revision: number;
  /** @maxItems 500 */
  nodes: GraphNode[];
  /** @maxItems 1000 */
  edges: GraphEdge[];
  updatedAt: Timestamp;
  updatedBy?: UserRef;
}
