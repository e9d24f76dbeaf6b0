/**
 * The areas the project home counts (issue #19): each with its icon (the areas' own, src/components/areas)
 * and the page its figure links to. The order is the home's: build, knowledge, batch processing, agents, nodes.
 */
import type { SvgIconComponent } from '@mui/icons-material';
import { AREA_ICONS as ICONS } from '../../../components/areas/area-icons';
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

/** The studio's area icons, for the areas counted here. */
export const AREA_ICONS: Record<Area, SvgIconComponent> = ICONS;

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
