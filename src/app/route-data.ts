/**
 * What each route's page reads first, declared once per route as the generated `get…QueryOptions(…)`
 * with the params the page itself builds (the same helpers, so the prefetched query key is exactly the
 * page's): intent and navigation prefetch (src/lib/prefetch.ts) warm these, alongside the page's code.
 * Loaded on the first prefetch, not with the first screen (it imports every area's generated queries).
 *
 * The patterns are src/lib/paths.ts's, nested as in ./router.tsx. Not declared:
 * - the workflow editor: its graph is never prefetched (its cache policy, gcTime 0 and a read on every
 *   mount: features/workflow-editor/pages/editor-graph-query.ts, would drop or re-read it anyway);
 * - the project home's figures (ten reads, one per area: the project read of its layout is declared);
 * - detail pages (job history, workflow APIs, a custom node, a shared custom node), the dataset upload.
 */
import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type Params } from 'react-router-dom';
import { listParams, listSearchOf } from '../components/data-table/use-list-search';
import { folderPathOfSplat } from '../features/workflows/folder-tree';
import { workflowItemsParams } from '../features/workflows/pages/workflow-list-params';
import { pageOf } from '../features/projects/pages/project-list-search';
import { getListAgentsQueryOptions } from '../generated/agents/agents';
import { getListConfigFilesQueryOptions } from '../generated/config-files/config-files';
import { getListCustomNodesQueryOptions } from '../generated/custom-nodes/custom-nodes';
import { getListDatabaseConnectionsQueryOptions } from '../generated/database-connections/database-connections';
import { getListDatasetFilesQueryOptions } from '../generated/datasets/datasets';
import { getListJobsQueryOptions } from '../generated/jobs/jobs';
import { getListKnowledgeFilesQueryOptions } from '../generated/knowledge-files/knowledge-files';
import { getListKnowledgeIndexesQueryOptions } from '../generated/knowledge-indexes/knowledge-indexes';
import { getGetProjectQueryOptions, getListProjectsQueryOptions } from '../generated/projects/projects';
import { getGetSharedCustomNodeQueryOptions, getListSharedCustomNodesQueryOptions } from '../generated/shared-custom-nodes/shared-custom-nodes';
import { getListToolsQueryOptions } from '../generated/tools/tools';
import { getGetWorkflowHierarchyQueryOptions, getListWorkflowItemsQueryOptions } from '../generated/workflows/workflows';
import { paths } from '../lib/paths';
import type { RouteReads } from '../lib/prefetch';
import { projectListParams } from '../lib/project-list';
import { fromListedProject } from './listed-project';

type Read = ReturnType<RouteReads>[number];
type Reads = (params: Params, search: URLSearchParams, queryClient: QueryClient) => Read[];
type DataRoute = { path: string; reads?: Reads; children?: DataRoute[] } | { index: true; reads: Reads };

/** A project's list page: `(projectId, listParams(search))`, as every list page calls its hook. */
const projectList =
  (options: (projectId: string, params: ReturnType<typeof listParams>) => Read): Reads =>
  ({ projectId = '' }, search) => [options(projectId, listParams(listSearchOf(search)))];

const knowledgeFiles = projectList(getListKnowledgeFilesQueryOptions);
const sharedCustomNodes: Reads = (_params, search) => [getListSharedCustomNodesQueryOptions(listParams(listSearchOf(search)))];

export const dataRoutes: DataRoute[] = [
  { path: paths.projects.path, reads: (_params, search) => [getListProjectsQueryOptions(projectListParams(pageOf(search)))] },
  {
    path: paths.project.path,
    // The project's layout: it waits for the project (from a cached project list page when one holds it).
    reads: ({ projectId = '' }, _search, queryClient) => [getGetProjectQueryOptions(projectId, { query: fromListedProject(queryClient, projectId) })],
    children: [
      { path: paths.tools.path, reads: projectList(getListToolsQueryOptions) },
      { path: paths.agents.path, reads: projectList(getListAgentsQueryOptions) },
      {
        path: paths.knowledge.path,
        children: [
          // Sends on to the files, with no search.
          { index: true, reads: (params, _search, queryClient) => knowledgeFiles(params, new URLSearchParams(), queryClient) },
          {
            path: paths.knowledgeFiles.path,
            children: [
              { index: true, reads: knowledgeFiles },
              { path: paths.knowledgeFilesList.path, reads: knowledgeFiles },
            ],
          },
          { path: paths.knowledgeIndexes.path, reads: projectList(getListKnowledgeIndexesQueryOptions) },
        ],
      },
      { path: paths.jobs.path, reads: projectList(getListJobsQueryOptions) },
      {
        path: paths.workflowsList.path,
        // The hierarchy only for its view: the list view reads it once something is selected or a dialog opens.
        reads: ({ projectId = '', '*': splat }, search) => [
          getListWorkflowItemsQueryOptions(projectId, workflowItemsParams(folderPathOfSplat(splat), listSearchOf(search))),
          ...(search.get('view') === 'tree' ? [getGetWorkflowHierarchyQueryOptions(projectId)] : []),
        ],
      },
      { path: paths.customNodes.path, reads: projectList(getListCustomNodesQueryOptions) },
      { path: paths.sharedCustomNodes.path, reads: sharedCustomNodes },
      { path: paths.sharedCustomNodesPublish.path, reads: sharedCustomNodes },
      {
        path: paths.sharedCustomNodeEnvFiles.path,
        reads: ({ nodeId = '' }, search) => [
          getGetSharedCustomNodeQueryOptions(nodeId),
          getListConfigFilesQueryOptions(nodeId, listParams(listSearchOf(search))),
        ],
      },
      { path: paths.datasets.path, reads: projectList(getListDatasetFilesQueryOptions) },
      { path: paths.databaseConnections.path, reads: projectList(getListDatabaseConnectionsQueryOptions) },
      // Every other page of a project (the editor among them): its layout's read only.
      { path: '*' },
    ],
  },
];

/** The reads of every route `to` matches (a page and its layouts), for src/lib/prefetch.ts. */
export const routeReads: RouteReads = (to, queryClient) => {
  const url = new URL(to, 'http://studio.invalid');
  return (matchRoutes(dataRoutes, url.pathname) ?? []).flatMap(({ route, params }) =>
    'reads' in route && route.reads ? route.reads(params, url.searchParams, queryClient) : [],
  );
};
