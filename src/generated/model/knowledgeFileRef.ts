import type { Id } from './id';

/**
 * A file an index is built from.
 */
export interface KnowledgeFileRef {
  id: Id;
  /**
     * @minLength 1
     * @maxLength 255
     */
  fileName: string;
}
