/** If-else condition operators (shared by the if-else kind's validation and panel). */
import { IfElseOperator } from '../../../generated/model';

/** If-else operators that compare with nothing: their conditions have no value (the panel hides the field). */
const OPERATORS_WITHOUT_VALUE: ReadonlySet<string> = new Set<string>([IfElseOperator.IF_ELSE_OPERATOR_IS_EMPTY, IfElseOperator.IF_ELSE_OPERATOR_IS_NOT_EMPTY]);

/** Whether an if-else condition with this operator compares with a value. */
export const operatorTakesValue = (operator: string): boolean => !OPERATORS_WITHOUT_VALUE.has(operator);
