import type { CustomNodePreviewRequestParameterValues } from './customNodePreviewRequestParameterValues';

/**
 * The values of the preview's Parameters tab, and optionally the editor's unsaved code.
 */
export interface CustomNodePreviewRequest {
  /** Parameter label → value (any JSON value). */
  parameterValues: CustomNodePreviewRequestParameterValues;
  /**
     * Run this code instead of the saved code (the editor's unsaved changes).
     * @minLength 1
     * @maxLength 100000
     */
  code?: string;
}
