import type { Id } from './id';
import type { KnowledgeEmbeddingModel } from './knowledgeEmbeddingModel';
import type { KnowledgeSearchType } from './knowledgeSearchType';

/**
 * Changes the given fields and starts a new build. Refused with 409 while the index is pending or in progress ('Cannot edit the index because its status is processing').
 */
export interface KnowledgeIndexUpdate {
  /**
     * @minLength 1
     * @maxLength 50
     */
  name?: string;
  /**
     * @minimum 1
     * @maximum 8000
     */
  chunkSize?: number;
  /**
     * @minimum 1
     * @maximum 8000
     */
  chunkOverlap?: number;
  searchType?: KnowledgeSearchType;
  embeddingModel?: KnowledgeEmbeddingModel;
  /**
     * @minItems 1
     * @maxItems 100
     */
  fileIds?: Id[];
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
