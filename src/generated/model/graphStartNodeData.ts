import type { StartVariable } from './startVariable';

export interface GraphStartNodeData {
  /** @maxItems 50 */
  inputVariables: StartVariable[];
}
