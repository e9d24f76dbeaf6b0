
/**
 * Where the set's rows came from.
 */
export type EvaluationSourceType = typeof EvaluationSourceType[keyof typeof EvaluationSourceType];


export const EvaluationSourceType = {
  EVALUATION_SOURCE_TYPE_DATASET: 'EVALUATION_SOURCE_TYPE_DATASET',
  EVALUATION_SOURCE_TYPE_DEBUG_RUNS: 'EVALUATION_SOURCE_TYPE_DEBUG_RUNS',
  EVALUATION_SOURCE_TYPE_MANUAL: 'EVALUATION_SOURCE_TYPE_MANUAL',
} as const;
