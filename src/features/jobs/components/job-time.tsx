import { useTranslation } from 'react-i18next';
import type { JobExecutionSummary } from '../../../generated/model';
import { useDurationFormat } from '../../../lib/duration';
import { useNow } from '../../../lib/use-now';
import { isActive, jobTimeOf } from '../status';

/** The time of a job's last execution (§4): 'Not executed', 'Elapsed 1 min 5 sec' (ticking) or 'Took 42 sec'. */
export function JobTime({ execution }: { execution: Pick<JobExecutionSummary, 'status' | 'createdAt' | 'startedAt' | 'finishedAt'> | undefined }) {
  const { t } = useTranslation('jobs');
  const { duration } = useDurationFormat();
  const now = useNow(1_000, isActive(execution?.status));
  const time = jobTimeOf(execution, now);
  if (time.kind === 'notExecuted') return <>{t('time.notExecuted')}</>;
  return <>{t(time.kind === 'elapsed' ? 'time.elapsed' : 'time.executionTime', { duration: duration(time.ms) })}</>;
}
