import type { GraphLlmNodeData } from './graphLlmNodeData';
import type { GraphLlmNodeKind } from './graphLlmNodeKind';
import type { NodeId } from './nodeId';
import type { NodePosition } from './nodePosition';
import type { NodeTitle } from './nodeTitle';

export interface GraphLlmNode {
  id: NodeId;
  kind: GraphLlmNodeKind;
  title?: NodeTitle;
  position: NodePosition;
  data: GraphLlmNodeData;
}
