/**
 * The breadcrumbs of a page, read from its URL (issue #19): the project list, the project, and the area
 * when the page sits below the area's own list (a job's history, a node's page, the editor). What comes
 * after (a workflow's or a node's name) only the page knows: it adds that itself.
 */
import { paths } from '../../lib/paths';
import type { AreaIconKey } from '../areas/area-icons';

export interface RouteCrumb {
  /** `projects`, `project` (labelled with the project's name) or an area (labelled from shell:menu). */
  key: 'projects' | 'project' | AreaKey;
  href: string;
}

export type AreaKey = Extract<AreaIconKey, 'tools' | 'agents' | 'knowledge' | 'jobs' | 'workflows' | 'customNodes' | 'sharedCustomNodes' | 'datasets' | 'databaseConnections'>;

/** The first segment after the project, the area it belongs to, and whether the rest is still the area's list. */
const AREAS: Record<string, { key: AreaKey; href(projectId: string): string; isList(rest: string[]): boolean }> = {
  tools: { key: 'tools', href: paths.tools.href, isList: (rest) => rest.length === 0 },
  agents: { key: 'agents', href: paths.agents.href, isList: (rest) => rest.length === 0 },
  // Files and indexes are the two tabs of one area.
  knowledge: { key: 'knowledge', href: paths.knowledge.href, isList: () => true },
  jobs: { key: 'jobs', href: paths.jobs.href, isList: (rest) => rest.length === 0 },
  // Folders of the list are still the list.
  workflows: { key: 'workflows', href: (projectId) => paths.workflowsList.href(projectId), isList: (rest) => rest.length === 0 || rest[0] === 'list' },
  'custom-nodes': { key: 'customNodes', href: paths.customNodes.href, isList: (rest) => rest.length === 0 },
  'shared-custom-nodes': { key: 'sharedCustomNodes', href: paths.sharedCustomNodes.href, isList: (rest) => rest.length === 0 },
  // The upload page is the area's second tab.
  datasets: { key: 'datasets', href: paths.datasets.href, isList: (rest) => rest.length === 0 || rest[0] === 'upload' },
  'database-connections': { key: 'databaseConnections', href: paths.databaseConnections.href, isList: (rest) => rest.length === 0 },
};

export function routeCrumbs(pathname: string, projectId: string | undefined): RouteCrumb[] {
  if (!projectId) return [];
  const home = paths.project.href(projectId);
  if (!pathname.startsWith(home)) return [];
  const crumbs: RouteCrumb[] = [{ key: 'projects', href: paths.projects.href() }];
  const [segment, ...rest] = pathname.slice(home.length).split('/').filter(Boolean);
  if (segment === undefined) return crumbs;
  crumbs.push({ key: 'project', href: home });
  const area = AREAS[segment];
  if (area && !area.isList(rest)) crumbs.push({ key: area.key, href: area.href(projectId) });
  return crumbs;
}
