import { useTranslation } from 'react-i18next';
import { ToneTag } from '../../../components/tone-tag';
import { JOB_LOOK } from '../../../components/status-looks';
import { useStatusLabel } from '../../../components/status-words';
import { useDateTimeFormat } from '../../../lib/date-format';
import { paths } from '../../../lib/paths';
import { AREA_ICONS } from './areas';
import { RecentCard } from './recent-card';
import { RECENT_LIMIT } from './recent-workflows';
import { recentExecutions, useRecentJobs } from './use-project-overview';

/**
 * The jobs last executed, newest first, with the execution's status, each opening the job's history. The
 * contract lists executions per job only: these are the last executions of the newest 100 jobs.
 */
export function RecentJobs({ projectId }: { projectId: string }) {
  const { t } = useTranslation('projects');
  const label = useStatusLabel();
  const format = useDateTimeFormat();
  const jobs = useRecentJobs(projectId);
  const rows = jobs.data
    ? recentExecutions(jobs.data.items, RECENT_LIMIT).map((job) => {
        const { tone, Icon } = JOB_LOOK[job.lastExecution.status];
        return {
          id: job.id,
          name: job.name,
          href: paths.jobHistory.href(projectId, job.id),
          detail: t('home.recentJobs.started', { when: format(job.lastExecution.startedAt ?? job.lastExecution.createdAt) }),
          aside: (
            <ToneTag tone={tone} Icon={Icon}>
              {label(job.lastExecution.status)}
            </ToneTag>
          ),
        };
      })
    : undefined;
  return (
    <RecentCard
      title={t('home.recentJobs.title')}
      Icon={AREA_ICONS.jobs}
      things={t('home.things.jobs')}
      empty={t('home.recentJobs.empty')}
      all={{ label: t('home.recentJobs.all'), href: paths.jobs.href(projectId) }}
      query={jobs}
      rows={rows}
    />
  );
}
