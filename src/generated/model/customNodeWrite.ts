import type { CustomNodeAuthenticationSettings } from './customNodeAuthenticationSettings';
import type { CustomNodeParameter } from './customNodeParameter';

/**
 * The editor's form (Config, Code and Authentication tabs). Name required, at most 20 characters; code required.
 */
export interface CustomNodeWrite {
  /**
     * @minLength 1
     * @maxLength 20
     */
  name: string;
  /** @maxLength 500 */
  description?: string;
  /**
     * The Python source; its `run(**params)` function returns the output.
     * @minLength 1
     * @maxLength 100000
     */
  code: string;
  /** @maxItems 50 */
  parameters?: CustomNodeParameter[];
  /**
     * The name under which the node's return value reaches the workflow.
     * @minLength 1
     * @maxLength 50
     * @pattern ^[A-Za-z_][A-Za-z0-9_]*$
     */
  outputVariable: string;
  authentication?: CustomNodeAuthenticationSettings;
}
