/**
 * The project's areas, once (issue #19, #30): each area's icon, the page it opens (a route of
 * src/lib/paths.ts, which stays the one place of the URLs) and how its pages sit in the crumbs; then where
 * the areas appear — the top menu, the sidebar's sections, the project home's cards. The nav, the crumbs,
 * the project home and the page headers read this table; an area's id is its label's key (shell:menu.<id>
 * in the nav and crumbs, projects:home.areas.<id> on the home).
 */
import type { SvgIconComponent } from '@mui/icons-material';
import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import ApiOutlinedIcon from '@mui/icons-material/ApiOutlined';
import BuildOutlinedIcon from '@mui/icons-material/BuildOutlined';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import ExtensionOutlinedIcon from '@mui/icons-material/ExtensionOutlined';
import HubOutlinedIcon from '@mui/icons-material/HubOutlined';
import LibraryBooksOutlinedIcon from '@mui/icons-material/LibraryBooksOutlined';
import ManageSearchOutlinedIcon from '@mui/icons-material/ManageSearchOutlined';
import SmartToyOutlinedIcon from '@mui/icons-material/SmartToyOutlined';
import StorageOutlinedIcon from '@mui/icons-material/StorageOutlined';
import TableChartOutlinedIcon from '@mui/icons-material/TableChartOutlined';
import WorkHistoryOutlinedIcon from '@mui/icons-material/WorkHistoryOutlined';
import { paths } from '../../lib/paths';

export interface Area {
  icon: SvgIconComponent;
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
  home: { icon: DashboardOutlinedIcon, route: paths.project },
  workflows: { icon: AccountTreeOutlinedIcon, route: paths.workflowsList, isList: (rest) => atTop(rest) || rest[0] === 'list' },
  // The workflows list says of each workflow whether it is published (no project-wide API list exists).
  publishedApis: { icon: ApiOutlinedIcon, route: paths.workflowsList },
  // Files and indexes are the two tabs of one area.
  knowledge: { icon: LibraryBooksOutlinedIcon, route: paths.knowledge, isList: () => true },
  knowledgeIndexes: { icon: ManageSearchOutlinedIcon, route: paths.knowledgeIndexes },
  knowledgeFiles: { icon: DescriptionOutlinedIcon, route: paths.knowledgeFiles },
  // The upload page is the area's second tab.
  datasets: { icon: TableChartOutlinedIcon, route: paths.datasets, isList: (rest) => atTop(rest) || rest[0] === 'upload' },
  jobs: { icon: WorkHistoryOutlinedIcon, route: paths.jobs, isList: atTop },
  agents: { icon: SmartToyOutlinedIcon, route: paths.agents, isList: atTop },
  tools: { icon: BuildOutlinedIcon, route: paths.tools, isList: atTop },
  customNodes: { icon: ExtensionOutlinedIcon, route: paths.customNodes, isList: atTop },
  databaseConnections: { icon: StorageOutlinedIcon, route: paths.databaseConnections, isList: atTop },
  sharedCustomNodes: { icon: HubOutlinedIcon, route: paths.sharedCustomNodes, isList: atTop, orgWide: true },
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
