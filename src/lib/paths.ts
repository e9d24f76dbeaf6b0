/**
 * Every route of the spec (§2) in one registry: screens build links with these, never by hand.
 * `path` is the router pattern (relative to its parent where nested); `href(...)` the URL.
 */
import { PROVIDER_CALLBACK_PATH } from './provider-callback-path';

const project = (projectId: string) => `/poc/projects/${encodeURIComponent(projectId)}`;

export const paths = {
  root: { path: '/', href: () => '/' },
  authCallback: { path: '/auth/callback', href: () => '/auth/callback' },
  projects: { path: '/poc/projects', href: () => '/poc/projects' },
  project: { path: '/poc/projects/:projectId', href: (projectId: string) => project(projectId) },
  tools: { path: 'tools', href: (projectId: string) => `${project(projectId)}/tools` },
  agents: { path: 'agents', href: (projectId: string) => `${project(projectId)}/agents` },
  knowledge: { path: 'knowledge', href: (projectId: string) => `${project(projectId)}/knowledge` },
  knowledgeFiles: { path: 'files', href: (projectId: string) => `${project(projectId)}/knowledge/files` },
  knowledgeFilesList: { path: 'list', href: (projectId: string) => `${project(projectId)}/knowledge/files/list` },
  knowledgeIndexes: { path: 'indexes', href: (projectId: string) => `${project(projectId)}/knowledge/indexes` },
  jobs: { path: 'jobs', href: (projectId: string) => `${project(projectId)}/jobs` },
  jobHistory: {
    path: 'jobs/:jobId/history',
    href: (projectId: string, jobId: string) => `${project(projectId)}/jobs/${encodeURIComponent(jobId)}/history`,
  },
  workflowsList: {
    path: 'workflows/list/*',
    href: (projectId: string, folderPath = '') => `${project(projectId)}/workflows/list${folderPath ? `/${folderPath}` : ''}`,
  },
  workflowEditor: {
    path: 'workflows/editor/:workflowId',
    href: (projectId: string, workflowId: string) => `${project(projectId)}/workflows/editor/${encodeURIComponent(workflowId)}`,
  },
  workflowApis: {
    path: 'workflows/:workflowId/apis',
    href: (projectId: string, workflowId: string) => `${project(projectId)}/workflows/${encodeURIComponent(workflowId)}/apis`,
  },
  workflowApi: {
    path: 'workflows/:workflowId/apis/:apiId',
    href: (projectId: string, workflowId: string, apiId: string) =>
      `${project(projectId)}/workflows/${encodeURIComponent(workflowId)}/apis/${encodeURIComponent(apiId)}`,
  },
  workflowsRedirect: { path: 'workflows/*', href: (projectId: string) => `${project(projectId)}/workflows` },
  customNodes: { path: 'custom-nodes', href: (projectId: string) => `${project(projectId)}/custom-nodes` },
  /** Where a custom node's provider sign-in returns, in the popup (the redirectUri of the contract's start call). */
  customNodeAuthCallback: { path: PROVIDER_CALLBACK_PATH, href: () => PROVIDER_CALLBACK_PATH },
  customNode: {
    path: 'custom-nodes/:customNodeId',
    href: (projectId: string, customNodeId: string) => `${project(projectId)}/custom-nodes/${encodeURIComponent(customNodeId)}`,
  },
  sharedCustomNodes: { path: 'shared-custom-nodes', href: (projectId: string) => `${project(projectId)}/shared-custom-nodes` },
  /** The list with the publish dialog open (admin only; another role sees the access-denied page). */
  sharedCustomNodesPublish: { path: 'shared-custom-nodes/publish', href: (projectId: string) => `${project(projectId)}/shared-custom-nodes/publish` },
  sharedCustomNode: {
    path: 'shared-custom-nodes/:nodeId',
    href: (projectId: string, nodeId: string) => `${project(projectId)}/shared-custom-nodes/${encodeURIComponent(nodeId)}`,
  },
  sharedCustomNodeEnvFiles: {
    path: 'shared-custom-nodes/:nodeId/env-files',
    href: (projectId: string, nodeId: string) => `${project(projectId)}/shared-custom-nodes/${encodeURIComponent(nodeId)}/env-files`,
  },
  datasets: { path: 'datasets', href: (projectId: string) => `${project(projectId)}/datasets` },
  datasetsUpload: { path: 'datasets/upload', href: (projectId: string) => `${project(projectId)}/datasets/upload` },
  databaseConnections: { path: 'database-connections', href: (projectId: string) => `${project(projectId)}/database-connections` },
} as const;

/** Start inputs a link hands to the editor's debug run form: `?tab=debug&input.question=…`. */
export const DEBUG_INPUT_PREFIX = 'input.';

/** The editor's Debug tab with the run form prefilled (e.g. a batch job's failed row, to debug that input). */
export function debugWithInputsHref(projectId: string, workflowId: string, inputs: Record<string, string>): string {
  const search = new URLSearchParams({ tab: 'debug' });
  for (const [name, value] of Object.entries(inputs)) search.set(`${DEBUG_INPUT_PREFIX}${name}`, value);
  return `${paths.workflowEditor.href(projectId, workflowId)}?${search.toString()}`;
}

/** The editor's Versions tab opened on a saved revision (read-only on the canvas): `?tab=versions&revision=12`. */
export function revisionHref(projectId: string, workflowId: string, revision: number): string {
  const search = new URLSearchParams({ tab: 'versions', revision: String(revision) });
  return `${paths.workflowEditor.href(projectId, workflowId)}?${search.toString()}`;
}

/**
 * The editor's Evaluations tab (its sets, runs and their comparison): `?tab=evaluations`, with a set
 * (`&evalSet=…`) and a run of it (`&evalRun=…`) when given (the tab's parameters:
 * src/features/evaluations/tab/evaluations-search.ts).
 */
export function evaluationsHref(projectId: string, workflowId: string, { setId, runId }: { setId?: string; runId?: string } = {}): string {
  const search = new URLSearchParams({ tab: 'evaluations' });
  if (setId) search.set('evalSet', setId);
  if (setId && runId) search.set('evalRun', runId);
  return `${paths.workflowEditor.href(projectId, workflowId)}?${search.toString()}`;
}

/**
 * The editor's visual diff of a saved revision against the current draft or another revision:
 * `?tab=versions&revision=12&compare=current` (or `&compare=7`).
 */
export function revisionCompareHref(projectId: string, workflowId: string, revision: number, compare: 'current' | number): string {
  const search = new URLSearchParams({ tab: 'versions', revision: String(revision), compare: String(compare) });
  return `${paths.workflowEditor.href(projectId, workflowId)}?${search.toString()}`;
}
