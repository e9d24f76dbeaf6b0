import { useTranslation } from 'react-i18next';
import type { Crumb } from './breadcrumbs';
import { useProjectName } from './project-name';
import { routeCrumbs } from './route-crumbs';

/** The route's crumbs with their labels: the project by its name (which the project's layout provides). */
export function useRouteCrumbs(pathname: string, projectId: string | undefined): Crumb[] {
  const { t } = useTranslation('shell');
  const projectName = useProjectName();
  return routeCrumbs(pathname, projectId).map(({ key, href }) => ({
    href,
    label: key === 'project' ? (projectName ?? t('project')) : t(`menu.${key}`),
  }));
}
