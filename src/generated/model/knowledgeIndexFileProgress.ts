import type { Id } from './id';
import type { KnowledgeIndexFileStage } from './knowledgeIndexFileStage';
import type { Timestamp } from './timestamp';

/**
 * One file's way through the index's build, with the time each stage was reached. `expectedNextAt` is when the server expects the file to reach its next stage (from its size and the queue); past it, the studio flags the file as not moving.
 */
export interface KnowledgeIndexFileProgress {
  fileId: Id;
  /**
     * @minLength 1
     * @maxLength 255
     */
  fileName: string;
  stage: KnowledgeIndexFileStage;
  stageChangedAt: Timestamp;
  uploadedAt?: Timestamp;
  chunkedAt?: Timestamp;
  embeddedAt?: Timestamp;
  searchableAt?: Timestamp;
  expectedNextAt?: Timestamp;
  /**
     * Chunks made from the file (once chunked).
     * @minimum 0
     * @maximum 1000000
     */
  chunkCount?: number;
  /**
     * Why the file could not be used (only with `INDEX_FILE_STAGE_FAILED`).
     * @maxLength 500
     */
  statusMessage?: string;
}
