import type { CustomNodeParameterDataType } from './customNodeParameterDataType';

/**
 * One input or output variable of a tool's source. `dataType` is absent when the source does not say (a workflow's start and end variables carry no type).
 */
export interface ToolSourceVariable {
  /**
     * @minLength 1
     * @maxLength 100
     */
  name: string;
  dataType?: CustomNodeParameterDataType;
  /** @maxLength 500 */
  description?: string;
  required: boolean;
}
