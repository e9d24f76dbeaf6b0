import type { EvaluationSourceDebugRunsType } from './evaluationSourceDebugRunsType';
import type { Id } from './id';

/**
 * Rows from finished (succeeded) debug runs of the workflow: each run's inputs, and its outputs as the expected answers. A run that is not the workflow's or did not succeed is refused with 400 (`source.debugRunIds.<i>`).
 */
export interface EvaluationSourceDebugRuns {
  type: EvaluationSourceDebugRunsType;
  /**
     * @minItems 1
     * @maxItems 500
     */
  debugRunIds: Id[];
}
