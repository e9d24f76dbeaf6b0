/**
 * Beside publishing: the latest evaluation of the revision a new version publishes, against the last published
 * version. The newest finished (success) run on that revision gives the set; the newest finished run of the same
 * set on the published version's revision is its base, and the compare call counts the rows that regressed.
 * Reads only (nothing is started here): the Evaluations tab runs sets. The run lists are read afresh each time the
 * dialog opens (a run may have finished since they were last read). A run of the revision still pending or running
 * is shown as such (its rows done, polled while it moves), beside the newest finished one if there is one; when it
 * ends, the finished runs are read again.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { pollListWhile } from '../../../components/data-table/poll-while';
import { useCompareEvaluationRuns, useListEvaluationRuns } from '../../../generated/evaluations/evaluations';
import type { ApiVersion, EvaluationRun } from '../../../generated/model';
import { useListApiVersions } from '../../../generated/workflow-apis/workflow-apis';
import { lastPublishedOf } from '../../../lib/published-version';

/** The versions read to find the last published one (the API pages read the same page). */
const ALL_VERSIONS = { page: 1, pageSize: 100 };
/** The newest runs only (the lists' smallest page). */
const FEW = 10;
const FINISHED = 'EVALUATION_RUN_STATUS_SUCCESS' as const;
const FRESH = { staleTime: 0 };
const isMoving = (run: EvaluationRun) => run.status === 'EVALUATION_RUN_STATUS_PENDING' || run.status === 'EVALUATION_RUN_STATUS_RUNNING';
/** The active run lists' refetchInterval: every 2 s while one of their runs is still moving. */
const POLL_MOVING = { ...FRESH, refetchInterval: pollListWhile(isMoving) };

export type PublishEvaluation =
  | { kind: 'loading' }
  | { kind: 'failed'; error: unknown; retry: () => void }
  /** The version publishes unsaved edits: a revision no evaluation has run on yet. */
  | { kind: 'unsaved' }
  | {
      kind: 'notEvaluated';
      revision: number;
      /** A run of this revision still pending or running (its result not in yet). */
      running?: EvaluationRun | undefined;
    }
  | {
      kind: 'evaluated';
      run: EvaluationRun;
      /** A newer run of this revision still pending or running (its result not in yet). */
      running?: EvaluationRun | undefined;
      /** The last published version, unless none is (or it runs this same revision). */
      published?: ApiVersion | undefined;
      /** The last published version when it already runs this revision (nothing to compare). */
      sameAs?: ApiVersion | undefined;
      /** The published revision's finished run of the same set, if any. */
      base?: EvaluationRun | undefined;
      /** Rows that passed on the published revision and fail now (with a base run). */
      regressed?: number | undefined;
    };

function failedOf(queries: ReadonlyArray<UseQueryResult<unknown, unknown>>): PublishEvaluation | undefined {
  const failed = queries.find((query) => query.isError);
  return failed && { kind: 'failed', error: failed.error, retry: () => void failed.refetch() };
}

/** `revision`: the saved revision the new version publishes; null when unsaved edits will be saved first. */
export function usePublishEvaluation(projectId: string, workflowId: string, revision: number | null): PublishEvaluation {
  const versions = useListApiVersions(projectId, workflowId, ALL_VERSIONS);
  const latest = lastPublishedOf(versions.data?.items ?? []);
  const published = latest && latest.workflowVersion !== revision ? latest : undefined;
  const head = useListEvaluationRuns(
    projectId,
    workflowId,
    { revision: revision ?? 1, status: FINISHED, pageSize: FEW },
    { query: { enabled: revision !== null, ...FRESH } },
  );
  const run = head.data?.items[0];
  const running = useMovingRun(projectId, workflowId, revision);
  // The run that was moving has ended: the finished runs are read again (it may be the newest now).
  const wasRunning = useRef<string | undefined>(undefined);
  const { refetch: refetchHead } = head;
  useEffect(() => {
    if (wasRunning.current !== undefined && running.run?.id !== wasRunning.current) void refetchHead();
    wasRunning.current = running.run?.id;
  }, [running.run?.id, refetchHead]);
  const baseList = useListEvaluationRuns(
    projectId,
    workflowId,
    { setId: run?.setId ?? '', revision: published?.workflowVersion ?? 1, status: FINISHED, pageSize: FEW },
    { query: { enabled: run !== undefined && published !== undefined, ...FRESH } },
  );
  const base = baseList.data?.items[0];
  const compare = useCompareEvaluationRuns(
    projectId,
    workflowId,
    run?.id ?? '',
    base?.id ?? '',
    { pageSize: FEW },
    { query: { enabled: run !== undefined && base !== undefined } },
  );

  if (revision === null) return { kind: 'unsaved' };
  const failed = failedOf([head, versions, baseList, compare, ...running.queries]);
  if (failed) return failed;
  if (head.isPending || versions.isPending || running.pending) return { kind: 'loading' };
  const moving = running.run;
  if (!run) return { kind: 'notEvaluated', revision, running: moving };
  if (!published) return { kind: 'evaluated', run, running: moving, sameAs: latest };
  if (baseList.isPending) return { kind: 'loading' };
  if (!base) return { kind: 'evaluated', run, running: moving, published };
  if (!compare.data) return { kind: 'loading' };
  return { kind: 'evaluated', run, running: moving, published, base, regressed: compare.data.counts.regressed };
}

/**
 * The revision's newest run still moving, from its newest runs of any status (one list, so a run going from pending
 * to running to finished stays in it; polled while one moves). At most 3 runs of a workflow move at once, so one
 * moving is among the newest few.
 */
function useMovingRun(projectId: string, workflowId: string, revision: number | null) {
  const list = useListEvaluationRuns(
    projectId,
    workflowId,
    { revision: revision ?? 1, pageSize: FEW },
    { query: { enabled: revision !== null, ...POLL_MOVING } },
  );
  return { run: list.data?.items.find(isMoving), pending: list.isPending, queries: [list] };
}
