
export type ScorerNumericType = typeof ScorerNumericType[keyof typeof ScorerNumericType];


export const ScorerNumericType = {
  SCORER_TYPE_NUMERIC: 'SCORER_TYPE_NUMERIC',
} as const;
