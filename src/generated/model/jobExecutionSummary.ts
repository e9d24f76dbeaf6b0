import type { Id } from './id';
import type { JobStatus } from './jobStatus';
import type { Timestamp } from './timestamp';

/**
 * A job's last execution, for the list's status and time columns ('not executed' when absent).
 */
export interface JobExecutionSummary {
  id: Id;
  status: JobStatus;
  createdAt: Timestamp;
  startedAt?: Timestamp;
  finishedAt?: Timestamp;
}
