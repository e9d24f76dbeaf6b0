/**
 * Job and execution states (§4): pending, running, success, failure, canceled — how each looks (a tone and
 * an icon, never colour alone), which are still moving (lists and results poll while one is), and the time a
 * job shows: not executed, elapsed while it runs, its execution time once done.
 */
import type { SvgIconComponent } from '@mui/icons-material';
import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import PendingOutlinedIcon from '@mui/icons-material/PendingOutlined';
import SyncIcon from '@mui/icons-material/Sync';
import type { Tone } from '../../components/tone';
import type { JobExecutionSummary, JobRowStatus, JobStatus } from '../../generated/model';

export const JOB_LOOK: Record<JobStatus, { tone: Tone; Icon: SvgIconComponent }> = {
  JOB_STATUS_PENDING: { tone: 'neutral', Icon: PendingOutlinedIcon },
  JOB_STATUS_RUNNING: { tone: 'info', Icon: SyncIcon },
  JOB_STATUS_SUCCESS: { tone: 'success', Icon: CheckCircleOutlineIcon },
  JOB_STATUS_FAILURE: { tone: 'error', Icon: ErrorOutlineIcon },
  JOB_STATUS_CANCELED: { tone: 'warning', Icon: CancelOutlinedIcon },
};

export const ROW_LOOK: Record<JobRowStatus, { tone: Tone; Icon: SvgIconComponent }> = {
  JOB_ROW_STATUS_PENDING: { tone: 'neutral', Icon: PendingOutlinedIcon },
  JOB_ROW_STATUS_SUCCESS: { tone: 'success', Icon: CheckCircleOutlineIcon },
  JOB_ROW_STATUS_FAILURE: { tone: 'error', Icon: ErrorOutlineIcon },
  JOB_ROW_STATUS_CANCELED: { tone: 'warning', Icon: CancelOutlinedIcon },
};

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
