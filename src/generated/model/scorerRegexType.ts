
export type ScorerRegexType = typeof ScorerRegexType[keyof typeof ScorerRegexType];


export const ScorerRegexType = {
  SCORER_TYPE_REGEX: 'SCORER_TYPE_REGEX',
} as const;
