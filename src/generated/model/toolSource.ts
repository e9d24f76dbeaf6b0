import type { Id } from './id';

/**
 * The source the tool runs, with the names the list shows: the workflow and its API version, the custom node, or the shared custom node (the kind follows the tool's `type`).
 */
export interface ToolSource {
  id: Id;
  /** @maxLength 200 */
  name: string;
  apiVersionId?: Id;
  /**
     * Workflow tools only.
     * @maxLength 100
     */
  apiVersionName?: string;
}
