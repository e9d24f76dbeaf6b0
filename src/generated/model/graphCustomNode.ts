import type { GraphCustomNodeData } from './graphCustomNodeData';
import type { GraphCustomNodeKind } from './graphCustomNodeKind';
import type { NodeId } from './nodeId';
import type { NodePosition } from './nodePosition';
import type { NodeTitle } from './nodeTitle';

/**
 * A node running one of the project's custom nodes.
 */
export interface GraphCustomNode {
  id: NodeId;
  kind: GraphCustomNodeKind;
  title?: NodeTitle;
  position: NodePosition;
  data: GraphCustomNodeData;
}
