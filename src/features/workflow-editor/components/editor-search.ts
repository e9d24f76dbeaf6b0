/**
 * What the editor shows lives in the URL: the tab (`?tab=debug`, `?tab=evaluations`, `?tab=versions`, `?tab=history`; none for
 * Workflow), the debug run shown in the bottom panel and on the canvas (`?run=…`) and the saved revision
 * viewed read-only on the Versions tab (`?tab=versions&revision=12`: a search parameter, not a route, so the
 * editor page — its store with the unsaved work — stays mounted while revisions are viewed), and what it is compared
 * with in the visual diff (`&compare=current` or `&compare=7`). Reload, back and forward
 * keep both; a tab change is a history entry, picking a run replaces the current one. A link may hand
 * the debug run form its start inputs (`?input.question=…`, see `debugWithInputsHref`). The Evaluations tab's
 * own choices (`evalSet`, `evalRun`, `evalView`, `evalBase`, `evalHead`) are its content's: a tab change leaves them.
 */
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { DebugValue } from '../../../generated/model';
import { DEBUG_INPUT_PREFIX } from '../../../lib/paths';

export const EDITOR_TABS = ['workflow', 'debug', 'evaluations', 'versions', 'history'] as const;
export type EditorTab = (typeof EDITOR_TABS)[number];

export function tabOf(value: string | null): EditorTab {
  return (EDITOR_TABS as readonly string[]).includes(value ?? '') ? (value as EditorTab) : 'workflow';
}

/** What the revision viewed is compared with (`?compare=current` or `?compare=7`): the current draft or another revision. */
export type RevisionCompare = number | 'current';

export function compareOf(value: string | null): RevisionCompare | null {
  return value === 'current' ? 'current' : revisionOf(value);
}

/** A revision number from the URL (digits, at least 1); anything else: none. */
export function revisionOf(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const revision = Number(value);
  return revision >= 1 && revision <= 2147483647 ? revision : null;
}

export function useEditorSearch() {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const runId = params.get('run') || null;
  const setTab = useCallback(
    (next: EditorTab) =>
      setParams((current) => {
        const changed = new URLSearchParams(current);
        if (next === 'workflow') changed.delete('tab');
        else changed.set('tab', next);
        if (next !== 'versions') {
          changed.delete('revision');
          changed.delete('compare');
        }
        return changed;
      }),
    [setParams],
  );
  const setRunId = useCallback(
    (id: string | null) =>
      setParams(
        (current) => {
          const changed = new URLSearchParams(current);
          if (id) changed.set('run', id);
          else changed.delete('run');
          return changed;
        },
        { replace: true },
      ),
    [setParams],
  );
  const revision = revisionOf(params.get('revision'));
  /** Views a revision (a history entry, so Back returns to the list) or, with null, the current graph. */
  const setRevision = useCallback(
    (next: number | null) =>
      setParams((current) => {
        const changed = new URLSearchParams(current);
        changed.delete('compare');
        if (next === null) changed.delete('revision');
        else {
          changed.set('tab', 'versions');
          changed.set('revision', String(next));
        }
        return changed;
      }),
    [setParams],
  );
  const compare = compareOf(params.get('compare'));
  /** Compares the revision viewed with the current draft or another revision (a history entry), or, with null, stops comparing. */
  const setCompare = useCallback(
    (next: RevisionCompare | null) =>
      setParams((current) => {
        const changed = new URLSearchParams(current);
        if (next === null) changed.delete('compare');
        else changed.set('compare', String(next));
        return changed;
      }),
    [setParams],
  );
  /** Opens the diff of a pair picked in the Versions panel (`revision` and what it is compared with; one history entry). */
  const comparePair = useCallback(
    (first: number, second: RevisionCompare) =>
      setParams((current) => {
        const changed = new URLSearchParams(current);
        changed.set('tab', 'versions');
        changed.set('revision', String(first));
        changed.set('compare', String(second));
        return changed;
      }),
    [setParams],
  );
  /** Opens a debug run's trace on the Debug tab (one history entry, so Back returns to where it was opened). */
  const openTrace = useCallback(
    (id: string) =>
      setParams((current) => {
        const changed = new URLSearchParams(current);
        changed.set('tab', 'debug');
        changed.set('run', id);
        changed.delete('revision');
        changed.delete('compare');
        return changed;
      }),
    [setParams],
  );
  const viewed = tab === 'versions' ? revision : null;
  return { tab, setTab, runId, setRunId, openTrace, revision: viewed, setRevision, compare: viewed === null ? null : compare, setCompare, comparePair };
}

/**
 * Start inputs handed over by a link (`input.<name>=<value>`), read once when the editor opens; the
 * parameters then leave the URL (replacing the entry), so a later reload starts from the remembered run.
 */
export function useDebugInputsFromLink(): DebugValue[] {
  const [params, setParams] = useSearchParams();
  const [inputs] = useState<DebugValue[]>(() =>
    [...params.entries()].filter(([key]) => key.startsWith(DEBUG_INPUT_PREFIX)).map(([key, value]) => ({ name: key.slice(DEBUG_INPUT_PREFIX.length), value })),
  );
  useEffect(() => {
    if (!inputs.length) return;
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        for (const key of [...changed.keys()]) if (key.startsWith(DEBUG_INPUT_PREFIX)) changed.delete(key);
        return changed;
      },
      { replace: true },
    );
  }, [inputs, setParams]);
  return inputs;
}
