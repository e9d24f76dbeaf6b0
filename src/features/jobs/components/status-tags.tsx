import { ToneTag } from '../../../components/tone-tag';
import type { JobRowStatus, JobStatus } from '../../../generated/model';
import { JOB_LOOK, STATUS_ROLE_LOOK as R, type StatusLook } from '../../../components/status-looks';
import { useStatusLabel } from '../../../components/status-words';

const ROW_LOOK: Record<JobRowStatus, StatusLook> = {
  JOB_ROW_STATUS_PENDING: R.pending,
  JOB_ROW_STATUS_SUCCESS: R.success,
  JOB_ROW_STATUS_FAILURE: R.failed,
  JOB_ROW_STATUS_CANCELED: R.cancelled,
};

/** An execution's (or a job's last execution's) status: Pending, Running, Succeeded, Failed, Canceled (§4, the studio's words). */
export function JobStatusTag({ status }: { status: JobStatus }) {
  const label = useStatusLabel();
  const { tone, Icon } = JOB_LOOK[status];
  return (
    <ToneTag tone={tone} Icon={Icon}>
      {label(status)}
    </ToneTag>
  );
}

/** One dataset row's result status. */
export function RowStatusTag({ status }: { status: JobRowStatus }) {
  const label = useStatusLabel();
  const { tone, Icon } = ROW_LOOK[status];
  return (
    <ToneTag tone={tone} Icon={Icon}>
      {label(status)}
    </ToneTag>
  );
}
