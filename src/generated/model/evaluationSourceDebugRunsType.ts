
export type EvaluationSourceDebugRunsType = typeof EvaluationSourceDebugRunsType[keyof typeof EvaluationSourceDebugRunsType];


export const EvaluationSourceDebugRunsType = {
  EVALUATION_SOURCE_TYPE_DEBUG_RUNS: 'EVALUATION_SOURCE_TYPE_DEBUG_RUNS',
} as const;
