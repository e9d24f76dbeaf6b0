/**
 * What a change to a workflow's API versions (a version created, published or unpublished, a key issued)
 * makes stale, wherever it is shown: the API pages and panel, the workflow itself (its latest version and
 * published flag), the project's workflow lists and pickers (the list's latest-version column, the
 * hierarchy, the jobs' workflow picker with its versions) and the tool sources that offer its versions.
 * The generated keys without params are the prefix of every variant.
 */
import type { QueryKey } from '@tanstack/react-query';
import { getListToolSourcesQueryKey } from '../../../generated/tools/tools';
import {
  getGetApiVersionQueryKey,
  getGetWorkflowApiQueryKey,
  getListApiVersionHistoryQueryKey,
  getListApiVersionsQueryKey,
} from '../../../generated/workflow-apis/workflow-apis';
import {
  getGetWorkflowHierarchyQueryKey,
  getGetWorkflowQueryKey,
  getListWorkflowItemsQueryKey,
  getListWorkflowsForSelectionQueryKey,
} from '../../../generated/workflows/workflows';

export function staleAfterVersionChange(projectId: string, workflowId: string, apiId?: string): QueryKey[] {
  return [
    getListApiVersionsQueryKey(projectId, workflowId),
    getGetWorkflowApiQueryKey(projectId, workflowId),
    getListApiVersionHistoryQueryKey(projectId, workflowId),
    ...(apiId ? [getGetApiVersionQueryKey(projectId, workflowId, apiId)] : []),
    getGetWorkflowQueryKey(projectId, workflowId),
    getListWorkflowItemsQueryKey(projectId),
    getGetWorkflowHierarchyQueryKey(projectId),
    getListWorkflowsForSelectionQueryKey(projectId),
    getListToolSourcesQueryKey(projectId),
  ];
}
