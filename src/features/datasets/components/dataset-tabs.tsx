import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { intentHandlers } from '../../../lib/prefetch';
import { useProjectId } from '../../../lib/use-project-id';

/** The Datasets tabs, File List and Upload (§2), as navigation links: the tab is the URL. */
export function DatasetTabs({ current }: { current: 'files' | 'upload' }) {
  const { t } = useTranslation('datasets');
  const projectId = useProjectId();
  const tabs = [
    { value: 'files', label: t('tabs.files'), href: paths.datasets.href(projectId) },
    { value: 'upload', label: t('tabs.upload'), href: paths.datasetsUpload.href(projectId) },
  ] as const;
  return (
    <Tabs component="nav" aria-label={t('tabs.label')} value={current} sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
      {tabs.map((tab) => (
        <Tab
          key={tab.value}
          value={tab.value}
          label={tab.label}
          component={RouterLink}
          to={tab.href}
          aria-current={tab.value === current ? 'page' : undefined}
          {...intentHandlers(tab.href)}
        />
      ))}
    </Tabs>
  );
}
