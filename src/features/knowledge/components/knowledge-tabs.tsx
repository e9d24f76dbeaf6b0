import { useTranslation } from 'react-i18next';
import { RouteTabs } from '../../../components/route-tabs';
import { paths } from '../../../lib/paths';
import { useProjectId } from '../../../lib/use-project-id';

/** Knowledge's two pages, Files and Indexes, as navigation tabs (links: each is its own route). */
export function KnowledgeTabs({ current }: { current: 'files' | 'indexes' }) {
  const { t } = useTranslation('knowledge');
  const projectId = useProjectId();
  return (
    <RouteTabs
      label={t('tabs.label')}
      current={current}
      tabs={[
        { value: 'files', label: t('tabs.files'), href: paths.knowledgeFiles.href(projectId) },
        { value: 'indexes', label: t('tabs.indexes'), href: paths.knowledgeIndexes.href(projectId) },
      ]}
    />
  );
}
