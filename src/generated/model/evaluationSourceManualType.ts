
export type EvaluationSourceManualType = typeof EvaluationSourceManualType[keyof typeof EvaluationSourceManualType];


export const EvaluationSourceManualType = {
  EVALUATION_SOURCE_TYPE_MANUAL: 'EVALUATION_SOURCE_TYPE_MANUAL',
} as const;
