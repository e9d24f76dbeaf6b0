import { Validator } from '@seriousme/openapi-schema-validator';
import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { WorkflowApiStatus } from '../../../generated/model';
import { buildApiDocument, type OpenApiDocument } from './build-api-document';
import { toJson, toYaml } from './document-text';
import type { OperationObject, Reference, ResponseObject, SchemaObject } from './openapi-types';
import { apiVersionFixture, manyNames, TRICKY_NAMES } from './testing';

const BASE_PATH = '/v1/tnt-acme-7k2m/workflows/wf_support_triage/api_support_triage_v1';
const validator = new Validator();

/** The document passes the OpenAPI 3.1 schema check (and its $refs resolve), as an object, as JSON text re-parsed and as YAML text re-parsed. */
async function expectValidOpenApi(doc: OpenApiDocument) {
  const asObject = await validator.validate(structuredClone(doc));
  expect(asObject.errors).toBeUndefined();
  expect(asObject.valid).toBe(true);
  expect(validator.version).toBe('3.1');

  const json = JSON.parse(toJson(doc)) as Record<string, unknown>;
  expect(json).toEqual(doc);
  expect(await validator.validate(json)).toEqual({ valid: true });

  const yaml = toYaml(doc);
  expect(parse(yaml)).toEqual(doc);
  expect(await validator.validate(yaml)).toEqual({ valid: true });
}

function operations(doc: OpenApiDocument): OperationObject[] {
  return Object.values(doc.paths).flatMap((item) => [item.get, item.post].filter((operation) => !!operation));
}

function schema(doc: OpenApiDocument, name: string): SchemaObject {
  const found = doc.components.schemas[name];
  if (!found) throw new Error(`no schema ${name}`);
  return found;
}

/** The component schemas checked by a JSON Schema 2020-12 validator (refs resolved inside the document). */
function schemaChecker(doc: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
  ajv.addSchema(structuredClone(doc), 'doc');
  return (pointer: string, value: unknown) => {
    const check = ajv.getSchema(`doc#${pointer}`);
    if (!check) throw new Error(`no schema at ${pointer}`);
    return check(value);
  };
}

const REQUEST_BODY_POINTER = '/components/requestBodies/RunInputs/content/application~1json/schema';

