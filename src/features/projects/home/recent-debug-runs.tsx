import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AREA_ICONS } from '../../../components/areas/area-icons';
import { DEBUG_RUN_LOOK } from '../../../components/status-looks';
import { useStatusLabel } from '../../../components/status-words';
import { ToneTag } from '../../../components/tone-tag';
import { getListDebugRunsQueryOptions } from '../../../generated/debug-runs/debug-runs';
import { useDateTimeFormat } from '../../../lib/date-format';
import { paths } from '../../../lib/paths';
import { RecentCard } from './recent-card';
import { recentDebugRuns } from './recent-debug-runs-model';
import { RECENT_LIMIT } from './recent-workflows';
import { recentlyEdited, useWorkflowHierarchy } from './use-project-overview';

/** Each workflow's newest page (the contract's smallest page is 10). */
const DEBUG_RUNS_PAGE = { page: 1, pageSize: 10 };

/**
 * The newest debug runs of the recently edited workflows (the contract lists debug runs per workflow),
 * with their status, each opening the run in the editor's Debug tab. Its own loading, empty and
 * error-with-retry states.
 */
export function RecentDebugRuns({ projectId }: { projectId: string }) {
  const { t } = useTranslation('projects');
  const label = useStatusLabel();
  const format = useDateTimeFormat();
  const hierarchy = useWorkflowHierarchy(projectId);
  const workflows = hierarchy.data ? recentlyEdited(hierarchy.data.workflows, RECENT_LIMIT) : [];
  const pages = useQueries({ queries: workflows.map((workflow) => getListDebugRunsQueryOptions(projectId, workflow.id, DEBUG_RUNS_PAGE)) });
  const loaded = hierarchy.data !== undefined && pages.every((page) => page.data !== undefined);
  const query = {
    isPending: hierarchy.isPending || pages.some((page) => page.isPending),
    isError: hierarchy.isError || pages.some((page) => page.isError),
    refetch: () => {
      if (hierarchy.isError) void hierarchy.refetch();
      for (const page of pages) if (page.isError) void page.refetch();
    },
  };
  const rows = loaded
    ? recentDebugRuns(
        workflows,
        pages.map((page) => page.data),
        RECENT_LIMIT,
      ).map((run) => {
        const { tone, Icon } = DEBUG_RUN_LOOK[run.status];
        return {
          id: run.id,
          name: run.workflowName,
          href: `${paths.workflowEditor.href(projectId, run.workflowId)}?${new URLSearchParams({ tab: 'debug', run: run.id }).toString()}`,
          detail: t('home.recentDebugRuns.started', { when: format(run.startedAt), name: run.createdBy.name }),
          aside: (
            <ToneTag tone={tone} Icon={Icon}>
              {label(run.status)}
            </ToneTag>
          ),
        };
      })
    : undefined;
  return (
    <RecentCard
      title={t('home.recentDebugRuns.title')}
      Icon={AREA_ICONS.workflows}
      things={t('home.things.debugRuns')}
      empty={t('home.recentDebugRuns.empty')}
      all={{ label: t('home.recentWorkflows.all'), href: paths.workflowsList.href(projectId) }}
      query={query}
      rows={rows}
    />
  );
}
