import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getGetWorkflowHierarchyQueryKey, getListWorkflowItemsQueryKey, getListWorkflowsForSelectionQueryKey } from '../../generated/workflows/workflows';

/**
 * After a change: every folder listing, the hierarchy and the pickers of the project refetch (the
 * generated keys without params are the prefix of every variant).
 */
export function useRefreshWorkflows(projectId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getListWorkflowItemsQueryKey(projectId) }),
        queryClient.invalidateQueries({ queryKey: getGetWorkflowHierarchyQueryKey(projectId) }),
        queryClient.invalidateQueries({ queryKey: getListWorkflowsForSelectionQueryKey(projectId) }),
      ]),
    [queryClient, projectId],
  );
}
