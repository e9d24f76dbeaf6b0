/**
 * Requests generated from the contract's own schemas (json-schema-faker, seeded: the same seed sends
 * the same requests), shared by the contract test (e2e/contract/property.contract.test.ts) and the
 * conformance kit (`npm run contract:verify`).
 * - Valid requests: path ids from known rows (2 of 3 times) or generated from the id's schema, query
 *   parameters (the required ones, and optional ones at random) and JSON or multipart bodies generated
 *   from their schemas.
 * - Invalid variants: the same request made invalid in one way the contract forbids — a required body
 *   field left out, a string over its maxLength, a value of the wrong type, `page=0`, a required query
 *   parameter left out — or without the bearer token.
 */
import { createGenerator } from 'json-schema-faker';
import { deref, requestContent, type Contract, type OperationEntry, type Parameter, type Schema } from './contract';

export const VALID_PER_OPERATION = 3;
export const INVALID_PER_OPERATION = 2;
export const DEFAULT_SEED = 20261125;

export interface GeneratedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  /** multipart/form-data bodies are sent as generated text fields and small files. */
  multipart: boolean;
  /** The multipart fields that are files, and their media types. */
  files: Map<string, string | undefined>;
  /** Sent without the bearer token. */
  anonymous?: boolean;
  /** A path id was generated, not a known row: the resource may not exist. */
  unknownIds?: boolean;
  /** What was made invalid (invalid variants only). */
  defect?: string;
}

/** Known ids for a path parameter of an operation (`template`: its path template), or none. */
export type KnownIds = (template: string, param: string) => readonly string[] | undefined;

export interface RequestGenerator {
  /** A value of `schema` (its `$ref`s resolved against the contract). */
  sample(schema: Schema): Promise<unknown>;
  /** A valid request; with `knownOnly`, every path id with known rows takes one. */
  validRequest(entry: OperationEntry, options?: { knownOnly?: boolean }): Promise<GeneratedRequest>;
  /** The request made invalid in one way the contract forbids (the attempt picks the way). */
  invalidVariant(request: GeneratedRequest, entry: OperationEntry, attempt: number): GeneratedRequest;
}

/** The multipart fields that are files (binary strings), with the media type the contract gives each (if any). */
export function fileFields(spec: Contract, schema: Schema | undefined): Map<string, string | undefined> {
  const properties = (schema ? (deref<Schema>(spec, schema).properties as Record<string, Schema> | undefined) : undefined) ?? {};
  const files = new Map<string, string | undefined>();
  for (const [name, s] of Object.entries(properties)) {
    const field = deref<Schema>(spec, s);
    if (field.format === 'binary' || 'contentMediaType' in field || 'contentEncoding' in field) files.set(name, field.contentMediaType as string | undefined);
  }
  return files;
}

/**
 * A multipart schema whose file fields are plain short strings: they are sent as small files anyway, and
 * json-schema-faker takes seconds on a 10 MB `format: binary` string.
 */
export function withFilesAsText(spec: Contract, schema: Schema): Schema {
  const resolved = deref<Schema>(spec, schema);
  const files = fileFields(spec, resolved);
  if (!files.size) return resolved;
  const properties = { ...(resolved.properties as Record<string, Schema>) };
  for (const name of files.keys()) properties[name] = { type: 'string', const: 'file' };
  return { ...resolved, properties };
}

/** The smallest file of a media type (an empty ZIP archive, a JSON object …); a CSV when the contract names none. */
export function sampleFile(mediaType: string | undefined): Blob & { name: string } {
  const file = (parts: BlobPart[], type: string, name: string) => Object.assign(new Blob(parts, { type }), { name });
  if (mediaType === 'application/json') return file(['{"a":1}'], mediaType, 'file.json');
  if (mediaType === 'application/zip') return file([new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)])], mediaType, 'file.zip');
  if (mediaType && /yaml/.test(mediaType)) return file(['a: 1\n'], mediaType, 'file.yaml');
  if (mediaType && mediaType !== 'text/csv') return file(['a'], mediaType, 'file.bin');
  return file(['name,value\nA,1\n'], 'text/csv', 'file.csv');
}

