import type { EvaluationVariableName } from './evaluationVariableName';
import type { Scorer } from './scorer';

/**
 * An end-node output the set checks and how it is scored.
 */
export interface EvaluationOutput {
  name: EvaluationVariableName;
  scorer: Scorer;
}
