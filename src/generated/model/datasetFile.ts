import type { DatasetFileStatus } from './datasetFileStatus';
import type { DatasetFileType } from './datasetFileType';
import type { Id } from './id';
import type { Timestamp } from './timestamp';
import type { UserRef } from './userRef';

/**
 * A line of the File List tab.
 */
export interface DatasetFile {
  id: Id;
  /**
     * @minLength 1
     * @maxLength 255
     */
  fileName: string;
  /**
     * Bytes (at most 10MB).
     * @minimum 0
     * @maximum 10485760
     */
  size: number;
  type: DatasetFileType;
  status: DatasetFileStatus;
  /**
     * Data rows (header excluded); 0 until uploaded.
     * @minimum 0
     * @maximum 1000000
     */
  rowCount: number;
  /**
     * Why the file failed (status DATASET_FILE_STATUS_FAILED).
     * @maxLength 2000
     */
  errorMessage?: string;
  updatedBy: UserRef;
  updatedAt: Timestamp;
  createdAt: Timestamp;
}
