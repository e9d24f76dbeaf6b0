import type { GraphDatabaseNodeData } from './graphDatabaseNodeData';
import type { GraphDatabaseNodeKind } from './graphDatabaseNodeKind';
import type { NodeId } from './nodeId';
import type { NodePosition } from './nodePosition';
import type { NodeTitle } from './nodeTitle';

export interface GraphDatabaseNode {
  id: NodeId;
  kind: GraphDatabaseNodeKind;
  title?: NodeTitle;
  position: NodePosition;
  data: GraphDatabaseNodeData;
}
