import type { CustomNodeParameterDataType } from './customNodeParameterDataType';

/**
 * A value the workflow hands to the node (one of its parameters, as the workflow editor's panel shows it).
 */
export interface CustomNodeInputParameter {
  /**
     * @minLength 1
     * @maxLength 50
     */
  name: string;
  dataType: CustomNodeParameterDataType;
  /** @maxLength 500 */
  description?: string;
  required: boolean;
}
