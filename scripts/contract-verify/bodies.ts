/**
 * Request bodies the contract accepts, so that what a check tests is what answers (not a 400 for the body):
 * the contract's example, else a lean body (required fields only, the schema's `examples` values, arrays as

 * short as allowed), else a fully generated one (every optional field too, for a `minProperties`) — the first that validates against the operation's schema
 * (ajv, JSON Schema 2020-12 as OpenAPI 3.1 uses it).
 */
import Ajv2020 from 'ajv/dist/2020.js';
import { createGenerator } from 'json-schema-faker';
import { deref, requestContent, requestExample, type Contract, type OperationEntry, type Schema } from './contract';
import { fileFields, REF_DEPTH_MAX, withFilesAsText, type GeneratedRequest } from './generated-requests';

export type BodyParts = Pick<GeneratedRequest, 'body' | 'multipart' | 'files'>;

export interface BodyMaker {
  /** A body for the operation the contract accepts (`valid: false`: none of the candidates validated). */
  valid(entry: OperationEntry): Promise<BodyParts & { valid: boolean }>;
  /** What is wrong with a body for the operation (ajv's first errors), or undefined. */
  problem(entry: OperationEntry, body: unknown): string | undefined;
  /** A generated value of a schema (to add a field a backend asks for). */
  sample(schema: Schema): Promise<unknown>;
}

const CONTRACT_ID = 'contract';

/** The body with every top-level array that may be empty emptied (a graph of no nodes: generators stumble on its oneOf). */
export function emptiedArrays(spec: Contract, schema: Schema, body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const properties = (schema.properties as Record<string, Schema> | undefined) ?? {};
  const emptied = Object.fromEntries(
    Object.entries(body).map(([name, value]) => {
      const field = properties[name] ? deref<Schema>(spec, properties[name]) : undefined;
      return [name, Array.isArray(value) && field && !field.minItems ? [] : value];
    }),
  );
  return emptied;
}

export function bodyMaker(spec: Contract, seed: number): BodyMaker {
  const lean = createGenerator({
    seed,
    optionalsProbability: 0,
    alwaysFakeOptionals: false,
    useExamplesValue: true,
    maxItems: 1,
    maxLength: 40,
    refDepthMax: REF_DEPTH_MAX,
  } as never);
  const full = createGenerator({ seed, alwaysFakeOptionals: false, useExamplesValue: true, maxItems: 2, maxLength: 40, refDepthMax: REF_DEPTH_MAX } as never);
  // json-schema-faker cannot satisfy `minProperties` with only optional properties unless it fakes them all.
  const every = createGenerator({ seed, alwaysFakeOptionals: true, useExamplesValue: true, maxItems: 2, maxLength: 40, refDepthMax: REF_DEPTH_MAX } as never);
  const generate = async (generator: ReturnType<typeof createGenerator>, schema: Schema) => {
    try {
      return await generator.generate({ ...schema, components: spec.components } as never);
    } catch {
      return undefined;
    }
  };

  // The whole contract once; an operation's schema refers into it.
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: false });
  ajv.addSchema({ $id: CONTRACT_ID, components: spec.components });
  const validators = new Map<Schema, ReturnType<typeof ajv.compile>>();
  const validator = (schema: Schema) => {
    let validate = validators.get(schema);
    if (!validate) {
      const rooted = JSON.parse(JSON.stringify(schema).replaceAll('"$ref":"#/components/', `"$ref":"${CONTRACT_ID}#/components/`)) as Schema;
      validate = ajv.compile(rooted);
      validators.set(schema, validate);
    }
    return validate;
  };

  const schemaOf = (entry: OperationEntry) => {
    const content = requestContent(spec, entry.op);
    const json = content['application/json']?.schema;
    const form = content['multipart/form-data']?.schema;
    return { schema: json ?? form, multipart: Boolean(form && !json), files: fileFields(spec, form) };
  };

  function problem(entry: OperationEntry, body: unknown): string | undefined {
    const { schema, files } = schemaOf(entry);
    if (!schema) return undefined;
    // A multipart body's files are sent as files: the schema's binary strings.
    const checked =
      body && typeof body === 'object' && files.size ? Object.fromEntries(Object.entries(body).map(([k, v]) => [k, files.has(k) ? 'file' : v])) : body;
    const validate = validator(deref<Schema>(spec, schema));
    if (validate(checked)) return undefined;
    return (validate.errors ?? [])
      .slice(0, 3)
      .map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`)
      .join('; ');
  }

  async function valid(entry: OperationEntry): Promise<BodyParts & { valid: boolean }> {
    const { schema, multipart, files } = schemaOf(entry);
    if (!schema) return { body: undefined, multipart: false, files, valid: true };
    const resolved = multipart ? withFilesAsText(spec, schema) : deref<Schema>(spec, schema);
    const leanBody = await generate(lean, resolved);
    const candidates = [
      requestExample(spec, entry.op),
      leanBody,
      await generate(full, resolved),
      emptiedArrays(spec, resolved, leanBody),
      await generate(every, resolved),
    ].filter((c) => c !== undefined);
    const chosen = candidates.find((candidate) => !problem(entry, candidate));
    return { body: chosen ?? candidates[0], multipart, files, valid: chosen !== undefined };
  }

  return { valid, problem, sample: (schema) => generate(full, schema) };
}
