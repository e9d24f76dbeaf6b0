import type { Id } from './id';

/**
 * A tool made from the shared custom node (agents call it).
 */
export interface SharedCustomNodeToolUse {
  projectId: Id;
  /**
     * @minLength 1
     * @maxLength 100
     */
  projectName: string;
  toolId: Id;
  /**
     * @minLength 1
     * @maxLength 100
     */
  toolName: string;
}
