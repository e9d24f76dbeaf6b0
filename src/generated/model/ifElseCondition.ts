import type { IfElseOperator } from './ifElseOperator';
import type { ValueExpression } from './valueExpression';

/**
 * A condition; value is not used by IS_EMPTY and IS_NOT_EMPTY.
 */
export interface IfElseCondition {
  inputVariable: ValueExpression;
  operator: IfElseOperator;
  /** @maxLength 5000 */
  value?: string;
}
