import type { GraphBindVariable } from './graphBindVariable';
import type { Id } from './id';
import type { NodeVariableName } from './nodeVariableName';

export interface GraphDatabaseNodeData {
  variable: NodeVariableName;
  connectionId: Id;
  /**
     * @minLength 1
     * @maxLength 20000
     */
  query: string;
  /** @maxItems 50 */
  bindVariables: GraphBindVariable[];
}
