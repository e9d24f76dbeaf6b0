import type { GraphSharedCustomNodeData } from './graphSharedCustomNodeData';
import type { GraphSharedCustomNodeKind } from './graphSharedCustomNodeKind';
import type { NodeId } from './nodeId';
import type { NodePosition } from './nodePosition';
import type { NodeTitle } from './nodeTitle';

/**
 * A node running an administrator-published (shared) custom node.
 */
export interface GraphSharedCustomNode {
  id: NodeId;
  kind: GraphSharedCustomNodeKind;
  title?: NodeTitle;
  position: NodePosition;
  data: GraphSharedCustomNodeData;
}
