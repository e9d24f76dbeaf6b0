/**
 * What the project home shows, each block from its own generated query, all started at once (each
 * block loads, fails and retries alone). Counts use the area pages' own first page (page 1 of 10, the
 * pages' default), so the figure is the pages' total and opening the area reuses the answer. Statuses
 * (knowledge indexes, jobs) are counted on one page of up to 100, the newest; beyond that the block
 * says 'of the latest 100'. Workflows come from the hierarchy (every folder), as the hierarchy view.
 */
import { useListAgents } from '../../../generated/agents/agents';
import { useListCustomNodes } from '../../../generated/custom-nodes/custom-nodes';
import { useListDatabaseConnections } from '../../../generated/database-connections/database-connections';
import { useListDatasetFiles } from '../../../generated/datasets/datasets';
import { useListJobs } from '../../../generated/jobs/jobs';
import { useListKnowledgeFiles } from '../../../generated/knowledge-files/knowledge-files';
import { useListKnowledgeIndexes } from '../../../generated/knowledge-indexes/knowledge-indexes';
import type { Job, KnowledgeIndex, WorkflowHierarchyWorkflow } from '../../../generated/model';
import { useListSharedCustomNodes } from '../../../generated/shared-custom-nodes/shared-custom-nodes';
import { useListTools } from '../../../generated/tools/tools';
import { useGetWorkflowHierarchy } from '../../../generated/workflows/workflows';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from '../../../lib/search-params';
import type { Tone } from '../../../components/tone';
import { AREAS, type Area } from './areas';

/** The area pages' first page: the same query (and cache entry) as opening the area. */
export const FIRST_PAGE = { page: DEFAULT_PAGE, pageSize: DEFAULT_PAGE_SIZE };
/** One page of the newest, to count statuses on. */
export const STATUS_PAGE_SIZE = 100;
const STATUS_PAGE = { page: DEFAULT_PAGE, pageSize: STATUS_PAGE_SIZE };

/** A part of an area's figure by status: its translation key under projects:home and its count. */
export type StatusKey = `indexStatus.${'ready' | 'pending' | 'building' | 'waiting' | 'failed'}` | `jobStatus.${'running' | 'pending' | 'failed'}`;
export interface StatusPart {
  key: StatusKey;
  count: number;
  tone: Tone;
}

/** One area's block: its query's state and, once loaded, the figure. */
export interface AreaFigure {
  area: Area;
  isPending: boolean;
  isError: boolean;
  retry(): void;
  count?: number | undefined;
  parts?: StatusPart[];
  /** Statuses were counted on the newest `capped` only (the area holds more). */
  capped?: number | undefined;
}

interface Query<T> {
  data?: T | undefined;
  isPending: boolean;
  isError: boolean;
  refetch(): unknown;
}

function figureOf<T>(area: Area, query: Query<T>, read: (data: T) => Pick<AreaFigure, 'count' | 'parts' | 'capped'>): AreaFigure {
  const loaded = query.data === undefined ? {} : read(query.data);
  return { area, isPending: query.isPending, isError: query.isError && query.data === undefined, retry: () => void query.refetch(), ...loaded };
}

const total = (data: { totalCount: number }) => ({ count: data.totalCount });
const nonZero = (parts: StatusPart[]) => parts.filter((part) => part.count > 0);
const cappedOf = (data: { totalCount: number; items: unknown[] }) => (data.totalCount > data.items.length ? data.items.length : undefined);

export function indexParts(items: KnowledgeIndex[]): StatusPart[] {
  const count = (...statuses: KnowledgeIndex['status'][]) => items.filter((index) => statuses.includes(index.status)).length;
  return nonZero([
    { key: 'indexStatus.ready', count: count('INDEX_STATUS_SUCCESS'), tone: 'success' },
    // Called as the knowledge page calls them (components/status-words.ts): Pending is not Building.
    { key: 'indexStatus.pending', count: count('INDEX_STATUS_PENDING'), tone: 'info' },
    { key: 'indexStatus.building', count: count('INDEX_STATUS_PROGRESS'), tone: 'info' },
    { key: 'indexStatus.waiting', count: count('INDEX_STATUS_WAITING'), tone: 'neutral' },
    { key: 'indexStatus.failed', count: count('INDEX_STATUS_FAILED'), tone: 'error' },
  ]);
}

