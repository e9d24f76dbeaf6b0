import type { EvaluationOutputs } from './evaluationOutputs';
import type { EvaluationSetDescription } from './evaluationSetDescription';
import type { EvaluationSetName } from './evaluationSetName';

/**
 * Renames the set, changes its description or its outputs' scorers (the outputs stay the same names: 400 `outputs` otherwise). Runs already made keep the scores they had.
 */
export interface EvaluationSetUpdate {
  name?: EvaluationSetName;
  description?: EvaluationSetDescription;
  outputs?: EvaluationOutputs;
}
