import { useTranslation } from 'react-i18next';
import { RouteTabs } from '../../../components/route-tabs';
import { paths } from '../../../lib/paths';
import { useProjectId } from '../../../lib/use-project-id';

/** The Datasets tabs, File List and Upload (§2), as navigation links: the tab is the URL. */
export function DatasetTabs({ current }: { current: 'files' | 'upload' }) {
  const { t } = useTranslation('datasets');
  const projectId = useProjectId();
  return (
    <RouteTabs
      label={t('tabs.label')}
      current={current}
      tabs={[
        { value: 'files', label: t('tabs.files'), href: paths.datasets.href(projectId) },
        { value: 'upload', label: t('tabs.upload'), href: paths.datasetsUpload.href(projectId) },
      ]}
    />
  );
}