/** How deep json-schema-faker follows nested $refs (its default, 3, leaves deeper fields null). */
export const REF_DEPTH_MAX = 10;

export function requestGenerator(spec: Contract, { seed = DEFAULT_SEED, knownIds }: { seed?: number; knownIds: KnownIds }): RequestGenerator {
  // refDepthMax: json-schema-faker answers null past 3 nested $refs by default (an evaluation set's scorer is 4 deep).
  const options = { seed, alwaysFakeOptionals: false, maxItems: 3, maxLength: 40, refDepthMax: REF_DEPTH_MAX };
  const generator = createGenerator(options as never);
  // json-schema-faker cannot satisfy `minProperties` with only optional properties unless it fakes them all.
  const everyOptional = createGenerator({ ...options, alwaysFakeOptionals: true } as never);

  async function sample(schema: Schema): Promise<unknown> {
    const rooted = { ...schema, components: spec.components } as never;
    try {
      return await generator.generate(rooted);
    } catch {
      return everyOptional.generate(rooted);
    }
  }

  let random = seed;
  function pick<T>(items: readonly T[]): T {
    random = (random * 1103515245 + 12345) % 2 ** 31;
    return items[random % items.length]!;
  }

  async function validRequest({ template, method, op, params }: OperationEntry, { knownOnly = false } = {}): Promise<GeneratedRequest> {
    let path = template;
    let unknownIds = false;
    const query = new URLSearchParams();
    for (const param of params) {
      if (param.in === 'path') {
        const known = knownIds(template, param.name);
        const useKnown = Boolean(known?.length) && (knownOnly || pick([true, true, false]));
        const value = useKnown ? pick(known!) : String(await sample(param.schema ?? { type: 'string', minLength: 1, maxLength: 12 }));
        if (!useKnown) unknownIds = true;
        path = path.replace(`{${param.name}}`, encodeURIComponent(value || 'x'));
      } else if (param.in === 'query' && (param.required || pick([true, false]))) {
        const value = await sample(param.schema ?? { type: 'string' });
        if (Array.isArray(value)) value.forEach((v) => query.append(param.name, String(v)));
        else if (value !== undefined && value !== null) query.set(param.name, typeof value === 'object' ? JSON.stringify(value) : String(value));
      }
    }
    const content = requestContent(spec, op);
    const json = content['application/json']?.schema;
    const form = content['multipart/form-data']?.schema;
    return {
      method,
      path,
      query,
      body: json ? await sample(json) : form ? await sample(withFilesAsText(spec, form)) : undefined,
      multipart: Boolean(form && !json),
      files: fileFields(spec, form),
      unknownIds,
    };
  }

  function invalidVariant(request: GeneratedRequest, { op, params }: OperationEntry, attempt: number): GeneratedRequest {
    const json = requestContent(spec, op)['application/json']?.schema;
    const schema = json ? deref<Schema>(spec, json) : undefined;
    const ways: (() => GeneratedRequest)[] = [];
    if (schema && request.body && typeof request.body === 'object' && !Array.isArray(request.body)) {
      const required = (schema.required as string[] | undefined) ?? [];
      const properties = (schema.properties as Record<string, Schema> | undefined) ?? {};
      if (required.length) {
        ways.push(() => {
          const copy = { ...(request.body as Record<string, unknown>) };
          const field = required[attempt % required.length]!;
          delete copy[field];
          return { ...request, body: copy, defect: `required field '${field}' left out` };
        });
      }
      const typed = Object.entries(properties).map(([name, s]) => [name, deref<Schema>(spec, s)] as const);
      const text = typed.find(([, s]) => s.type === 'string' && typeof s.maxLength === 'number');
      if (text) {
        const [name, s] = text;
        ways.push(() => ({
          ...request,
          body: { ...(request.body as object), [name]: 'x'.repeat((s.maxLength as number) + 1) },
          defect: `'${name}' over its maxLength ${s.maxLength as number}`,
        }));
      }
      const wrong = typed.find(([, s]) => s.type === 'string' || s.type === 'integer' || s.type === 'boolean');
      if (wrong) {
        const [name, s] = wrong;
        ways.push(() => ({
          ...request,
          body: { ...(request.body as object), [name]: s.type === 'string' ? 12345 : 'not-a-value' },
          defect: `'${name}' of the wrong type`,
        }));
      }
    }
    const page = params.find((p) => p.in === 'query' && p.name === 'page');
    if (page) {
      ways.push(() => ({
        ...request,
        query: new URLSearchParams([...request.query, ['page', '0']].filter(([k], i, all) => k !== 'page' || i === all.length - 1)),
        defect: 'page=0',
      }));
    }
    const requiredQuery = params.find((p: Parameter) => p.in === 'query' && p.required);
    if (requiredQuery) {
      ways.push(() => {
        const query = new URLSearchParams(request.query);
        query.delete(requiredQuery.name);
        return { ...request, query, defect: `required query parameter '${requiredQuery.name}' left out` };
      });
    }
    // Every operation takes the bearer token: without it, it must be refused.
    if (!ways.length || attempt > 0) ways.push(() => ({ ...request, anonymous: true, defect: 'no bearer token' }));
    return ways[attempt % ways.length]!();
  }

  return { sample, validRequest, invalidVariant };
}

