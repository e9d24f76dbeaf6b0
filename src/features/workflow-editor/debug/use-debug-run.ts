/**
 * The debug run shown, polled while it runs (the generated query with a refetch interval). Polling
 * stops once the run is over, and while the browser tab is hidden (TanStack Query's interval does not
 * run in the background). A failed poll keeps the last known run: `stale` says so, `retry` polls again.
 * Each observer with an interval keeps a timer of its own, so only one viewer polls (`poll`): the
 * canvas overlay on the Debug tab, the runs panel on the Workflow tab; the others read the same cache.
 */
import { useQueryClient } from '@tanstack/react-query';
import { getGetDebugRunQueryKey, useGetDebugRun } from '../../../generated/debug-runs/debug-runs';
import type { DebugRun } from '../../../generated/model';
import { isRunActive } from './run-overlay';

export const POLL_MS = 1000;

export function useDebugRun(projectId: string, workflowId: string, runId: string | null, { poll = false }: { poll?: boolean } = {}) {
  const query = useGetDebugRun(projectId, workflowId, runId ?? '', {
    query: {
      enabled: Boolean(runId),
      staleTime: (q) => (isRunActive(q.state.data) ? 0 : Infinity),
      refetchInterval: (q) => (poll && isRunActive(q.state.data) ? POLL_MS : false),
      refetchIntervalInBackground: false,
      // A failed poll is shown at once (stale) and polled again on the next interval.
      retry: false,
    },
  });
  const run = query.data;
  return {
    run,
    isLoading: query.isPending && Boolean(runId),
    /** The last poll failed: what is shown may be out of date. */
    stale: query.isError && Boolean(run),
    /** No run could be loaded at all. */
    failed: query.isError && !run,
    notFound: query.isError && query.error?.code === 404,
    retry: () => void query.refetch(),
  };
}

/** A run the server answered (start, next, stop) is the run shown until the next poll (the cache policy refreshes the run list). */
export function useSetDebugRun(projectId: string, workflowId: string) {
  const queryClient = useQueryClient();
  return (run: DebugRun) => {
    queryClient.setQueryData(getGetDebugRunQueryKey(projectId, workflowId, run.id), run);
  };
}
