import type { Id } from './id';
import type { NodeInputParameter } from './nodeInputParameter';
import type { NodeVariableName } from './nodeVariableName';

export interface GraphCustomNodeData {
  customNodeId: Id;
  /** The configuration file with its environment settings (optional). */
  configFileId?: Id;
  variable: NodeVariableName;
  /** @maxItems 50 */
  inputParameters: NodeInputParameter[];
}
