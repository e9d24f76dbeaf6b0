/**
 * Job and execution states (§4): pending, running, success, failure, canceled — which are still moving
 * (lists and results poll while one is), and the time a job shows: not executed, elapsed while it runs, its
 * execution time once done. How each looks: src/components/status-looks.ts.
 */
import type { JobExecutionSummary, JobStatus } from '../../generated/model';

/** Pending or running: cannot be deleted (§4), can be cancelled, and screens poll. */
export const isActive = (status: JobStatus | undefined) => status === 'JOB_STATUS_PENDING' || status === 'JOB_STATUS_RUNNING';

/** What a job's time column says (§4): not executed; elapsed while pending or running; the execution time once done. */
export type JobTime = { kind: 'notExecuted' } | { kind: 'elapsed'; ms: number } | { kind: 'executionTime'; ms: number };

export function jobTimeOf(execution: Pick<JobExecutionSummary, 'status' | 'createdAt' | 'startedAt' | 'finishedAt'> | undefined, now: number): JobTime {
  if (!execution) return { kind: 'notExecuted' };
  const started = Date.parse(execution.startedAt ?? execution.createdAt);
  if (isActive(execution.status)) return { kind: 'elapsed', ms: Math.max(0, now - started) };
  const finished = execution.finishedAt ? Date.parse(execution.finishedAt) : started;
  return { kind: 'executionTime', ms: Math.max(0, finished - started) };
}
