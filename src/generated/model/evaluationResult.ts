import type { EvaluationOutputResult } from './evaluationOutputResult';
import type { EvaluationScore } from './evaluationScore';
import type { EvaluationValues } from './evaluationValues';
import type { Id } from './id';

/**
 * A row of a run: its inputs, each checked output, whether the row passed (every output passed), its score (the mean of the outputs' scores), tokens, latency and the debug run it ran as (its trace). A row whose workflow run failed has an error, no outputs and a score of 0.
 */
export interface EvaluationResult {
  /**
     * @minimum 0
     * @maximum 9999
     */
  index: number;
  inputs: EvaluationValues;
  /** @maxItems 20 */
  outputs: EvaluationOutputResult[];
  pass: boolean;
  score: EvaluationScore;
  /**
     * @minimum 0
     * @maximum 100000000
     */
  tokens: number;
  /**
     * @minimum 0
     * @maximum 86400000
     */
  latencyMs: number;
  debugRunId: Id;
  /** @maxLength 2000 */
  error?: string;
}
