import type { Id } from './id';

/**
 * What to build again; without `fileIds`, every file of the index.
 */
export interface KnowledgeIndexRebuild {
  /**
     * Only these files of the index (e.g. the ones that failed); the others keep their chunks and embeddings.
     * @minItems 1
     * @maxItems 100
     */
  fileIds?: Id[];
}
