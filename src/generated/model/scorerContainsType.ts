
export type ScorerContainsType = typeof ScorerContainsType[keyof typeof ScorerContainsType];


export const ScorerContainsType = {
  SCORER_TYPE_CONTAINS: 'SCORER_TYPE_CONTAINS',
} as const;
