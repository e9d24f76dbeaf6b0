import type { CustomNodeInputParameter } from './customNodeInputParameter';
import type { Id } from './id';

/**
 * The input parameters and the output variable of a custom node (workflow editor's custom-node panel).
 */
export interface CustomNodeInputParameters {
  customNodeId: Id;
  /** @maxItems 50 */
  inputParameters: CustomNodeInputParameter[];
  /**
     * @minLength 1
     * @maxLength 50
     */
  outputVariable: string;
}
