import type { GraphIfElseNodeData } from './graphIfElseNodeData';
import type { GraphIfElseNodeKind } from './graphIfElseNodeKind';
import type { NodeId } from './nodeId';
import type { NodePosition } from './nodePosition';
import type { NodeTitle } from './nodeTitle';

export interface GraphIfElseNode {
  id: NodeId;
  kind: GraphIfElseNodeKind;
  title?: NodeTitle;
  position: NodePosition;
  data: GraphIfElseNodeData;
}
