
export type ScorerJsonSchemaType = typeof ScorerJsonSchemaType[keyof typeof ScorerJsonSchemaType];


export const ScorerJsonSchemaType = {
  SCORER_TYPE_JSON_SCHEMA: 'SCORER_TYPE_JSON_SCHEMA',
} as const;
