import type { Id } from './id';
import type { JobName } from './jobName';
import type { JobStatus } from './jobStatus';
import type { Timestamp } from './timestamp';
import type { UserRef } from './userRef';

/**
 * One run of a job over its dataset file (a line of the job's execution history).
 */
export interface JobExecution {
  id: Id;
  jobId: Id;
  jobName: JobName;
  status: JobStatus;
  /**
     * @minimum 0
     * @maximum 1000000
     */
  totalRows: number;
  /**
     * @minimum 0
     * @maximum 1000000
     */
  processedRows: number;
  /**
     * @minimum 0
     * @maximum 1000000
     */
  succeededRows: number;
  /**
     * @minimum 0
     * @maximum 1000000
     */
  failedRows: number;
  executedBy: UserRef;
  createdAt: Timestamp;
  startedAt?: Timestamp;
  finishedAt?: Timestamp;
}
