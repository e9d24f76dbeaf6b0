/**
 * Every route of the spec's route table (§2), line for line, each page lazily imported from its
 * feature folder with the translation namespaces it uses beyond the shell's (src/lib/i18n.ts). From a
 * URL to its code is one step: find the path here.
 */
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '../lib/paths';
import { lazyPage } from './lazy-page';
import { AuthCallbackPage } from '../auth/auth-callback-page';
import { GatedApp } from './gated-app';
import { ShellLayout } from './shell/shell-layout';
import { ErrorPage } from './errors/error-page';
import { LoadingState } from '../components/states';

export const routes: RouteObject[] = [
  // Sign-in return: no automatic sign-in check and no gates here.
  { path: paths.authCallback.path, element: <AuthCallbackPage />, errorElement: <ErrorPage /> },
  // A custom node's provider sign-in returns here, in its popup: hands the answer to the opener (no gates).
  {
    path: paths.customNodeAuthCallback.path,
    lazy: lazyPage(() => import('../features/custom-nodes/pages/provider-callback-page'), 'ProviderCallbackPage', ['customNodeAuth']),
    errorElement: <ErrorPage />,
  },
  {
    element: <GatedApp />,
    errorElement: <ErrorPage />,
    children: [
      // Root page.
      { path: paths.root.path, element: <Navigate to={paths.projects.href()} replace /> },
      {
        path: paths.projects.path,
        element: <ShellLayout />,
        // On the first load the page's code is still on its way: the shell shows meanwhile (and the
        // router has its hydrate fallback, without which it warns on every first load).
        hydrateFallbackElement: <ShellLayout />,
        children: [
          // Layout with the project list at its index.
          { index: true, lazy: lazyPage(() => import('../features/projects/pages/project-list-page'), 'ProjectListPage', ['projects']) },
          {
            // Layout for one project: an unknown project (or another organization's) is Not Found, here once.
            path: paths.project.path.replace('/poc/projects/', ''),
            lazy: lazyPage(() => import('./project-layout'), 'ProjectLayout'),
            children: [
              { index: true, lazy: lazyPage(() => import('../features/projects/pages/project-home-page'), 'ProjectHomePage', ['projects']) },
              { path: paths.tools.path, lazy: lazyPage(() => import('../features/tools/pages/tool-list-page'), 'ToolListPage', ['tools']) },
              { path: paths.agents.path, lazy: lazyPage(() => import('../features/agents/pages/agent-list-page'), 'AgentListPage', ['agents']) },
              {
                path: paths.knowledge.path,
                children: [
                  { index: true, element: <Navigate to={paths.knowledgeFiles.path} replace /> },
                  {
                    path: paths.knowledgeFiles.path,
                    children: [
                      { index: true, lazy: lazyPage(() => import('../features/knowledge/pages/knowledge-files-page'), 'KnowledgeFilesPage', ['knowledge']) },
                      {
                        path: paths.knowledgeFilesList.path,
                        lazy: lazyPage(() => import('../features/knowledge/pages/knowledge-files-page'), 'KnowledgeFilesPage', ['knowledge']),
                      },
                    ],
                  },
                  {
                    path: paths.knowledgeIndexes.path,
                    lazy: lazyPage(() => import('../features/knowledge/pages/knowledge-indexes-page'), 'KnowledgeIndexesPage', ['knowledge']),
                  },
                ],
              },
              { path: paths.jobs.path, lazy: lazyPage(() => import('../features/jobs/pages/job-list-page'), 'JobListPage', ['jobs']) },
              { path: paths.jobHistory.path, lazy: lazyPage(() => import('../features/jobs/pages/job-history-page'), 'JobHistoryPage', ['jobs']) },
              {
                path: paths.workflowsList.path,
                lazy: lazyPage(() => import('../features/workflows/pages/workflow-list-page'), 'WorkflowListPage', ['workflows']),
              },
              { path: paths.workflowEditor.path, lazy: lazyPage(() => import('./workflow-editor-route'), 'WorkflowEditorRoute', ['editor', 'debug', 'apis']) },
              {
                path: paths.workflowApis.path,
                lazy: lazyPage(() => import('../features/workflow-apis/pages/workflow-api-history-page'), 'WorkflowApiHistoryPage', ['apis']),
              },
              {
                path: paths.workflowApi.path,
                lazy: lazyPage(() => import('../features/workflow-apis/pages/workflow-api-overview-page'), 'WorkflowApiOverviewPage', ['apis']),
              },
              // Redirect rule under workflows/{rest} (old URLs: loaded when opened, never on the first screen).
              { path: paths.workflowsRedirect.path, lazy: lazyPage(() => import('./workflows-redirect'), 'WorkflowsRedirect') },
              { path: 'workflows', lazy: lazyPage(() => import('./workflows-redirect'), 'WorkflowsRedirect') },
              {
                path: paths.customNodes.path,
                lazy: lazyPage(() => import('../features/custom-nodes/pages/custom-node-list-page'), 'CustomNodeListPage', ['customNodes', 'customNodeDsl']),
              },
              {
                path: paths.customNode.path,
                lazy: lazyPage(() => import('../features/custom-nodes/pages/custom-node-editor-page'), 'CustomNodeEditorPage', [
                  'customNodes',
                  'customNodeAuth',
                  'customNodeDsl',
                ]),
              },
              {
                path: paths.sharedCustomNodes.path,
                lazy: lazyPage(() => import('../features/shared-custom-nodes/pages/shared-custom-node-list-page'), 'SharedCustomNodeListPage', [
                  'sharedCustomNodes',
                ]),
              },
              {
                path: paths.sharedCustomNodesPublish.path,
                lazy: lazyPage(() => import('../features/shared-custom-nodes/pages/shared-custom-node-publish-page'), 'SharedCustomNodePublishPage', [
                  'sharedCustomNodes',
                ]),
              },
              {
                path: paths.sharedCustomNode.path,
                lazy: lazyPage(() => import('../features/shared-custom-nodes/pages/shared-custom-node-page'), 'SharedCustomNodePage', ['sharedCustomNodes']),
              },
              {
                path: paths.sharedCustomNodeEnvFiles.path,
                lazy: lazyPage(() => import('../features/shared-custom-nodes/pages/env-file-list-page'), 'EnvFileListPage', ['sharedCustomNodes']),
              },
              { path: paths.datasets.path, lazy: lazyPage(() => import('../features/datasets/pages/dataset-files-page'), 'DatasetFilesPage', ['datasets']) },
              {
                path: paths.datasetsUpload.path,
                lazy: lazyPage(() => import('../features/datasets/pages/dataset-upload-page'), 'DatasetUploadPage', ['datasets']),
              },
              {
                path: paths.databaseConnections.path,
                lazy: lazyPage(() => import('../features/database-connections/pages/database-connection-list-page'), 'DatabaseConnectionListPage', [
                  'databaseConnections',
                ]),
              },
            ],
          },
        ],
      },
      // An unknown URL: its page loads when opened (no good first visit shows it).
      { path: '*', lazy: lazyPage(() => import('./errors/not-found-page'), 'NotFoundPage'), hydrateFallbackElement: <LoadingState /> },
    ],
  },
];

export function createStudioRouter() {
  return createBrowserRouter(routes);
}
