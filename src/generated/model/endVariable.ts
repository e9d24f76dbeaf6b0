import type { NodeVariableName } from './nodeVariableName';
import type { ValueExpression } from './valueExpression';

/**
 * An output variable of the end node.
 */
export interface EndVariable {
  name: NodeVariableName;
  value: ValueExpression;
}
