import type { Error } from './error';
import type { Id } from './id';

/**
 * The 409 of a workflow with 3 runs pending or running already ('At most 3 evaluation runs of a workflow can run at once').
 */
export type EvaluationRunLimit = Error & {
  /**
     * @minimum 1
     * @maximum 100
     */
  limit: number;
  /** @maxItems 100 */
  activeRunIds: Id[];
};
