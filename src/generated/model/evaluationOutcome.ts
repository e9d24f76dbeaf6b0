
/**
 * Which rows of a run to list.
 */
export type EvaluationOutcome = typeof EvaluationOutcome[keyof typeof EvaluationOutcome];


export const EvaluationOutcome = {
  EVALUATION_OUTCOME_ALL: 'EVALUATION_OUTCOME_ALL',
  EVALUATION_OUTCOME_PASSED: 'EVALUATION_OUTCOME_PASSED',
  EVALUATION_OUTCOME_FAILED: 'EVALUATION_OUTCOME_FAILED',
} as const;
