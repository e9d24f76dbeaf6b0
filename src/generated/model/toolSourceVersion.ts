import type { Id } from './id';

/**
 * A published API version of a workflow.
 */
export interface ToolSourceVersion {
  id: Id;
  /** @maxLength 100 */
  name: string;
}
