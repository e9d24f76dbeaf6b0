/**
 * How many of a trace's entries to draw: the first screenful at once, the rest in steps after it is on
 * screen (each step a transition once the browser is free, so input and paint go first). A 500-node
 * trace then shows within a frame of being asked for, and is whole a few frames later.
 */
import { startTransition, useEffect, useState } from 'react';

/** Entries in the first commit: more than the tallest trace panel shows (44 px each). */
export const FIRST_ENTRIES = 40;
/** Entries added per later step. */
export const ENTRIES_PER_STEP = 100;

/**
 * The number of entries to draw out of `total`; never fewer than `atLeast` (an entry asked for from the
 * canvas is drawn at once). After the last step, later entries (a polled run) are drawn at once,
 * until another run (`runId`) is shown.
 */
export function useDrawnEntries(total: number, atLeast: number, runId: string): number {
  const [state, setState] = useState({ runId, drawn: FIRST_ENTRIES });
  if (state.runId !== runId) setState({ runId, drawn: Math.max(FIRST_ENTRIES, atLeast) });
  // (Kept once asked for: the request ends at once, the entry stays.)
  else if (atLeast > state.drawn) setState({ runId, drawn: atLeast });
  const count = Math.min(total, Math.max(state.drawn, atLeast));
  const complete = state.drawn >= total;
  useEffect(() => {
    if (complete) return;
    const timer = setTimeout(() =>
      startTransition(() =>
        setState((current) => {
          const next = Math.max(current.drawn, count) + ENTRIES_PER_STEP;
          return { ...current, drawn: next >= total ? Number.POSITIVE_INFINITY : next };
        }),
      ),
    );
    return () => clearTimeout(timer);
  }, [complete, count, total]);
  return complete ? total : count;
}
