
/**
 * A start-node input or end-node output variable, as pickers show it.
 */
export interface WorkflowVariable {
  /** @maxLength 64 */
  name: string;
}
