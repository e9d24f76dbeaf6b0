
/**
 * How a branch combines its conditions.
 */
export type IfElseLogicalOperator = typeof IfElseLogicalOperator[keyof typeof IfElseLogicalOperator];


export const IfElseLogicalOperator = {
  IF_ELSE_LOGICAL_OPERATOR_AND: 'IF_ELSE_LOGICAL_OPERATOR_AND',
  IF_ELSE_LOGICAL_OPERATOR_OR: 'IF_ELSE_LOGICAL_OPERATOR_OR',
} as const;
