import type { ConfigFileRef } from './configFileRef';
import type { CustomNodeInputParameter } from './customNodeInputParameter';
import type { Id } from './id';

/**
 * The input parameters, output variable and usable configuration (env) files of a shared custom node.
 */
export interface SharedCustomNodeInputParameters {
  sharedCustomNodeId: Id;
  /** @maxItems 50 */
  inputParameters: CustomNodeInputParameter[];
  /**
     * @minLength 1
     * @maxLength 50
     */
  outputVariable: string;
  /** @maxItems 1000 */
  configFiles: ConfigFileRef[];
}