/** What came back. */
export interface Answer {
  status: number;
  headers: Headers;
  /** The body as text (at most 2000 characters) and parsed when it is JSON. */
  text: string;
  json: unknown;
  /** Prism answered itself (problem+json): it refused the request or the backend's answer. */
  refusedByContract: boolean;
  /** Prism's `sl-violations` header: what in the request or the answer broke the contract. */
  violations: string | null;
}

/**
 * fetch, once more when the server had already closed the kept-alive socket it was written to (EPIPE or
 * ECONNRESET before any answer: the request never reached it — seen once on uploadDatasetFile).
 */
export async function fetchOnFreshSocketAfterReset(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (code !== 'EPIPE' && code !== 'ECONNRESET') throw error;
    return fetch(url, init);
  }
}

/** The request's body and content type as fetch takes them. */
export function encodeBody(request: Pick<GeneratedRequest, 'body' | 'multipart' | 'files'>): { body?: BodyInit; contentType?: string } {
  if (request.multipart && request.body && typeof request.body === 'object') {
    const form = new FormData();
    for (const [name, value] of Object.entries(request.body as Record<string, unknown>)) {
      if (request.files.has(name)) {
        const file = sampleFile(request.files.get(name));
        form.append(name, file, file.name);
      } else form.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
    return { body: form };
  }
  if (request.body !== undefined) return { body: JSON.stringify(request.body), contentType: 'application/json' };
  return {};
}

/** Sends a generated request to `baseUrl` with these headers (the bearer token left out when anonymous). */
export async function sendGenerated(baseUrl: string, request: GeneratedRequest, headers: Record<string, string>): Promise<Answer> {
  const sent = new Headers(headers);
  if (request.anonymous) sent.delete('authorization');
  const { body, contentType } = encodeBody(request);
  if (contentType) sent.set('content-type', contentType);
  const query = request.query.toString();
  const url = `${baseUrl}${request.path}${query ? `?${query}` : ''}`;
  const response = await fetchOnFreshSocketAfterReset(url, { method: request.method.toUpperCase(), headers: sent, body });
  return readAnswer(response);
}

/** Prism's own answers (problem+json) name their kind under this URL. */
const PRISM_ERRORS = 'https://stoplight.io/prism/errors';

export async function readAnswer(response: Response): Promise<Answer> {
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON (a file download)
  }
  return {
    status: response.status,
    headers: response.headers,
    text: text.slice(0, 2000),
    json,
    refusedByContract:
      (response.headers.get('content-type') ?? '').includes('problem+json') &&
      String((json as { type?: unknown } | undefined)?.type ?? '').startsWith(PRISM_ERRORS),
    violations: response.headers.get('sl-violations'),
  };
}

/** One line for a report: `POST /path?query {body…}`. */
export function describeRequest(request: GeneratedRequest): string {
  const query = request.query.toString();
  const body = request.body === undefined ? '' : ` ${JSON.stringify(request.body)?.slice(0, 200)}`;
  return `${request.method.toUpperCase()} ${request.path}${query ? `?${query}` : ''}${body}`;
}
