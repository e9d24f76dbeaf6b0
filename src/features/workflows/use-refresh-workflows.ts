import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getGetWorkflowHierarchyQueryKey, getListWorkflowItemsQueryKey, getListWorkflowsForSelectionQueryKey } from '../../generated/workflows/workflows';

/**
 * What a change of folders or workflows makes stale: every folder listing, the hierarchy and the pickers
 * of the project (the generated keys without params are the prefix of every variant).
 */
export function workflowQueryKeys(projectId: string): QueryKey[] {
  return [getListWorkflowItemsQueryKey(projectId), getGetWorkflowHierarchyQueryKey(projectId), getListWorkflowsForSelectionQueryKey(projectId)];
}

/** Refetches `workflowQueryKeys` (a move, which words its own toast). */
export function useRefreshWorkflows(projectId: string) {
  const queryClient = useQueryClient();
  return useCallback(() => Promise.all(workflowQueryKeys(projectId).map((queryKey) => queryClient.invalidateQueries({ queryKey }))), [queryClient, projectId]);
}
