/**
 * Property-based contract test: for every operation of the contract, requests generated from the
 * contract's own schemas (json-schema-faker, seeded, so a failure replays) go through
 * `prism proxy --errors` to the mock backend.
 * - Valid requests (path ids from the seeded data or generated, query and JSON bodies generated from
 *   their schemas): never a 5xx, never a contract violation (Prism refusing our request, or the answer
 *   breaking the contract), any 4xx the contract declares is fine (a generated id answers 404).
 * - Invalid requests (a required field left out, a value of the wrong type, a string over its
 *   maxLength, an out-of-range or missing required query parameter, no bearer token): must be refused
 *   (4xx), never accepted.
 * It prints how many requests of each kind each operation got.
 */
import { readFileSync } from 'node:fs';
import { createGenerator } from 'json-schema-faker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { API_VERSION, CUSTOM_NODE, DATABASE_CONNECTION, DATASET_FILE, KNOWLEDGE_INDEX, PROJECT, SHARED_CUSTOM_NODE, WORKFLOW } from '../../mocks/fixtures/ids';
import { devToken } from '../../mocks/lib/test-client';
import { ORG } from '../../mocks/fixtures/ids';
import { PRISM_PORT } from './servers';
import { resetMock } from './client';

type Schema = Record<string, unknown>;
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: Schema;
}
interface Operation {
  operationId: string;
  parameters?: (Parameter | { $ref: string })[];
  requestBody?: { content?: Record<string, { schema?: Schema }> } | { $ref: string };
}

const VALID_PER_OPERATION = 3;
const INVALID_PER_OPERATION = 2;
const SEED = Number(process.env.CONTRACT_PROPERTY_SEED ?? 20261125);
const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;
/** Header parameters the client sets itself (bearer, idp, tenant). */
const CLIENT_HEADERS = new Set(['authorization', 'idp', 'aiw-tenant-id']);

/** Seeded ids by path parameter name: most valid requests reach real rows, some a generated id (404). */
const KNOWN_IDS: Record<string, string[]> = {
  projectId: [PROJECT.support, PROJECT.invoice],
  workflowId: [WORKFLOW.supportTriage, WORKFLOW.faqAnswer],
  apiId: [API_VERSION.supportTriageV1],
  customNodeId: Object.values(CUSTOM_NODE),
  sharedCustomNodeId: Object.values(SHARED_CUSTOM_NODE),
  connectionId: Object.values(DATABASE_CONNECTION),
  indexId: Object.values(KNOWLEDGE_INDEX),
  fileId: Object.values(DATASET_FILE),
};

const spec = parse(readFileSync('.contract/openapi.bundled.yaml', 'utf8')) as {
  paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>> & { parameters?: Parameter[] }>;
  components: Record<string, Record<string, unknown>>;
};

