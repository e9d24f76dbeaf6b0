/**
 * Workflows and folders, their API versions, graphs, edit permissions and debug runs. Other areas show
 * workflows: the jobs (a job names its workflow), the tool dialog's sources (a workflow and its API
 * versions), the tool lists and the workflow's API pages (both name the workflow as it is named now); the
 * workflow list shows each workflow's latest API version.
 */
import type { QueryKey } from '@tanstack/react-query';
import {
  getListDebugRunsQueryKey,
  type NextDebugRunStepMutationVariables,
  type StartDebugRunMutationVariables,
  type StopDebugRunMutationVariables,
} from '../../generated/debug-runs/debug-runs';
import { getGetEditPermissionQueryKey, type ReleaseEditPermissionMutationVariables } from '../../generated/edit-permissions/edit-permissions';
import { getListJobsQueryKey } from '../../generated/jobs/jobs';
import type { ApiKeyIssued, ApiVersion, ApiVersionCreated } from '../../generated/model';
import { getListToolSourcesQueryKey, getListToolsQueryKey } from '../../generated/tools/tools';
import {
  type CreateApiVersionMutationVariables,
  getGetApiVersionQueryKey,
  getGetWorkflowApiQueryKey,
  getListApiVersionHistoryQueryKey,
  getListApiVersionsQueryKey,
  type IssueApiKeyMutationVariables,
  type UpdateApiVersionMutationVariables,
} from '../../generated/workflow-apis/workflow-apis';
import {
  type CreateWorkflowFolderMutationVariables,
  type CreateWorkflowMutationVariables,
  type DeleteWorkflowFolderMutationVariables,
  type DeleteWorkflowMutationVariables,
  type DuplicateWorkflowMutationVariables,
  getGetWorkflowFolderQueryKey,
  getGetWorkflowHierarchyQueryKey,
  getGetWorkflowQueryKey,
  getListWorkflowItemsQueryKey,
  getListWorkflowsForSelectionQueryKey,
  type MoveWorkflowItemsMutationVariables,
  type UpdateWorkflowFolderMutationVariables,
  type UpdateWorkflowMutationVariables,
} from '../../generated/workflows/workflows';
import { getListWorkflowRevisionsQueryKey } from '../../generated/workflow-revisions/workflow-revisions';
import { NOTHING, stale } from './rule';

/** Every folder listing, the hierarchy and the pickers of the project. */
const workflowLists = (projectId: string): QueryKey[] => [
  getListWorkflowItemsQueryKey(projectId),
  getGetWorkflowHierarchyQueryKey(projectId),
  getListWorkflowsForSelectionQueryKey(projectId),
];

/** A workflow added, renamed or removed: its lists, the jobs that name it and the tools' sources. */
const workflowsChanged = (projectId: string): QueryKey[] => [
  ...workflowLists(projectId),
  getListJobsQueryKey(projectId),
  getListToolSourcesQueryKey(projectId),
];

/**
 * A version created, published or unpublished, a key issued: the API pages and panel, the workflow (its
 * latest version and published flag), the workflow lists and pickers, the tool sources offering versions.
 */
const versionChanged = (projectId: string, workflowId: string, apiId: string): QueryKey[] => [
  getListApiVersionsQueryKey(projectId, workflowId),
  getGetWorkflowApiQueryKey(projectId, workflowId),
  getListApiVersionHistoryQueryKey(projectId, workflowId),
  getGetApiVersionQueryKey(projectId, workflowId, apiId),
  getGetWorkflowQueryKey(projectId, workflowId),
  ...workflowLists(projectId),
  getListToolSourcesQueryKey(projectId),
  // A revision lists the API versions that run it.
  getListWorkflowRevisionsQueryKey(projectId, workflowId),
];

/** A debug run started or stepped: the run list refreshes meanwhile (the caller writes the answered run into the cache). */
const runListOf = ({ projectId, workflowId }: { projectId: string; workflowId: string }) => [getListDebugRunsQueryKey(projectId, workflowId)];

export const workflowsPolicy = {
  createWorkflowFolder: stale(({ projectId }: CreateWorkflowFolderMutationVariables) => workflowLists(projectId)),
  updateWorkflowFolder: stale(({ projectId, folderId }: UpdateWorkflowFolderMutationVariables) => [
    ...workflowLists(projectId),
    getGetWorkflowFolderQueryKey(projectId, folderId),
  ]),
  deleteWorkflowFolder: stale(({ projectId }: DeleteWorkflowFolderMutationVariables) => workflowLists(projectId)),
  moveWorkflowItems: stale(({ projectId }: MoveWorkflowItemsMutationVariables) => workflowLists(projectId)),
  createWorkflow: stale(({ projectId }: CreateWorkflowMutationVariables) => workflowsChanged(projectId)),
  // A rename: every read that names the workflow.
  updateWorkflow: stale(({ projectId, workflowId }: UpdateWorkflowMutationVariables) => [
    ...workflowsChanged(projectId),
    getGetWorkflowQueryKey(projectId, workflowId),
    getListToolsQueryKey(projectId),
    getGetWorkflowApiQueryKey(projectId, workflowId),
    getListApiVersionsQueryKey(projectId, workflowId),
    getListApiVersionHistoryQueryKey(projectId, workflowId),
  ]),
  duplicateWorkflow: stale(({ projectId }: DuplicateWorkflowMutationVariables) => workflowsChanged(projectId)),
  deleteWorkflow: stale(({ projectId }: DeleteWorkflowMutationVariables) => workflowsChanged(projectId)),
};

export const workflowApisPolicy = {
  createApiVersion: stale(({ projectId, workflowId }: CreateApiVersionMutationVariables, created: ApiVersionCreated) =>
    versionChanged(projectId, workflowId, created.id),
  ),
  updateApiVersion: stale(({ projectId, workflowId }: UpdateApiVersionMutationVariables, updated: ApiVersion) =>
    versionChanged(projectId, workflowId, updated.id),
  ),
  issueApiKey: stale(({ projectId, workflowId }: IssueApiKeyMutationVariables, issued: ApiKeyIssued) => versionChanged(projectId, workflowId, issued.apiId)),
};

export const editorPolicy = {
  // The editor writes the granted permission (or the holder a 409 names) into the cache itself.
  requestEditPermission: NOTHING,
  releaseEditPermission: stale(
    ({ projectId, workflowId }: ReleaseEditPermissionMutationVariables) => [getGetEditPermissionQueryKey(projectId, workflowId)],
    'background',
  ),
  startDebugRun: stale((variables: StartDebugRunMutationVariables) => runListOf(variables), 'background'),
  nextDebugRunStep: stale((variables: NextDebugRunStepMutationVariables) => runListOf(variables), 'background'),
  stopDebugRun: stale((variables: StopDebugRunMutationVariables) => runListOf(variables), 'background'),
};
