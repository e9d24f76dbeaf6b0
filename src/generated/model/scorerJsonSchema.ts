import type { ScorerJsonSchemaSchema } from './scorerJsonSchemaSchema';
import type { ScorerJsonSchemaType } from './scorerJsonSchemaType';

/**
 * Pass when the output parses as JSON and is valid against the schema (JSON Schema draft 2020-12). A schema that is not a valid JSON Schema, or longer than 10,000 characters serialised, is refused with 400.
 */
export interface ScorerJsonSchema {
  type: ScorerJsonSchemaType;
  /** The JSON Schema (at most 10,000 characters serialised). */
  schema: ScorerJsonSchemaSchema;
}
