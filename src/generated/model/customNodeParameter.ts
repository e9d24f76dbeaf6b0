import type { CustomNodeParameterDataType } from './customNodeParameterDataType';

/**
 * A parameter of the custom node (an argument of its Python `run` function). The workflow feeds it as an input parameter; the preview asks for its value.
 */
export interface CustomNodeParameter {
  /**
     * The parameter's name in the code (a Python identifier).
     * @minLength 1
     * @maxLength 50
     * @pattern ^[A-Za-z_][A-Za-z0-9_]*$
     */
  label: string;
  dataType: CustomNodeParameterDataType;
  /** @maxLength 500 */
  description?: string;
  /** Whether a value must be given (default true). */
  required?: boolean;
}
