import type { Id } from './id';

/**
 * Which project custom node to publish, optionally under another name and description.
 */
export interface SharedCustomNodePublish {
  projectId: Id;
  customNodeId: Id;
  /**
     * Defaults to the custom node's name.
     * @minLength 1
     * @maxLength 20
     */
  name?: string;
  /** @maxLength 500 */
  description?: string;
}
