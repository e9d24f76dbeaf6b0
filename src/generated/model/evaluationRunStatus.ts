
/**
 * PENDING (queued), RUNNING (rows being run and scored), then SUCCESS (every row ran; rows can still fail their checks), FAILURE (the run could not go on) or CANCELED (no row runs after the cancel).
 */
export type EvaluationRunStatus = typeof EvaluationRunStatus[keyof typeof EvaluationRunStatus];


export const EvaluationRunStatus = {
  EVALUATION_RUN_STATUS_PENDING: 'EVALUATION_RUN_STATUS_PENDING',
  EVALUATION_RUN_STATUS_RUNNING: 'EVALUATION_RUN_STATUS_RUNNING',
  EVALUATION_RUN_STATUS_SUCCESS: 'EVALUATION_RUN_STATUS_SUCCESS',
  EVALUATION_RUN_STATUS_FAILURE: 'EVALUATION_RUN_STATUS_FAILURE',
  EVALUATION_RUN_STATUS_CANCELED: 'EVALUATION_RUN_STATUS_CANCELED',
} as const;
