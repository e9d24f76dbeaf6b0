/**
 * The project's areas, once: the page each opens (a route of
 * src/lib/paths.ts, which stays the one place of the URLs) and how its pages sit in the crumbs; then where
 * the areas appear — the top menu, the sidebar's sections, the project home's cards. The nav, the crumbs,
 * the project home and the page headers read this table; an area's id is its label's key (shell:menu.<id>
 * in the nav and crumbs, projects:home.areas.<id> on the home) and its icon's key (area-icons.ts, kept
 * apart so the crumbs on the first screen do not carry every area's icon).
 */
import { paths } from '../../lib/paths';

export interface Area {
  /** The area's page (its list), as the nav and the home's cards link it. */
  route: { path: string; href(projectId: string): string };
  /**
   * A page below the area's list has the area in its crumbs: given what follows the area's first URL
   * segment, whether that is still the list (a tab, a folder of it). None: no crumb.
   */
  isList?(rest: string[]): boolean;
  /** The area holds other projects' things too (the home does not count it when deciding the project is empty). */
  orgWide?: boolean;
}

const atTop = (rest: string[]) => rest.length === 0;

export const AREAS = {
  home: { route: paths.project },
  workflows: { route: paths.workflowsList, isList: (rest) => atTop(rest) || rest[0] === 'list' },
  // The workflows list says of each workflow whether it is published (no project-wide API list exists).
  publishedApis: { route: paths.workflowsList },
  // Files and indexes are the two tabs of one area.
  knowledge: { route: paths.knowledge, isList: () => true },
  knowledgeIndexes: { route: paths.knowledgeIndexes },
  knowledgeFiles: { route: paths.knowledgeFiles },
  // The upload page is the area's second tab.
  datasets: { route: paths.datasets, isList: (rest) => atTop(rest) || rest[0] === 'upload' },
  jobs: { route: paths.jobs, isList: atTop },
  agents: { route: paths.agents, isList: atTop },
  tools: { route: paths.tools, isList: atTop },
  customNodes: { route: paths.customNodes, isList: atTop },
  databaseConnections: { route: paths.databaseConnections, isList: atTop },
  sharedCustomNodes: { route: paths.sharedCustomNodes, isList: atTop, orgWide: true },
} as const satisfies Record<string, Area>;

export type AreaId = keyof typeof AREAS;

/** The areas with a crumb: those whose pages below the list name the area. */
export type CrumbAreaId = { [K in AreaId]: (typeof AREAS)[K] extends { isList: unknown } ? K : never }[AreaId];

/** The top menu (§2), in the spec's order. */
export const TOP_MENU_AREAS = [
  'datasets',
  'jobs',
  'workflows',
  'knowledge',
  'customNodes',
  'databaseConnections',
  'tools',
  'agents',
] as const satisfies readonly AreaId[];

/** The sidebar's sections (after the overview, `home`): the same areas grouped, with autonomous agent, LLM and batch processing. */
export const SIDEBAR_SECTIONS = [
  { key: 'build', areas: ['workflows'] },
  { key: 'autonomousAgent', areas: ['agents', 'tools'] },
  { key: 'llm', areas: ['knowledge', 'customNodes', 'sharedCustomNodes', 'databaseConnections'] },
  { key: 'batchProcessing', areas: ['datasets', 'jobs'] },
] as const satisfies readonly { key: string; areas: readonly AreaId[] }[];

/** The areas the project home counts, in the home's order: build, knowledge, batch processing, agents, nodes. */
export const HOME_AREAS = [
  'workflows',
  'publishedApis',
  'knowledgeIndexes',
  'knowledgeFiles',
  'datasets',
  'jobs',
  'agents',
  'tools',
  'customNodes',
  'databaseConnections',
  'sharedCustomNodes',
] as const satisfies readonly AreaId[];
