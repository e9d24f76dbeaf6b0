import type { EvaluationOutputs } from './evaluationOutputs';
import type { EvaluationSetCreateSource } from './evaluationSetCreateSource';
import type { EvaluationSetDescription } from './evaluationSetDescription';
import type { EvaluationSetName } from './evaluationSetName';

/**
 * A new set. Every output named must be an end-node output of the workflow's saved graph (400 `outputs.<i>.name`); the rows give a value for every start variable. At most 10,000 rows (400), 50 sets per workflow (409 EvaluationSetLimit), names unique per workflow (409 EvaluationSetNameConflict).
 */
export interface EvaluationSetCreate {
  name: EvaluationSetName;
  description?: EvaluationSetDescription;
  outputs: EvaluationOutputs;
  source: EvaluationSetCreateSource;
}
