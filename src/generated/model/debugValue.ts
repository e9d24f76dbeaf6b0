
/**
 * A named value going into or out of a node (values are text; JSON values are serialized).
 */
export interface DebugValue {
  /**
     * @minLength 1
     * @maxLength 64
     */
  name: string;
  /** @maxLength 100000 */
  value: string;
}
