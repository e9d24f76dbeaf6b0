import { useTranslation } from 'react-i18next';
import { ToneTag } from '../../../components/tone-tag';
import type { JobRowStatus, JobStatus } from '../../../generated/model';
import { JOB_LOOK, JOB_ROW_LOOK as ROW_LOOK } from '../../../components/status-looks';

/** An execution's (or a job's last execution's) status: Pending, Running, Success, Failure, Canceled (§4). */
export function JobStatusTag({ status }: { status: JobStatus }) {
  const { t } = useTranslation('jobs');
  const { tone, Icon } = JOB_LOOK[status];
  return (
    <ToneTag tone={tone} Icon={Icon}>
      {t(`status.${status}`)}
    </ToneTag>
  );
}

/** One dataset row's result status. */
export function RowStatusTag({ status }: { status: JobRowStatus }) {
  const { t } = useTranslation('jobs');
  const { tone, Icon } = ROW_LOOK[status];
  return (
    <ToneTag tone={tone} Icon={Icon}>
      {t(`rowStatus.${status}`)}
    </ToneTag>
  );
}
