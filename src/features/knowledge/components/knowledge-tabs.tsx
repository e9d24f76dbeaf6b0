import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { intentHandlers } from '../../../lib/prefetch';
import { useProjectId } from '../../../lib/use-project-id';

/** Knowledge's two pages, Files and Indexes, as navigation tabs (links: each is its own route). */
export function KnowledgeTabs({ current }: { current: 'files' | 'indexes' }) {
  const { t } = useTranslation('knowledge');
  const projectId = useProjectId();
  const tabs = [
    { value: 'files', label: t('tabs.files'), href: paths.knowledgeFiles.href(projectId) },
    { value: 'indexes', label: t('tabs.indexes'), href: paths.knowledgeIndexes.href(projectId) },
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
