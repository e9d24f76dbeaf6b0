import type { ToolSourceVariable } from './toolSourceVariable';

/**
 * The inputs and outputs of a tool's source, from which the tool dialog's "fill from source" proposes the input and output JSON Schemas. For a published workflow at an API version: inputs are its start node's input variables and outputs its end node's output variables (the API version's `inputVariableNames` / `outputVariableNames`; each required, no data type). For a project custom node: inputs are its parameters (label as name, data type, description, required) and the output is its output variable. For a shared custom node: its input parameters and its output variable.
 */
export interface ToolSourceSignature {
  /** @maxItems 100 */
  inputs: ToolSourceVariable[];
  /** @maxItems 100 */
  outputs: ToolSourceVariable[];
}
