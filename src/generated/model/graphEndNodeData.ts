import type { EndVariable } from './endVariable';

export interface GraphEndNodeData {
  /** @maxItems 50 */
  outputVariables: EndVariable[];
}
