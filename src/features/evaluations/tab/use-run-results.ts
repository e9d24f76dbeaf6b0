/**
 * Every result row of a finished (or cancelled) run, read page by page in pages of 1,000 (the contract's
 * largest; a set holds at most 10,000 rows, so at most ten reads): the grid filters and pages them on the
 * client, the score chart counts them all. A run still moving reads only its first rows (use-live-results.ts).
 */
import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getListEvaluationResultsQueryOptions } from '../../../generated/evaluations/evaluations';
import type { EvaluationResult, EvaluationRun } from '../../../generated/model';
import { isRunActive } from './run-status';

export const RESULTS_PAGE_SIZE = 1000;

const paramsOf = (page: number) => ({ page, pageSize: RESULTS_PAGE_SIZE, outcome: 'EVALUATION_OUTCOME_ALL' as const });

export interface RunResults {
  results: readonly EvaluationResult[];
  loading: boolean;
  failed: boolean;
  error: unknown;
  retry: () => void;
}

const NONE: readonly EvaluationResult[] = [];

/** The later pages as one list once all are read (a stable function, so the combined answer is kept between renders). */
function combinePages(queries: Array<UseQueryResult<{ items: EvaluationResult[] }>>) {
  return {
    items: queries.every((query) => query.data) ? queries.flatMap((query) => query.data?.items ?? []) : undefined,
    failed: queries.find((query) => query.isError),
  };
}

export function useRunResults(projectId: string, workflowId: string, run: EvaluationRun | undefined): RunResults {
  const runId = run?.id ?? '';
  const enabled = run !== undefined && !isRunActive(run.status);
  const first = useQuery({ ...getListEvaluationResultsQueryOptions(projectId, workflowId, runId, paramsOf(1)), enabled });
  const pageCount = first.data ? Math.ceil(first.data.totalCount / RESULTS_PAGE_SIZE) : 0;
  const rest = useQueries({
    queries: Array.from({ length: Math.max(0, pageCount - 1) }, (_, i) => ({
      ...getListEvaluationResultsQueryOptions(projectId, workflowId, runId, paramsOf(i + 2)),
      enabled,
    })),
    combine: combinePages,
  });
  const restFailed = rest.failed;
  const firstItems = first.data?.items;
  const restItems = rest.items;
  const results = useMemo(() => (firstItems && restItems ? (restItems.length ? [...firstItems, ...restItems] : firstItems) : NONE), [firstItems, restItems]);
  return {
    results,
    loading: enabled && (!first.data || !rest.items) && !first.isError && !restFailed,
    failed: first.isError || Boolean(restFailed),
    error: first.error ?? restFailed?.error,
    retry: () => {
      void first.refetch();
      void restFailed?.refetch();
    },
  };
}
