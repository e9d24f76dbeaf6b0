import type { CustomNodeParameterDataType } from './customNodeParameterDataType';

/**
 * A parameter as the preview resolved it.
 */
export interface CustomNodePreviewParameter {
  /**
     * @minLength 1
     * @maxLength 50
     */
  label: string;
  dataType: CustomNodeParameterDataType;
  /** The value used (absent when none was given). */
  value?: unknown;
}
