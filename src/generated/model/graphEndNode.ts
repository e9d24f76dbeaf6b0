import type { GraphEndNodeData } from './graphEndNodeData';
import type { GraphEndNodeKind } from './graphEndNodeKind';
import type { NodeId } from './nodeId';
import type { NodePosition } from './nodePosition';
import type { NodeTitle } from './nodeTitle';

export interface GraphEndNode {
  id: NodeId;
  kind: GraphEndNodeKind;
  title?: NodeTitle;
  position: NodePosition;
  data: GraphEndNodeData;
}
