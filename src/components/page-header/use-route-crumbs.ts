import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Crumb } from './breadcrumbs';
import { routeCrumbs } from './route-crumbs';

/** The route's crumbs with their labels: the project by its name ('Project' until it is known). */
export function useRouteCrumbs(pathname: string, projectId: string | undefined, projectName: string | undefined): Crumb[] {
  const { t } = useTranslation('shell');
  return useMemo(
    () =>
      routeCrumbs(pathname, projectId).map(({ key, href }) => ({
        href,
        label: key === 'project' ? (projectName ?? t('project')) : t(`menu.${key}`),
      })),
    [pathname, projectId, projectName, t],
  );
}
