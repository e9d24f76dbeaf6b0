/**
 * The breadcrumbs of a page, read from its URL (issue #19): the project list, the project, and the area
 * when the page sits below the area's own list (a job's history, a node's page, the editor). What comes
 * after (a workflow's or a node's name) only the page knows: it adds that itself.
 */
import { paths } from '../../lib/paths';
import { AREAS, type Area, type CrumbAreaId } from '../areas/areas';

export interface RouteCrumb {
  /** `projects`, `project` (labelled with the project's name) or an area (labelled from shell:menu). */
  key: 'projects' | 'project' | AreaKey;
  href: string;
}

export type AreaKey = CrumbAreaId;

/** The areas with a crumb (the registry's), by the first URL segment of their pages after the project. */
const BY_SEGMENT = new Map<string, { key: AreaKey; area: Area & Required<Pick<Area, 'isList'>> }>(
  Object.entries(AREAS).flatMap(([key, area]) => ('isList' in area ? [[area.route.path.split('/')[0]!, { key: key as AreaKey, area }]] : [])),
);

export function routeCrumbs(pathname: string, projectId: string | undefined): RouteCrumb[] {
  if (!projectId) return [];
  const home = paths.project.href(projectId);
  if (!pathname.startsWith(home)) return [];
  const crumbs: RouteCrumb[] = [{ key: 'projects', href: paths.projects.href() }];
  const [segment, ...rest] = pathname.slice(home.length).split('/').filter(Boolean);
  if (segment === undefined) return crumbs;
  crumbs.push({ key: 'project', href: home });
  const found = BY_SEGMENT.get(segment);
  if (found && !found.area.isList(rest)) crumbs.push({ key: found.key, href: found.area.route.href(projectId) });
  return crumbs;
}
