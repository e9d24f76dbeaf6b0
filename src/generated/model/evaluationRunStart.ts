import type { Id } from './id';
import type { RevisionNumber } from './revisionNumber';

/**
 * Runs the set on a saved revision (the latest when absent; one never saved or pruned answers 400 `revision`). 409 EvaluationRunLimit when 3 runs of the workflow are already pending or running.
 */
export interface EvaluationRunStart {
  setId: Id;
  revision?: RevisionNumber;
}
