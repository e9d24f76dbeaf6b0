
/**
 * The JSON Schema (at most 10,000 characters serialised).
 */
export type ScorerJsonSchemaSchema = { [key: string]: unknown };
