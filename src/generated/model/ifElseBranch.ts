import type { IfElseCondition } from './ifElseCondition';
import type { IfElseLogicalOperator } from './ifElseLogicalOperator';

/**
 * A branch (if, else if …), tried in order; the first whose conditions hold is taken, else the edge with sourceHandle 'else'. Its id is the sourceHandle of the edge leaving it.
 */
export interface IfElseBranch {
  /**
     * @minLength 1
     * @maxLength 64
     * @pattern ^[A-Za-z0-9_-]+$
     */
  id: string;
  logicalOperator: IfElseLogicalOperator;
  /**
     * @minItems 1
     * @maxItems 20
     */
  conditions: IfElseCondition[];
}
