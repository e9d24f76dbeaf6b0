import type { Id } from './id';
import type { KnowledgeEmbeddingModel } from './knowledgeEmbeddingModel';
import type { KnowledgeSearchType } from './knowledgeSearchType';

/**
 * A new index. Name required; chunk size and chunk overlap required, integers of at least 1 (the overlap smaller than the chunk size); at least one file of the project.
 */
export interface KnowledgeIndexCreate {
  /**
     * @minLength 1
     * @maxLength 50
     */
  name: string;
  /**
     * @minimum 1
     * @maximum 8000
     */
  chunkSize: number;
  /**
     * @minimum 1
     * @maximum 8000
     */
  chunkOverlap: number;
  searchType: KnowledgeSearchType;
  embeddingModel: KnowledgeEmbeddingModel;
  /**
     * The knowledge files (of the same project) to build from; at least one.
     * @minItems 1
     * @maxItems 100
     */
  fileIds: Id[];
  /**
     * @minimum 0
     * @maximum 1
     */
  minimumScore?: number;
  /**
     * @minimum 1
     * @maximum 50
     */
  documentCount?: number;
}
