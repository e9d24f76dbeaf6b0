import type { IfElseBranch } from './ifElseBranch';

export interface GraphIfElseNodeData {
  /**
     * @minItems 1
     * @maxItems 20
     */
  branches: IfElseBranch[];
}
