import type { GraphWorkflowNodeData } from './graphWorkflowNodeData';
import type { GraphWorkflowNodeKind } from './graphWorkflowNodeKind';
import type { NodeId } from './nodeId';
import type { NodePosition } from './nodePosition';
import type { NodeTitle } from './nodeTitle';

/**
 * A node that calls another workflow (a published API version of it).
 */
export interface GraphWorkflowNode {
  id: NodeId;
  kind: GraphWorkflowNodeKind;
  title?: NodeTitle;
  position: NodePosition;
  data: GraphWorkflowNodeData;
}
