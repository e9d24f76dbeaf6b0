
export type ScorerExactMatchType = typeof ScorerExactMatchType[keyof typeof ScorerExactMatchType];


export const ScorerExactMatchType = {
  SCORER_TYPE_EXACT_MATCH: 'SCORER_TYPE_EXACT_MATCH',
} as const;
