/**
 * The Evaluations tab's choices live in the URL beside `?tab=evaluations`, so a reload, a shared link and
 * Back keep them: the set (`evalSet`), the run shown (`evalRun`), the view (`evalView=compare`; none for
 * runs and results) and the compare view's pair (`evalBase`, `evalHead`). The editor's own parameters
 * (`tab`, `run`, `revision`, `compare`; src/features/workflow-editor/components/editor-search.ts) are left
 * as they are, and its tab switch keeps these: back on the tab, the same set and run show. Each choice is
 * one history entry; defaults are not written. An id that names nothing (a deleted set or run) is the
 * reader's to ignore: the tab falls back to its default silently.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export const EVALUATION_PARAMS = { set: 'evalSet', run: 'evalRun', view: 'evalView', base: 'evalBase', head: 'evalHead' } as const;

export type EvaluationsView = 'runs' | 'compare';

export interface EvaluationsChoice {
  setId: string | null;
  runId: string | null;
  view: EvaluationsView;
  baseRunId: string | null;
  headRunId: string | null;
}

const ID = /^[A-Za-z0-9_-]{1,128}$/;
const idOf = (value: string | null) => (value && ID.test(value) ? value : null);

export function readEvaluationsSearch(params: URLSearchParams): EvaluationsChoice {
  const base = idOf(params.get(EVALUATION_PARAMS.base));
  const head = idOf(params.get(EVALUATION_PARAMS.head));
  return {
    setId: idOf(params.get(EVALUATION_PARAMS.set)),
    runId: idOf(params.get(EVALUATION_PARAMS.run)),
    view: params.get(EVALUATION_PARAMS.view) === 'compare' ? 'compare' : 'runs',
    // A pair or nothing: one run alone compares with nothing.
    baseRunId: base && head ? base : null,
    headRunId: base && head ? head : null,
  };
}

/** The URL's parameters with `choice` in them (every other parameter kept; a default removes its parameter). */
export function writeEvaluationsSearch(params: URLSearchParams, choice: EvaluationsChoice): URLSearchParams {
  const next = new URLSearchParams(params);
  const put = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key));
  put(EVALUATION_PARAMS.set, choice.setId);
  put(EVALUATION_PARAMS.run, choice.runId);
  put(EVALUATION_PARAMS.view, choice.view === 'compare' ? 'compare' : null);
  const pair = Boolean(choice.baseRunId && choice.headRunId);
  put(EVALUATION_PARAMS.base, pair ? choice.baseRunId : null);
  put(EVALUATION_PARAMS.head, pair ? choice.headRunId : null);
  return next;
}

/** What a user's choice changes: another set starts on its own newest run and default pair. */
export function chooseSet(choice: EvaluationsChoice, setId: string): EvaluationsChoice {
  return { ...choice, setId, runId: null, baseRunId: null, headRunId: null };
}

export function useEvaluationsSearch() {
  const [params, setParams] = useSearchParams();
  const choice = readEvaluationsSearch(params);
  /** Writes the next choice, one history entry (Back returns to the one before). */
  const change = useCallback(
    (next: (current: EvaluationsChoice) => EvaluationsChoice) => setParams((current) => writeEvaluationsSearch(current, next(readEvaluationsSearch(current)))),
    [setParams],
  );
  const setSet = useCallback((setId: string) => change((current) => chooseSet(current, setId)), [change]);
  /** A new set: chosen and shown with its runs. */
  const showNewSet = useCallback((setId: string) => change((current) => ({ ...chooseSet(current, setId), view: 'runs' })), [change]);
  const setRun = useCallback((runId: string) => change((current) => ({ ...current, runId })), [change]);
  const setView = useCallback((view: EvaluationsView) => change((current) => ({ ...current, view })), [change]);
  const setPair = useCallback(
    ({ baseRunId, headRunId }: { baseRunId: string; headRunId: string }) => change((current) => ({ ...current, baseRunId, headRunId })),
    [change],
  );
  return { ...choice, setSet, showNewSet, setRun, setView, setPair };
}
