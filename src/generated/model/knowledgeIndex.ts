import type { Id } from './id';
import type { KnowledgeEmbeddingModel } from './knowledgeEmbeddingModel';
import type { KnowledgeFileRef } from './knowledgeFileRef';
import type { KnowledgeIndexFileProgress } from './knowledgeIndexFileProgress';
import type { KnowledgeIndexStatus } from './knowledgeIndexStatus';
import type { KnowledgeSearchType } from './knowledgeSearchType';
import type { Timestamp } from './timestamp';
import type { UserRef } from './userRef';

/**
 * A searchable index built from knowledge files. Creating or updating it (or asking for a rebuild) starts a build that moves it through WAITING (files still uploading) → PENDING → PROGRESS → SUCCESS or FAILED; the studio polls the index.
 */
export interface KnowledgeIndex {
  id: Id;
  /**
     * @minLength 1
     * @maxLength 50
     */
  name: string;
  status: KnowledgeIndexStatus;
  /**
     * Why the last build failed (only with `INDEX_STATUS_FAILED`).
     * @maxLength 500
     */
  statusMessage?: string;
  /**
     * Characters per chunk.
     * @minimum 1
     * @maximum 8000
     */
  chunkSize: number;
  /**
     * Characters shared by neighbouring chunks.
     * @minimum 1
     * @maximum 8000
     */
  chunkOverlap: number;
  searchType: KnowledgeSearchType;
  embeddingModel: KnowledgeEmbeddingModel;
  /**
     * @minItems 1
     * @maxItems 100
     */
  files: KnowledgeFileRef[];
  /**
     * Where each of the index's files is in the current build (one entry per file, in the order of `files`).
     * @maxItems 100
     */
  fileProgress: KnowledgeIndexFileProgress[];
  /**
     * Search results scoring below this are dropped.
     * @minimum 0
     * @maximum 1
     */
  minimumScore: number;
  /**
     * How many documents a search returns.
     * @minimum 1
     * @maximum 50
     */
  documentCount: number;
  createdBy: UserRef;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}
