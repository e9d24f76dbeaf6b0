import { useTranslation } from 'react-i18next';
import { useDateTimeFormat } from '../../../lib/date-format';
import { paths } from '../../../lib/paths';
import { AREA_ICONS } from './areas';
import { RecentCard } from './recent-card';
import { recentlyEdited, useWorkflowHierarchy } from './use-project-overview';

export const RECENT_LIMIT = 5;

/** The project's workflows last edited, newest first, each opening the editor. */
export function RecentWorkflows({ projectId }: { projectId: string }) {
  const { t } = useTranslation('projects');
  const format = useDateTimeFormat();
  const hierarchy = useWorkflowHierarchy(projectId);
  const rows = hierarchy.data
    ? recentlyEdited(hierarchy.data.workflows, RECENT_LIMIT).map((workflow) => ({
        id: workflow.id,
        name: workflow.name,
        href: paths.workflowEditor.href(projectId, workflow.id),
        detail: t('home.recentWorkflows.updated', { when: format(workflow.updatedAt) }),
      }))
    : undefined;
  return (
    <RecentCard
      title={t('home.recentWorkflows.title')}
      Icon={AREA_ICONS.workflows}
      things={t('home.things.workflows')}
      empty={t('home.recentWorkflows.empty')}
      all={{ label: t('home.recentWorkflows.all'), href: paths.workflowsList.href(projectId) }}
      query={hierarchy}
      rows={rows}
    />
  );
}
