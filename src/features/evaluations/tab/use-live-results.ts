/**
 * The rows a run still moving has done so far: one page of the first LIVE_ROWS done rows by row number
 * (the contract answers a running run's done rows), read again each time the run's poll (pollRun) reports
 * more rows done — not every page every 2 s (a 10,000-row run would be ten reads a poll). `done` is how
 * many the run has done in all, so the tab can say when it shows only the first of them.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getListEvaluationResultsQueryOptions } from '../../../generated/evaluations/evaluations';
import type { EvaluationResult, EvaluationRun } from '../../../generated/model';
import { isRunActive } from './run-status';

/** The rows a moving run shows: the first 100 by row number (one small read a poll, whatever the run's size). */
export const LIVE_ROWS = 100;

const LIVE_PARAMS = { page: 1, pageSize: LIVE_ROWS, outcome: 'EVALUATION_OUTCOME_ALL' as const };

export interface LiveResults {
  results: readonly EvaluationResult[];
  /** Rows the run has done in all when they were read (more than `results.length` when capped). */
  done: number;
  failed: boolean;
  error: unknown;
  retry: () => void;
}

const NONE: readonly EvaluationResult[] = [];

export function useLiveResults(projectId: string, workflowId: string, run: EvaluationRun | undefined): LiveResults {
  const doneNow = run?.counts.done ?? 0;
  const enabled = run !== undefined && isRunActive(run.status) && doneNow > 0;
  const query = useQuery({ ...getListEvaluationResultsQueryOptions(projectId, workflowId, run?.id ?? '', LIVE_PARAMS), enabled });
  const { refetch, isFetching } = query;
  const read = query.data !== undefined;
  // The first read comes with `enabled`; after it, one each time the run's poll says more rows are done.
  useEffect(() => {
    if (enabled && read && !isFetching) void refetch();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read again on a new count only, not when a read ends
  }, [doneNow]);
  return {
    results: query.data?.items ?? NONE,
    done: query.data?.totalCount ?? 0,
    failed: query.isError,
    error: query.error,
    retry: () => void refetch(),
  };
}
