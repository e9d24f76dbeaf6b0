/**
 * A run named from outside (the URL, a run just started, the published version's run): whether it is a
 * run of this set. One in the listed page is; another is read by id (a run just started is already in the
 * cache; an older one than the page is fetched). A run that is gone (404) or of another set is `missing`,
 * so the caller falls back to its default without a word.
 */
import { HttpError } from '../../../api/errors';
import { useGetEvaluationRun } from '../../../generated/evaluations/evaluations';
import type { EvaluationRun } from '../../../generated/model';

export type RunOfSet = { state: 'none' | 'missing' | 'pending' } | { state: 'found'; id: string; run?: EvaluationRun | undefined };

export function useRunOfSet(
  projectId: string,
  workflowId: string,
  setId: string,
  runId: string | null | undefined,
  listed: readonly EvaluationRun[] | undefined,
): RunOfSet {
  const inList = runId ? listed?.find((run) => run.id === runId) : undefined;
  const byId = useGetEvaluationRun(projectId, workflowId, runId ?? '', { query: { enabled: Boolean(runId && listed && !inList) } });
  if (!runId) return { state: 'none' };
  if (inList) return { state: 'found', id: runId, run: inList };
  if (byId.data) return byId.data.setId === setId ? { state: 'found', id: runId, run: byId.data } : { state: 'missing' };
  if (byId.isError) {
    // Gone or not this workflow's: the default. Another failure: the caller's own view of the run says so.
    const gone = byId.error instanceof HttpError && (byId.error.code === 404 || byId.error.code === 400);
    return gone ? { state: 'missing' } : { state: 'found', id: runId };
  }
  return { state: 'pending' };
}
