import type { EvaluationOutput } from './evaluationOutput';

/**
 * The outputs the set checks (each end-node output at most once).
 * @minItems 1
 * @maxItems 20
 */
export type EvaluationOutputs = EvaluationOutput[];
