import type { Id } from './id';

/**
 * A folder on the way from the root to a listed folder (breadcrumbs).
 */
export interface WorkflowFolderRef {
  id: Id;
  /** @maxLength 100 */
  name: string;
}
