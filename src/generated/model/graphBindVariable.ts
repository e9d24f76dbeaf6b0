import type { GraphBindVariableType } from './graphBindVariableType';

/**
 * A bind variable of a database query. A VARCHAR2 value over 4000 characters is refused ('Use CLOB for strings over 4000 characters').
 */
export interface GraphBindVariable {
  /**
     * @minLength 1
     * @maxLength 64
     * @pattern ^[A-Za-z_][A-Za-z0-9_]*$
     */
  name: string;
  /** @maxLength 100000 */
  value: string;
  type: GraphBindVariableType;
}
