import type { ValueExpression } from './valueExpression';

/**
 * An input parameter of a (shared) custom node.
 */
export interface NodeInputParameter {
  /**
     * @minLength 1
     * @maxLength 64
     */
  name: string;
  value: ValueExpression;
}
