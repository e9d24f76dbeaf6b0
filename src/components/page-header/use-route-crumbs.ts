import { useTranslation } from 'react-i18next';
import { useGetProject } from '../../generated/projects/projects';
import type { Crumb } from './breadcrumbs';
import { routeCrumbs } from './route-crumbs';

/** The route's crumbs with their labels: the project by its name (the project home's request, cached). */
export function useRouteCrumbs(pathname: string, projectId: string | undefined): Crumb[] {
  const { t } = useTranslation('shell');
  const project = useGetProject(projectId ?? '', { query: { enabled: Boolean(projectId) } });
  return routeCrumbs(pathname, projectId).map(({ key, href }) => ({
    href,
    label: key === 'project' ? (project.data?.name ?? t('project')) : t(`menu.${key}`),
  }));
}
