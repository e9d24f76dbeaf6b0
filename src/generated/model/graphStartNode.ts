import type { GraphStartNodeData } from './graphStartNodeData';
import type { GraphStartNodeKind } from './graphStartNodeKind';
import type { NodeId } from './nodeId';
import type { NodePosition } from './nodePosition';
import type { NodeTitle } from './nodeTitle';

export interface GraphStartNode {
  id: NodeId;
  kind: GraphStartNodeKind;
  title?: NodeTitle;
  position: NodePosition;
  data: GraphStartNodeData;
}
