/**
 * The areas the project home counts (issue #19): each with its icon (bundled, one file per icon) and the
 * page its figure links to. The order is the home's: build, knowledge, batch processing, agents, nodes.
 */
import type { SvgIconComponent } from '@mui/icons-material';
import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import ApiOutlinedIcon from '@mui/icons-material/ApiOutlined';
import BuildOutlinedIcon from '@mui/icons-material/BuildOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import ExtensionOutlinedIcon from '@mui/icons-material/ExtensionOutlined';
import HubOutlinedIcon from '@mui/icons-material/HubOutlined';
import ManageSearchOutlinedIcon from '@mui/icons-material/ManageSearchOutlined';
import SmartToyOutlinedIcon from '@mui/icons-material/SmartToyOutlined';
import StorageOutlinedIcon from '@mui/icons-material/StorageOutlined';
import TableChartOutlinedIcon from '@mui/icons-material/TableChartOutlined';
import WorkHistoryOutlinedIcon from '@mui/icons-material/WorkHistoryOutlined';
import { paths } from '../../../lib/paths';

export const AREAS = [
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
] as const;
export type Area = (typeof AREAS)[number];

export const AREA_ICONS: Record<Area, SvgIconComponent> = {
  workflows: AccountTreeOutlinedIcon,
  publishedApis: ApiOutlinedIcon,
  knowledgeIndexes: ManageSearchOutlinedIcon,
  knowledgeFiles: DescriptionOutlinedIcon,
  datasets: TableChartOutlinedIcon,
  jobs: WorkHistoryOutlinedIcon,
  agents: SmartToyOutlinedIcon,
  tools: BuildOutlinedIcon,
  customNodes: ExtensionOutlinedIcon,
  databaseConnections: StorageOutlinedIcon,
  sharedCustomNodes: HubOutlinedIcon,
};

export const AREA_HREFS: Record<Area, (projectId: string) => string> = {
  workflows: (projectId) => paths.workflowsList.href(projectId),
  // The workflows list says of each workflow whether it is published (no project-wide API list exists).
  publishedApis: (projectId) => paths.workflowsList.href(projectId),
  knowledgeIndexes: paths.knowledgeIndexes.href,
  knowledgeFiles: paths.knowledgeFiles.href,
  datasets: paths.datasets.href,
  jobs: paths.jobs.href,
  agents: paths.agents.href,
  tools: paths.tools.href,
  customNodes: paths.customNodes.href,
  databaseConnections: paths.databaseConnections.href,
  sharedCustomNodes: paths.sharedCustomNodes.href,
};

/** Areas of other projects too: not counted when deciding whether this project is still empty. */
export const ORG_WIDE: ReadonlySet<Area> = new Set<Area>(['sharedCustomNodes']);
