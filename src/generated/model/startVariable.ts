import type { NodeVariableName } from './nodeVariableName';

/**
 * An input variable of the start node.
 */
export interface StartVariable {
  name: NodeVariableName;
  /**
     * The value a debug run uses when none is given.
     * @maxLength 5000
     */
  debugValue?: string;
}
