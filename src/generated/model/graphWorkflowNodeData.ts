import type { Id } from './id';
import type { NodeVariableName } from './nodeVariableName';

export interface GraphWorkflowNodeData {
  workflowId: Id;
  /**
     * The called workflow's API version name.
     * @minLength 1
     * @maxLength 50
     */
  version: string;
  variable: NodeVariableName;
  useContext?: boolean;
}
