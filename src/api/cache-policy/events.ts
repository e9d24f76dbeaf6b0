/**
 * What a change the studio sees without running a mutation makes stale: the code that sees it calls the
 * event by name and lists no keys (every invalidation lives in this folder). Both refresh in the
 * background: nobody waits on them. Kept apart from ./index.ts, so the editor's chunk does not take every
 * area's keys with it.
 */
import type { QueryClient } from '@tanstack/react-query';
import { getListDebugRunsQueryKey } from '../../generated/debug-runs/debug-runs';
import { getGetEditPermissionQueryKey } from '../../generated/edit-permissions/edit-permissions';
import { markStale } from './rule';

interface WorkflowScope {
  projectId: string;
  workflowId: string;
}

export const staleAfter = {
  /** The debug run shown changed status (the panel follows it): the run list is the only place that shows every run's status. */
  debugRunStatusChanged: (queryClient: QueryClient, { projectId, workflowId }: WorkflowScope) =>
    markStale(queryClient, [getListDebugRunsQueryKey(projectId, workflowId)], 'background'),
  /** A save refused (403: the edit permission is no longer the user's): the permission is read again, so the editor turns read-only and names the holder. */
  saveRefused: (queryClient: QueryClient, { projectId, workflowId }: WorkflowScope) =>
    markStale(queryClient, [getGetEditPermissionQueryKey(projectId, workflowId)], 'background'),
};