/** Follows a local `$ref` ('#/components/…'). */
function deref<T>(node: T | { $ref: string }): T {
  let current: unknown = node;
  for (let depth = 0; current && typeof current === 'object' && '$ref' in current && depth < 20; depth++) {
    const path = (current as { $ref: string }).$ref.replace(/^#\//, '').split('/');
    current = path.reduce<unknown>((at, key) => (at as Record<string, unknown>)[key.replaceAll('~1', '/').replaceAll('~0', '~')], spec);
  }
  return current as T;
}

const generator = createGenerator({ seed: SEED, alwaysFakeOptionals: false, maxItems: 3, maxLength: 40 } as never);
// json-schema-faker cannot satisfy `minProperties` with only optional properties unless it fakes them all.
const everyOptional = createGenerator({ seed: SEED, alwaysFakeOptionals: true, maxItems: 3, maxLength: 40 } as never);
/** A value of `schema` (its `$ref`s resolved against the contract). */
async function sample(schema: Schema): Promise<unknown> {
  const rooted = { ...schema, components: spec.components } as never;
  try {
    return await generator.generate(rooted);
  } catch {
    return everyOptional.generate(rooted);
  }
}

/** The multipart fields that are files (binary strings). */
function fileFields(schema: Schema | undefined): Set<string> {
  const properties = (schema ? (deref<Schema>(schema).properties as Record<string, Schema> | undefined) : undefined) ?? {};
  return new Set(
    Object.entries(properties)
      .filter(([, s]) => {
        const field = deref<Schema>(s);
        return field.format === 'binary' || 'contentMediaType' in field || 'contentEncoding' in field;
      })
      .map(([name]) => name),
  );
}

let random = SEED;
function pick<T>(items: readonly T[]): T {
  random = (random * 1103515245 + 12345) % 2 ** 31;
  return items[random % items.length]!;
}

interface Request {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  /** multipart/form-data bodies are sent as generated text fields and small files. */
  multipart: boolean;
  files: Set<string>;
  /** Sent without the bearer token. */
  anonymous?: boolean;
}

async function validRequest(template: string, method: string, op: Operation, shared: Parameter[]): Promise<Request> {
  const params = [...shared, ...(op.parameters ?? []).map((p) => deref<Parameter>(p))];
  let path = template;
  const query = new URLSearchParams();
  for (const param of params) {
    if (param.in === 'path') {
      const known = KNOWN_IDS[param.name];
      const value = known && pick([true, true, false]) ? pick(known) : String(await sample(param.schema ?? { type: 'string', minLength: 1, maxLength: 12 }));
      path = path.replace(`{${param.name}}`, encodeURIComponent(value || 'x'));
    } else if (param.in === 'query' && (param.required || pick([true, false]))) {
      const value = await sample(param.schema ?? { type: 'string' });
      if (Array.isArray(value)) value.forEach((v) => query.append(param.name, String(v)));
      else if (value !== undefined && value !== null) query.set(param.name, typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
  }
  const body = deref(op.requestBody ?? { content: {} }) as { content?: Record<string, { schema?: Schema }> };
  const json = body.content?.['application/json']?.schema;
  const form = body.content?.['multipart/form-data']?.schema;
  return { method, path, query, body: json ? await sample(json) : form ? await sample(form) : undefined, multipart: Boolean(form && !json), files: fileFields(form) };
}

/** The same request made invalid in one way the contract forbids, or null when the operation has no such way. */
function invalidVariant(request: Request, template: string, op: Operation, shared: Parameter[], attempt: number): Request | null {
  const params = [...shared, ...(op.parameters ?? []).map((p) => deref<Parameter>(p))];
  const body = deref(op.requestBody ?? { content: {} }) as { content?: Record<string, { schema?: Schema }> };
  const schema = body.content?.['application/json']?.schema ? deref<Schema>(body.content['application/json'].schema) : undefined;
  const ways: (() => Request | null)[] = [];
  if (schema && request.body && typeof request.body === 'object' && !Array.isArray(request.body)) {
    const required = (schema.required as string[] | undefined) ?? [];
    const properties = (schema.properties as Record<string, Schema> | undefined) ?? {};
    if (required.length) {
      ways.push(() => {
        const copy = { ...(request.body as Record<string, unknown>) };
        delete copy[required[attempt % required.length]!];
        return { ...request, body: copy };
      });
    }
    const typed = Object.entries(properties).map(([name, s]) => [name, deref<Schema>(s)] as const);
    const text = typed.find(([, s]) => s.type === 'string' && typeof s.maxLength === 'number');
    if (text) ways.push(() => ({ ...request, body: { ...(request.body as object), [text[0]]: 'x'.repeat((text[1].maxLength as number) + 1) } }));
    const wrong = typed.find(([, s]) => s.type === 'string' || s.type === 'integer' || s.type === 'boolean');
    if (wrong) ways.push(() => ({ ...request, body: { ...(request.body as object), [wrong[0]]: wrong[1].type === 'string' ? 12345 : 'not-a-value' } }));
  }
  const page = params.find((p) => p.in === 'query' && p.name === 'page');
  if (page) ways.push(() => ({ ...request, query: new URLSearchParams([...request.query, ['page', '0']].filter(([k], i, all) => k !== 'page' || i === all.length - 1)) }));
  const requiredQuery = params.find((p) => p.in === 'query' && p.required);
  if (requiredQuery)
    ways.push(() => {
      const query = new URLSearchParams(request.query);
      query.delete(requiredQuery.name);
      return { ...request, query };
    });
  // Every operation of the product backend takes the bearer token: without it, it must be refused.
  if (!ways.length || attempt > 0) ways.push(() => ({ ...request, anonymous: true }));
  void template;
  return ways[attempt % ways.length]!();
}

/**
 * fetch, once more when the proxy had already closed the kept-alive socket it was written to (EPIPE or
 * ECONNRESET before any answer: the request never reached it — seen once on uploadDatasetFile).
 */
async function fetchOnFreshSocketAfterReset(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (code !== 'EPIPE' && code !== 'ECONNRESET') throw error;
    return fetch(url, init);
  }
}

async function send(request: Request): Promise<{ status: number; refusedByContract: boolean; violations: string | null; text: string }> {
  const headers = new Headers({ idp: 'zitadel', 'aiw-tenant-id': ORG.acme });
  if (!request.anonymous) headers.set('authorization', `Bearer ${devToken('admin')}`);
  let body: BodyInit | undefined;
  if (request.multipart && request.body && typeof request.body === 'object') {
    const form = new FormData();
    for (const [name, value] of Object.entries(request.body as Record<string, unknown>)) {
      if (request.files.has(name)) form.append(name, new Blob(['{"a":1}'], { type: 'application/octet-stream' }), 'file.json');
      else form.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
    body = form;
  } else if (request.body !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(request.body);
  }
  const query = request.query.toString();
  const url = `http://127.0.0.1:${PRISM_PORT}${request.path}${query ? `?${query}` : ''}`;
  const response = await fetchOnFreshSocketAfterReset(url, { method: request.method.toUpperCase(), headers, body });
  const text = await response.text();
  return {
    status: response.status,
    refusedByContract: (response.headers.get('content-type') ?? '').includes('problem+json'),
    violations: response.headers.get('sl-violations'),
    text: text.slice(0, 400),
  };
}

const counts = new Map<string, { valid: number; invalid: number }>();

describe('contract: generated requests through the proxy', () => {
  beforeAll(resetMock);
  afterAll(async () => {
    await resetMock();
    const rows = [...counts.entries()].sort(([a], [b]) => a.localeCompare(b));
    const total = rows.reduce((sum, [, c]) => sum + c.valid + c.invalid, 0);
    console.log(`contract (generated, seed ${SEED}): ${total} requests over ${rows.length} operations`);
    for (const [id, c] of rows) console.log(`  ${id.padEnd(36)} valid ${c.valid}  invalid ${c.invalid}`);
  });

  const operations = Object.entries(spec.paths).flatMap(([template, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({ template, method, op: item[method]!, shared: (item.parameters ?? []).map((p) => deref<Parameter>(p)).filter((p) => !CLIENT_HEADERS.has(p.name.toLowerCase())) })),
  );

  it.each(operations.map((o) => [o.op.operationId, o] as const))('%s', { timeout: 60_000 }, async (_id, { template, method, op, shared }) => {
    const problems: string[] = [];
    const tally = { valid: 0, invalid: 0 };
    for (let i = 0; i < VALID_PER_OPERATION; i++) {
      const request = await validRequest(template, method, op, shared);
      const answer = await send(request);
      tally.valid++;
      const where = `${method.toUpperCase()} ${request.path}?${request.query} ${JSON.stringify(request.body)?.slice(0, 200)}`;
      if (answer.status >= 500) problems.push(`valid request answered ${answer.status}: ${where} → ${answer.violations ?? answer.text}`);
      else if (answer.violations) problems.push(`answer broke the contract: ${where} → ${answer.violations}`);

      if (i < INVALID_PER_OPERATION) {
        const invalid = invalidVariant(request, template, op, shared, i);
        if (invalid) {
          const refused = await send(invalid);
          tally.invalid++;
          const what = `${method.toUpperCase()} ${invalid.path}?${invalid.query} ${JSON.stringify(invalid.body)?.slice(0, 200)}`;
          if (refused.status < 400) problems.push(`invalid request accepted (${refused.status}): ${what}`);
          if (refused.status >= 500 && !refused.refusedByContract) problems.push(`invalid request answered ${refused.status}: ${what} → ${refused.text}`);
        }
      }
    }
    counts.set(op.operationId, tally);
    expect(problems).toEqual([]);
  });
});