describe('buildApiDocument', () => {
  it('describes the contract example version as a valid OpenAPI 3.1.0 document', async () => {
    const doc = buildApiDocument(apiVersionFixture());
    await expectValidOpenApi(doc);

    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('問い合わせ振り分け v1');
    expect(doc.info.version).toBe('v1');
    expect(doc.info.description).toContain('初回公開。問い合わせ本文からカテゴリと優先度を返します。');
    expect(doc.info.description).toContain('saved version 3 of the workflow "問い合わせ振り分け"');
    expect(doc.info.description).toContain('wss://hub.studio.example.com/v1/tnt-acme-7k2m/workflows/wf_support_triage/api_support_triage_v1');
    expect(doc.info.description).not.toContain('403');
    expect(doc.servers).toEqual([{ url: 'https://api.studio.example.com' }]);
    expect(Object.keys(doc.paths)).toEqual([`${BASE_PATH}/run`, `${BASE_PATH}/run-async`, `${BASE_PATH}/run-async/{runId}`]);
    expect(doc.paths[`${BASE_PATH}/run`]?.post?.operationId).toBe('runSync');
    expect(doc.paths[`${BASE_PATH}/run-async`]?.post?.operationId).toBe('startRun');
    expect(doc.paths[`${BASE_PATH}/run-async/{runId}`]?.get?.operationId).toBe('getRun');
    expect(doc.paths[`${BASE_PATH}/run-async/{runId}`]?.get?.parameters).toEqual([
      expect.objectContaining({ name: 'runId', in: 'path', required: true, schema: { type: 'string' } }),
    ]);
    expect(Object.values(doc.paths).some((item) => item.servers)).toBe(false);
  });

  it('asks for the version API key as a bearer token on every call', () => {
    const doc = buildApiDocument(apiVersionFixture());
    expect(doc.security).toEqual([{ apiKey: [] }]);
    expect(doc.components.securitySchemes).toEqual({
      apiKey: { type: 'http', scheme: 'bearer', description: expect.stringContaining('issuing a new key invalidates the old one') },
    });
  });

  it('requires every input variable as text, and nothing else', () => {
    const doc = buildApiDocument(apiVersionFixture());
    expect(schema(doc, 'Inputs')).toMatchObject({
      type: 'object',
      properties: { inquiry: { type: 'string' }, customerId: { type: 'string' } },
      required: ['inquiry', 'customerId'],
      additionalProperties: false,
    });
    const body = doc.components.requestBodies.RunInputs;
    expect(body?.required).toBe(true);
    expect(body?.content['application/json']).toEqual({
      schema: { type: 'object', required: ['inputs'], additionalProperties: false, properties: { inputs: { $ref: '#/components/schemas/Inputs' } } },
      example: { inputs: { inquiry: '<inquiry>', customerId: '<customerId>' } },
    });
    for (const id of ['runSync', 'startRun']) {
      expect(operations(doc).find((operation) => operation.operationId === id)?.requestBody).toEqual({ $ref: '#/components/requestBodies/RunInputs' });
    }

    const check = schemaChecker(doc);
    expect(check(REQUEST_BODY_POINTER, body?.content['application/json']?.example)).toBe(true);
    expect(check(REQUEST_BODY_POINTER, { inputs: { inquiry: 'Where is my order?' } })).toBe(false);
    expect(check(REQUEST_BODY_POINTER, { inputs: { inquiry: 'a', customerId: 'b', extra: 'c' } })).toBe(false);
    expect(check(REQUEST_BODY_POINTER, { inputs: { inquiry: 'a', customerId: 7 } })).toBe(false);
    expect(check(REQUEST_BODY_POINTER, { inputs: { inquiry: 'a', customerId: 'b' }, other: 1 })).toBe(false);
  });

  it('answers every output variable of the sync call as any JSON value', () => {
    const doc = buildApiDocument(apiVersionFixture());
    const outputs = schema(doc, 'Outputs');
    expect(outputs.required).toEqual(['category', 'priority']);
    expect(Object.keys(outputs.properties ?? {})).toEqual(['category', 'priority']);
    for (const property of Object.values(outputs.properties ?? {})) {
      expect(property).toEqual({ description: expect.stringContaining('JSON') });
    }
    const ok = doc.paths[`${BASE_PATH}/run`]?.post?.responses[200] as ResponseObject;
    expect(ok.content?.['application/json']?.schema).toEqual({
      type: 'object',
      required: ['outputs'],
      properties: { outputs: { $ref: '#/components/schemas/Outputs' } },
    });

    const check = schemaChecker(doc);
    expect(check('/components/schemas/Outputs', { category: 'billing', priority: { level: 2, urgent: [true] } })).toBe(true);
    expect(check('/components/schemas/Outputs', { category: null, priority: 3 })).toBe(true);
    expect(check('/components/schemas/Outputs', { category: 'billing' })).toBe(false);
  });

  it('describes the async run resource, answered by startRun (202) and getRun (200)', () => {
    const doc = buildApiDocument(apiVersionFixture());
    const run = schema(doc, 'WorkflowRun');
    expect(run.required).toEqual(['runId', 'status', 'createdAt']);
    expect(run.properties?.runId).toMatchObject({ type: 'string' });
    expect(run.properties?.status).toMatchObject({ type: 'string', enum: ['PENDING', 'RUNNING', 'SUCCEEDED', 'FAILED', 'CANCELLED'] });
    expect(run.properties?.outputs).toMatchObject({ $ref: '#/components/schemas/Outputs' });
    expect(run.properties?.error).toMatchObject({ type: 'object', required: ['message'], properties: { message: { type: 'string' } } });
    expect(run.properties?.createdAt).toMatchObject({ type: 'string', format: 'date-time' });
    expect(run.properties?.finishedAt).toMatchObject({ type: 'string', format: 'date-time' });
    const runRef = { $ref: '#/components/schemas/WorkflowRun' };
    expect((doc.paths[`${BASE_PATH}/run-async`]?.post?.responses[202] as ResponseObject).content?.['application/json']?.schema).toEqual(runRef);
    expect((doc.paths[`${BASE_PATH}/run-async/{runId}`]?.get?.responses[200] as ResponseObject).content?.['application/json']?.schema).toEqual(runRef);

    const check = schemaChecker(doc);
    const started = { runId: 'run_1', status: 'PENDING', createdAt: '2026-01-15T09:30:00Z' };
    const outputs = { category: 'billing', priority: 'high' };
    expect(check('/components/schemas/WorkflowRun', started)).toBe(true);
    expect(check('/components/schemas/WorkflowRun', { ...started, status: 'SUCCEEDED', outputs, finishedAt: '2026-01-15T09:31:00Z' })).toBe(true);
    expect(check('/components/schemas/WorkflowRun', { ...started, status: 'SUCCEEDED' })).toBe(false);
    expect(check('/components/schemas/WorkflowRun', { ...started, status: 'FAILED', error: { message: 'The LLM node timed out' } })).toBe(true);
    expect(check('/components/schemas/WorkflowRun', { ...started, status: 'FAILED' })).toBe(false);
    expect(check('/components/schemas/WorkflowRun', { ...started, status: 'DONE' })).toBe(false);
  });

  it('declares the errors of every operation, all with the Error schema, 429 with Retry-After', () => {
    const doc = buildApiDocument(apiVersionFixture());
    const codes = Object.fromEntries(operations(doc).map((operation) => [operation.operationId, Object.keys(operation.responses)]));
    expect(codes).toEqual({
      runSync: ['200', '400', '401', '403', '429', '500'],
      startRun: ['202', '400', '401', '403', '429', '500'],
      getRun: ['200', '400', '401', '403', '404', '429', '500'],
    });
    for (const operation of operations(doc)) {
      for (const [code, response] of Object.entries(operation.responses)) {
        if (code.startsWith('2')) continue;
        const name = (response as Reference).$ref.replace('#/components/responses/', '');
        expect(doc.components.responses[name]?.content).toEqual({ 'application/json': { schema: { $ref: '#/components/schemas/Error' } } });
      }
    }
    expect(doc.components.responses.TooManyRequests?.headers?.['Retry-After']).toMatchObject({ schema: { type: 'integer', minimum: 0 } });
    expect(schema(doc, 'Error')).toMatchObject({
      type: 'object',
      required: ['code', 'message'],
      properties: { code: { type: 'integer' }, message: { type: 'string' } },
    });
  });

  it('gives every operation a summary and declared tags', () => {
    const doc = buildApiDocument(apiVersionFixture());
    const tagNames = doc.tags.map((tag) => tag.name);
    expect(operations(doc).map((operation) => operation.operationId)).toEqual(['runSync', 'startRun', 'getRun']);
    for (const operation of operations(doc)) {
      expect(operation.summary).not.toBe('');
      expect(operation.tags.length).toBeGreaterThan(0);
      for (const tag of operation.tags) expect(tagNames).toContain(tag);
    }
  });

  it('leaves out `required` when there are no input or output variables', async () => {
    const doc = buildApiDocument(apiVersionFixture({ inputVariableNames: [], outputVariableNames: [] }));
    await expectValidOpenApi(doc);
    expect(schema(doc, 'Inputs')).toEqual({ type: 'object', description: expect.any(String), additionalProperties: false, properties: {} });
    expect(schema(doc, 'Outputs')).toEqual({ type: 'object', description: expect.any(String), properties: {} });
    expect('required' in schema(doc, 'Inputs')).toBe(false);
    expect('required' in schema(doc, 'Outputs')).toBe(false);
    expect(doc.components.requestBodies.RunInputs?.content['application/json']?.example).toEqual({ inputs: {} });
    const check = schemaChecker(doc);
    expect(check(REQUEST_BODY_POINTER, { inputs: {} })).toBe(true);
    expect(check(REQUEST_BODY_POINTER, { inputs: { surprise: 'x' } })).toBe(false);
  });

  it('keeps names with Japanese, dashes, spaces, quotes and YAML indicators as they are, in JSON and YAML', async () => {
    const doc = buildApiDocument(apiVersionFixture({ inputVariableNames: TRICKY_NAMES, outputVariableNames: TRICKY_NAMES }));
    await expectValidOpenApi(doc);
    for (const name of ['Inputs', 'Outputs']) {
      expect(schema(doc, name).required).toEqual(TRICKY_NAMES);
      expect(Object.keys(schema(doc, name).properties ?? {}).sort()).toEqual([...TRICKY_NAMES].sort());
      expect(Object.hasOwn(schema(doc, name).properties ?? {}, '__proto__')).toBe(true);
    }
    const example = doc.components.requestBodies.RunInputs?.content['application/json']?.example as { inputs: Record<string, string> };
    expect(Object.entries(example.inputs).sort()).toEqual(TRICKY_NAMES.map((name) => [name, `<${name}>`]).sort());

    const reparsed = parse(toYaml(doc)) as OpenApiDocument;
    expect(reparsed.components.schemas.Inputs?.required).toEqual(TRICKY_NAMES);
    expect(Object.hasOwn(reparsed.components.schemas.Inputs?.properties ?? {}, '__proto__')).toBe(true);
    const check = schemaChecker(doc);
    expect(check(REQUEST_BODY_POINTER, example)).toBe(true);
  });

  it('lists a name given twice once', () => {
    const doc = buildApiDocument(apiVersionFixture({ inputVariableNames: ['inquiry', 'inquiry'], outputVariableNames: ['a', 'b', 'a'] }));
    expect(schema(doc, 'Inputs').required).toEqual(['inquiry']);
    expect(schema(doc, 'Outputs').required).toEqual(['a', 'b']);
  });

  it('says that an unpublished version answers 403 until it is published', async () => {
    const doc = buildApiDocument(apiVersionFixture({ status: WorkflowApiStatus.WORKFLOW_API_STATUS_UNPUBLISHED }));
    await expectValidOpenApi(doc);
    expect(doc.info.description).toMatch(/unpublished: every call answers 403 until it is published/);
  });

  it('describes 50 input and 50 output variables', async () => {
    const doc = buildApiDocument(apiVersionFixture({ inputVariableNames: manyNames(50, 'in'), outputVariableNames: manyNames(50, 'out') }));
    await expectValidOpenApi(doc);
    expect(schema(doc, 'Inputs').required).toHaveLength(50);
    expect(schema(doc, 'Outputs').required).toEqual(manyNames(50, 'out'));
  });

  it('starts the description with the runs line when the version has no description', () => {
    const doc = buildApiDocument(apiVersionFixture({ description: undefined }));
    expect(doc.info.description.startsWith('Runs saved version 3 of the workflow "問い合わせ振り分け".')).toBe(true);
    expect(buildApiDocument(apiVersionFixture({ description: '   ' })).info.description.startsWith('Runs saved version 3')).toBe(true);
  });

  it('gives async paths their own server when the async endpoint is on another origin', async () => {
    const doc = buildApiDocument(
      apiVersionFixture({ syncEndpoint: 'https://sync.example.com/v1/t/run', asyncEndpoint: 'https://async.example.com:8443/v1/t/run-async/' }),
    );
    await expectValidOpenApi(doc);
    expect(doc.servers).toEqual([{ url: 'https://sync.example.com' }]);
    expect(doc.paths['/v1/t/run']).not.toHaveProperty('servers');
    expect(Object.keys(doc.paths)).toEqual(['/v1/t/run', '/v1/t/run-async/', '/v1/t/run-async/{runId}']);
    expect(doc.paths['/v1/t/run-async/']?.servers).toEqual([{ url: 'https://async.example.com:8443' }]);
    expect(doc.paths['/v1/t/run-async/{runId}']?.servers).toEqual([{ url: 'https://async.example.com:8443' }]);
  });

  it('puts the async endpoint into its server when both endpoints have the same path', async () => {
    const doc = buildApiDocument(apiVersionFixture({ syncEndpoint: 'https://a.example.com/run', asyncEndpoint: 'https://b.example.com/run' }));
    await expectValidOpenApi(doc);
    expect(doc.paths['/run']?.post?.operationId).toBe('runSync');
    expect(doc.paths['/']).toMatchObject({ servers: [{ url: 'https://b.example.com/run' }], post: { operationId: 'startRun' } });
    expect(doc.paths['/{runId}']).toMatchObject({ servers: [{ url: 'https://b.example.com/run' }], get: { operationId: 'getRun' } });
  });

  it('keeps paths percent-encoded and reads endpoints without scheme and host as paths', async () => {
    const encoded = buildApiDocument(
      apiVersionFixture({ syncEndpoint: 'https://x.example.com/v1/テナント/run?debug=1', asyncEndpoint: 'https://x.example.com/v1/テナント/run-async' }),
    );
    await expectValidOpenApi(encoded);
    expect(Object.keys(encoded.paths)[0]).toBe('/v1/%E3%83%86%E3%83%8A%E3%83%B3%E3%83%88/run');

    const relative = buildApiDocument(apiVersionFixture({ syncEndpoint: '/v1/t/run', asyncEndpoint: 'v1/t/run-async' }));
    await expectValidOpenApi(relative);
    expect(relative.servers).toEqual([{ url: '/' }]);
    expect(Object.keys(relative.paths)).toEqual(['/v1/t/run', '/v1/t/run-async', '/v1/t/run-async/{runId}']);
  });

  it('builds a new document each time (no objects shared between documents)', () => {
    const version = apiVersionFixture();
    const first = buildApiDocument(version);
    const second = buildApiDocument(version);
    expect(second).toEqual(first);
    expect(second.components.schemas.Error).not.toBe(first.components.schemas.Error);
    expect(toYaml(first)).not.toMatch(/[&*]a\d/);
  });
});

describe('the validator these tests rely on', () => {
  it('refuses a broken document', async () => {
    const doc = buildApiDocument(apiVersionFixture());
    const noInfo = { ...structuredClone(doc), info: undefined } as unknown as Record<string, unknown>;
    expect((await validator.validate(noInfo)).valid).toBe(false);

    const danglingRef = structuredClone(doc);
    delete (danglingRef.components.schemas as Record<string, unknown>).Outputs;
    expect((await validator.validate(danglingRef)).valid).toBe(false);

    const wrongSecurity = structuredClone(doc) as unknown as { components: { securitySchemes: { apiKey: { type: string } } } };
    wrongSecurity.components.securitySchemes.apiKey.type = 'bearer';
    expect((await validator.validate(wrongSecurity)).valid).toBe(false);
  });
});
