/**
 * An evaluation run's states: pending and running are still moving (the tab polls the run and the list of
 * runs while one is, and can cancel it); success, failure and canceled are over. How each looks: the
 * studio's status roles (src/components/status-looks.ts).
 */
import { pollListWhile, pollWhile } from '../../../components/data-table/poll-while';
import { STATUS_ROLE_LOOK as R, type StatusLook } from '../../../components/status-looks';
import { useStatusLabel } from '../../../components/status-words';
import { ToneTag } from '../../../components/tone-tag';
import type { EvaluationRun, EvaluationRunStatus } from '../../../generated/model';

export const isRunActive = (status: EvaluationRunStatus | undefined) =>
  status === 'EVALUATION_RUN_STATUS_PENDING' || status === 'EVALUATION_RUN_STATUS_RUNNING';

/** The run's `refetchInterval`: every 2 s while it is pending or running, then never again. */
export const pollRun = pollWhile<EvaluationRun>((run) => isRunActive(run.status));
/** The run list's: while one of its runs is moving. */
export const pollRuns = pollListWhile<EvaluationRun>((run) => isRunActive(run.status));

const RUN_LOOK: Record<EvaluationRunStatus, StatusLook> = {
  EVALUATION_RUN_STATUS_PENDING: R.pending,
  EVALUATION_RUN_STATUS_RUNNING: R.running,
  EVALUATION_RUN_STATUS_SUCCESS: R.success,
  EVALUATION_RUN_STATUS_FAILURE: R.failed,
  EVALUATION_RUN_STATUS_CANCELED: R.cancelled,
};

export function RunStatusTag({ status }: { status: EvaluationRunStatus }) {
  const label = useStatusLabel();
  const { tone, Icon } = RUN_LOOK[status];
  return (
    <ToneTag tone={tone} Icon={Icon}>
      {label(status)}
    </ToneTag>
  );
}
