import type { ScorerLlmJudgeType } from './scorerLlmJudgeType';

/**
 * A model judges the output against the expected answer and the rubric: a score in 0..1 and a one-line reason; pass when the score is at least the threshold.
 */
export interface ScorerLlmJudge {
  type: ScorerLlmJudgeType;
  /**
     * The judging model (an id of listModels).
     * @minLength 1
     * @maxLength 100
     */
  model: string;
  /**
     * @minLength 1
     * @maxLength 4000
     */
  rubric: string;
  /**
     * @minimum 0
     * @maximum 1
     */
  threshold: number;
}
