import type { GraphKnowledgeNodeData } from './graphKnowledgeNodeData';
import type { GraphKnowledgeNodeKind } from './graphKnowledgeNodeKind';
import type { NodeId } from './nodeId';
import type { NodePosition } from './nodePosition';
import type { NodeTitle } from './nodeTitle';

export interface GraphKnowledgeNode {
  id: NodeId;
  kind: GraphKnowledgeNodeKind;
  title?: NodeTitle;
  position: NodePosition;
  data: GraphKnowledgeNodeData;
}
