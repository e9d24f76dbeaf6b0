import type { Id } from './id';

/**
 * A configuration file as a choice in the workflow editor.
 */
export interface ConfigFileRef {
  id: Id;
  /**
     * @minLength 1
     * @maxLength 100
     */
  fileName: string;
}
