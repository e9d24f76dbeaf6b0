import type { NodeId } from './nodeId';

/**
 * A connection from one node to another. Edges leaving an if-else node carry the branch id, or 'else', as sourceHandle.
 */
export interface GraphEdge {
  id: NodeId;
  source: NodeId;
  target: NodeId;
  /** @maxLength 64 */
  sourceHandle?: string;
}
