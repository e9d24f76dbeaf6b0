/**
 * The JSON Schema scorer: the output passes when it parses as JSON and is valid against the scorer's
 * schema (draft 2020-12, ajv 8; unknown keywords and formats allowed, as the mock's tool schemas are).
 * Compiled validators are cached by the schema's text, and each schema is compiled on its own: it is
 * removed from ajv's registry once compiled, so a `$id` seen twice never collides and one set's schema
 * can never `$ref` another's.
 *
 * ajv compiles with `new Function`: this runs in Node and in the mock backend, not under the studio's
 * Content-Security-Policy (the pages use the build-time meta-schema check of src/features/tools).
 */
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import type { JsonSchemaScorer, ScoreResult } from './scorer-types';

/** The longest schema the contract accepts, serialised. */
export const JSON_SCHEMA_MAX_CHARS = 10_000;

let ajv: Ajv2020 | undefined;
const engine = (): Ajv2020 => (ajv ??= new Ajv2020({ strict: false, validateFormats: false, allErrors: false }));

const validators = new Map<string, ValidateFunction>();
const CACHE_LIMIT = 100;

/** ajv's first error as one line: where (a JSON Pointer, `/` for the root) and what. */
function firstError(errors: ErrorObject[] | null | undefined): string {
  const first = errors?.[0];
  return first ? `${first.instancePath || '/'} ${first.message ?? first.keyword}` : 'invalid';
}

/**
 * The schema's validator, compiled once, or why there can be none: the schema must be an object (the
 * contract's type), valid against the meta-schema, and compile (its `$ref`s resolve inside it).
 */
function prepare(schema: unknown): ValidateFunction | string {
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) return '/ must be object';
  const key = JSON.stringify(schema);
  const cached = validators.get(key);
  if (cached) return cached;
  const own = structuredClone(schema);
  let validate: ValidateFunction;
  try {
    if (engine().validateSchema(own) !== true) return firstError(engine().errors);
    validate = engine().compile(own);
  } catch (error) {
    // e.g. a `$ref` that does not resolve, or a `$schema` naming a dialect ajv does not know.
    return error instanceof Error ? error.message : String(error);
  } finally {
    engine().removeSchema(own);
  }
  if (validators.size >= CACHE_LIMIT) validators.delete(validators.keys().next().value as string);
  validators.set(key, validate);
  return validate;
}

/** null when `schema` is a JSON Schema (draft 2020-12) an output can be checked against; otherwise why (ajv's first error, with where). */
export function jsonSchemaProblem(schema: unknown): string | null {
  const prepared = prepare(schema);
  return typeof prepared === 'string' ? prepared : null;
}

/**
 * Score 1 when the output parses as JSON and the schema accepts it; otherwise 0 with why (the parser's or
 * ajv's message). The expected answer is not used. A schema the backend would refuse fails every output.
 */
export function scoreJsonSchema(scorer: JsonSchemaScorer, output: string): ScoreResult {
  const validate = prepare(scorer.schema);
  if (typeof validate === 'string') return { score: 0, pass: false, reason: validate };
  let value: unknown;
  try {
    value = JSON.parse(output);
  } catch (error) {
    return { score: 0, pass: false, reason: error instanceof Error ? error.message : 'not JSON' };
  }
  return validate(value) ? { score: 1, pass: true } : { score: 0, pass: false, reason: firstError(validate.errors) };
}
