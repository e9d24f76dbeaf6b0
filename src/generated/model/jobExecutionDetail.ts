import type { JobExecution } from './jobExecution';
import type { JobRowResult } from './jobRowResult';

/**
 * One execution with its per-row results (the job history page).
 */
export type JobExecutionDetail = JobExecution & {
  /** @maxItems 10000 */
  results: JobRowResult[];
};
