
export type EvaluationSourceDatasetType = typeof EvaluationSourceDatasetType[keyof typeof EvaluationSourceDatasetType];


export const EvaluationSourceDatasetType = {
  EVALUATION_SOURCE_TYPE_DATASET: 'EVALUATION_SOURCE_TYPE_DATASET',
} as const;
