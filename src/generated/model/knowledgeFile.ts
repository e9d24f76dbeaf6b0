import type { Id } from './id';
import type { KnowledgeFileStatus } from './knowledgeFileStatus';
import type { KnowledgeFileType } from './knowledgeFileType';
import type { Timestamp } from './timestamp';
import type { UserRef } from './userRef';

/**
 * A file of the project that knowledge indexes are built from (1MB or smaller).
 */
export interface KnowledgeFile {
  id: Id;
  /**
     * @minLength 1
     * @maxLength 255
     */
  fileName: string;
  status: KnowledgeFileStatus;
  /**
     * Why the upload failed (only with `FILE_STATUS_FAILED`).
     * @maxLength 500
     */
  statusMessage?: string;
  /**
     * Size in bytes (at most 1MB).
     * @minimum 0
     * @maximum 1048576
     */
  size: number;
  type: KnowledgeFileType;
  /**
     * The indexes built from this file (such a file cannot be deleted).
     * @maxItems 100
     */
  indexIds?: Id[];
  createdBy: UserRef;
  createdAt: Timestamp;
  updatedBy: UserRef;
  updatedAt: Timestamp;
}