/** Jobs by their last execution: running, pending, failed (the rest are done or never ran). */
export function jobParts(items: Job[]): StatusPart[] {
  const count = (status: string) => items.filter((job) => job.lastExecution?.status === status).length;
  return nonZero([
    { key: 'jobStatus.running', count: count('JOB_STATUS_RUNNING'), tone: 'info' },
    { key: 'jobStatus.pending', count: count('JOB_STATUS_PENDING'), tone: 'neutral' },
    { key: 'jobStatus.failed', count: count('JOB_STATUS_FAILURE'), tone: 'error' },
  ]);
}

/** The project's workflows in every folder (the hierarchy), for the counts and the recently edited. */
export function useWorkflowHierarchy(projectId: string) {
  return useGetWorkflowHierarchy(projectId);
}

/** Jobs, newest page of up to 100: the count with statuses, and the recent executions. */
export function useRecentJobs(projectId: string) {
  return useListJobs(projectId, STATUS_PAGE);
}

/** The newest `limit` workflows by their last edit. */
export function recentlyEdited(workflows: WorkflowHierarchyWorkflow[], limit: number): WorkflowHierarchyWorkflow[] {
  return [...workflows].sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt)).slice(0, limit);
}

/** Jobs whose last execution is the newest, up to `limit` (jobs that never ran are left out). */
export function recentExecutions(jobs: Job[], limit: number): Array<Job & { lastExecution: NonNullable<Job['lastExecution']> }> {
  return jobs
    .filter((job): job is Job & { lastExecution: NonNullable<Job['lastExecution']> } => Boolean(job.lastExecution))
    .sort((a, b) => Date.parse(b.lastExecution.createdAt) - Date.parse(a.lastExecution.createdAt))
    .slice(0, limit);
}

/** Every area's figure, in the home's order; all queries start together. */
export function useAreaFigures(projectId: string): AreaFigure[] {
  const hierarchy = useWorkflowHierarchy(projectId);
  const indexes = useListKnowledgeIndexes(projectId, STATUS_PAGE);
  const files = useListKnowledgeFiles(projectId, FIRST_PAGE);
  const datasets = useListDatasetFiles(projectId, FIRST_PAGE);
  const jobs = useRecentJobs(projectId);
  const agents = useListAgents(projectId, FIRST_PAGE);
  const tools = useListTools(projectId, FIRST_PAGE);
  const customNodes = useListCustomNodes(projectId, FIRST_PAGE);
  const connections = useListDatabaseConnections(projectId, FIRST_PAGE);
  const shared = useListSharedCustomNodes(FIRST_PAGE);

  const figures: Record<Area, AreaFigure> = {
    workflows: figureOf('workflows', hierarchy, (data) => ({ count: data.workflows.length })),
    publishedApis: figureOf('publishedApis', hierarchy, (data) => ({ count: data.workflows.filter((workflow) => workflow.published).length })),
    knowledgeIndexes: figureOf('knowledgeIndexes', indexes, (data) => ({ ...total(data), parts: indexParts(data.items), capped: cappedOf(data) })),
    knowledgeFiles: figureOf('knowledgeFiles', files, total),
    datasets: figureOf('datasets', datasets, total),
    jobs: figureOf('jobs', jobs, (data) => ({ ...total(data), parts: jobParts(data.items), capped: cappedOf(data) })),
    agents: figureOf('agents', agents, total),
    tools: figureOf('tools', tools, total),
    customNodes: figureOf('customNodes', customNodes, total),
    databaseConnections: figureOf('databaseConnections', connections, total),
    sharedCustomNodes: figureOf('sharedCustomNodes', shared, total),
  };
  return AREAS.map((area) => figures[area]);
}
