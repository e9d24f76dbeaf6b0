/** The API pages' header: the route's crumbs, then the workflow (editor) and, on a version's page, its versions; the title and what sits beside it. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AREA_ICONS } from '../../../components/areas/area-icons';
import { PageHeader } from '../../../components/page-header/page-header';
import { paths } from '../../../lib/paths';

export interface ApiPageHeaderProps {
  projectId: string;
  workflowId: string;
  workflowName: string | undefined;
  /** The version, on its overview page. */
  version?: { name: string } | undefined;
  title: string;
  children?: ReactNode;
}

export function ApiPageHeader({ projectId, workflowId, workflowName, version, title, children }: ApiPageHeaderProps) {
  const { t } = useTranslation('apis');
  const trail = [
    { label: workflowName ?? workflowId, href: paths.workflowEditor.href(projectId, workflowId) },
    ...(version ? [{ label: t('title'), href: paths.workflowApis.href(projectId, workflowId) }] : []),
  ];
  return <PageHeader icon={AREA_ICONS.publishedApis} title={title} trail={trail} meta={children} />;
}
