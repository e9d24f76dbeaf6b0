/**
 * The API description of one published workflow API version, built in the browser: an OpenAPI 3.1.0
 * document telling outside callers how to call it — the sync run (POST, answers the outputs), the async
 * run (POST → 202 with the run, then GET the run until it finishes), the bearer API key, the inputs (the
 * start node's variables, all text) and outputs (the end node's variables, any JSON value), and the errors.
 * The hub (streaming) endpoint is not an HTTP operation; the description names it.
 */
import { type ApiVersion, WorkflowApiStatus } from '../../../generated/model';
import { childPath, endpointParts } from './endpoint-url';
import { placeholderRequestBody, uniqueNames } from './example-inputs';
import { FINAL_RUN_STATUSES, RUN_STATUSES } from './run-statuses';
import type { OpenApiDocument, OperationObject, PathItemObject, Reference, ResponseObject, SchemaObject } from './openapi-types';

export type { OpenApiDocument } from './openapi-types';

const SECURITY_SCHEME = 'apiKey';
const JSON_TYPE = 'application/json';
const TAG_SYNC = 'Sync run';
const TAG_ASYNC = 'Async run';

const schemaRef = (name: string): Reference => ({ $ref: `#/components/schemas/${name}` });
const responseRef = (name: string): Reference => ({ $ref: `#/components/responses/${name}` });

function jsonResponse(description: string, schema: SchemaObject, headers?: ResponseObject['headers']): ResponseObject {
  return { description, ...(headers ? { headers } : {}), content: { [JSON_TYPE]: { schema } } };
}

/** An object schema whose properties are the given names, all of them required (no `required` at all when there are none). */
function objectOf(names: string[], property: () => SchemaObject, rest: SchemaObject): SchemaObject {
  return {
    type: 'object',
    ...rest,
    properties: Object.fromEntries(names.map((name) => [name, property()])),
    ...(names.length > 0 ? { required: names } : {}),
  };
}

function inputsSchema(names: string[]): SchemaObject {
  return objectOf(names, () => ({ type: 'string' }), {
    description:
      names.length > 0 ? "The start node's input variables, every one of them, each as text." : 'This version takes no inputs: send an empty object.',
    additionalProperties: false,
  });
}

function outputsSchema(names: string[]): SchemaObject {
  return objectOf(names, () => ({ description: "The output's value: text, or JSON when it refers to the result of a node that answers JSON." }), {
    description: names.length > 0 ? "The end node's output variables." : 'This version has no outputs: an empty object.',
  });
}

function workflowRunSchema(): SchemaObject {
  return {
    type: 'object',
    description: `A run started on the async endpoint. Poll it until its status is final: ${FINAL_RUN_STATUSES.join(', ')}.`,
    required: ['runId', 'status', 'createdAt'],
    properties: {
      runId: { type: 'string', description: 'The run id (the last segment of the run URL).' },
      status: { type: 'string', enum: [...RUN_STATUSES], description: 'PENDING and RUNNING move on; SUCCEEDED, FAILED and CANCELLED are final.' },
      outputs: { ...schemaRef('Outputs'), description: 'The outputs, present when the status is SUCCEEDED.' },
      error: {
        type: 'object',
        description: 'Why the run failed, present when the status is FAILED.',
        required: ['message'],
        properties: { message: { type: 'string' } },
      },
      createdAt: { type: 'string', format: 'date-time', description: 'When the run was started.' },
      finishedAt: { type: 'string', format: 'date-time', description: 'When the run finished, present once the status is final.' },
    },
    allOf: [
      { if: { properties: { status: { const: 'SUCCEEDED' } } }, then: { required: ['outputs'] } },
      { if: { properties: { status: { const: 'FAILED' } } }, then: { required: ['error'] } },
    ],
  };
}

function errorSchema(): SchemaObject {
  return {
    type: 'object',
    description: 'Every error answer.',
    required: ['code', 'message'],
    properties: {
      code: { type: 'integer', description: 'The error code.' },
      message: { type: 'string', description: 'What went wrong, for people.' },
    },
  };
}

function errorResponses(): Record<string, ResponseObject> {
  const error = (description: string, headers?: ResponseObject['headers']) => jsonResponse(description, schemaRef('Error'), headers);
  return {
    InvalidInputs: error('The inputs do not match: an input variable is missing or unknown, or a value is not text.'),
    InvalidRequest: error('The request is malformed.'),
    Unauthorized: error("The API key is missing or invalid (a version's previous keys stop working when a new one is issued)."),
    Unpublished: error('The version is unpublished: it answers calls again once it is published.'),
    RunNotFound: error('This version has no run with this id.'),
    TooManyRequests: error('Too many calls: wait as long as Retry-After says, then call again.', {
      'Retry-After': { description: 'How many seconds to wait before calling again.', schema: { type: 'integer', minimum: 0 } },
    }),
    InternalError: error('An unexpected error on the server.'),
  };
}

/** The errors every operation answers, besides its 400 (and 404). */
function commonErrors(): Record<string, Reference> {
  return { 401: responseRef('Unauthorized'), 403: responseRef('Unpublished'), 429: responseRef('TooManyRequests'), 500: responseRef('InternalError') };
}

function runSync(): OperationObject {
  return {
    operationId: 'runSync',
    summary: 'Run the workflow and wait for its outputs',
    description: 'Answers when the run has finished, with the outputs.',
    tags: [TAG_SYNC],
    requestBody: { $ref: '#/components/requestBodies/RunInputs' },
    responses: {
      200: jsonResponse('The run finished: its outputs.', {
        type: 'object',
        required: ['outputs'],
        properties: { outputs: schemaRef('Outputs') },
      }),
      400: responseRef('InvalidInputs'),
      ...commonErrors(),
    },
  };
}

function startRun(): OperationObject {
  return {
    operationId: 'startRun',
    summary: 'Start a run',
    description: 'Answers at once with the run; poll getRun until its status is SUCCEEDED, FAILED or CANCELLED.',
    tags: [TAG_ASYNC],
    requestBody: { $ref: '#/components/requestBodies/RunInputs' },
    responses: { 202: jsonResponse('The run was started.', schemaRef('WorkflowRun')), 400: responseRef('InvalidInputs'), ...commonErrors() },
  };
}

function getRun(): OperationObject {
  return {
    operationId: 'getRun',
    summary: 'Get a run',
    description: 'The run with its status: its outputs once SUCCEEDED, its error once FAILED.',
    tags: [TAG_ASYNC],
    parameters: [{ name: 'runId', in: 'path', required: true, description: 'The id startRun answered.', schema: { type: 'string' } }],
    responses: {
      200: jsonResponse('The run.', schemaRef('WorkflowRun')),
      400: responseRef('InvalidRequest'),
      404: responseRef('RunNotFound'),
      ...commonErrors(),
    },
  };
}

/**
 * The document's servers and paths. The paths are the endpoints' paths on the sync endpoint's origin; async
 * paths on another origin carry their own server. Should both endpoints have the same path (on two origins),
 * the async one becomes a full-URL server with the paths `/` and `/{runId}` below it.
 */
function serversAndPaths(version: ApiVersion): Pick<OpenApiDocument, 'servers' | 'paths'> {
  const sync = endpointParts(version.syncEndpoint);
  const async = endpointParts(version.asyncEndpoint);
  const samePath = async.path === sync.path;
  const asyncServer = samePath ? `${async.server.replace(/\/$/, '')}${async.path.replace(/\/+$/, '')}` : async.server;
  const asyncPath = samePath ? '/' : async.path;
  const asyncServers: Pick<PathItemObject, 'servers'> = asyncServer === sync.server ? {} : { servers: [{ url: asyncServer }] };
  return {
    servers: [{ url: sync.server }],
    paths: {
      [sync.path]: { post: runSync() },
      [asyncPath]: { ...asyncServers, post: startRun() },
      [childPath(asyncPath, '{runId}')]: { ...asyncServers, get: getRun() },
    },
  };
}

function infoDescription(version: ApiVersion): string {
  const workflow = version.workflowName ? `the workflow "${version.workflowName}"` : 'the workflow';
  return [
    version.description?.trim(),
    `Runs saved version ${version.workflowVersion} of ${workflow}.`,
    version.status === WorkflowApiStatus.WORKFLOW_API_STATUS_UNPUBLISHED
      ? 'This version is unpublished: every call answers 403 until it is published.'
      : undefined,
    `Streaming: the hub endpoint ${version.hubEndpoint} streams a run as it happens (a connection OpenAPI cannot describe as an operation).`,
    "Authenticate with the version's API key as a bearer token: `Authorization: Bearer <API key>`.",
  ]
    .filter((paragraph) => !!paragraph)
    .join('\n\n');
}

export function buildApiDocument(version: ApiVersion): OpenApiDocument {
  const inputs = uniqueNames(version.inputVariableNames);
  const outputs = uniqueNames(version.outputVariableNames);
  return {
    openapi: '3.1.0',
    info: {
      title: [version.workflowName, version.versionName].filter((part) => !!part).join(' '),
      version: version.versionName,
      description: infoDescription(version),
    },
    ...serversAndPaths(version),
    security: [{ [SECURITY_SCHEME]: [] }],
    tags: [
      { name: TAG_SYNC, description: 'Call and wait for the answer.' },
      { name: TAG_ASYNC, description: 'Start a run, then poll it until it finishes.' },
    ],
    components: {
      schemas: { Inputs: inputsSchema(inputs), Outputs: outputsSchema(outputs), WorkflowRun: workflowRunSchema(), Error: errorSchema() },
      requestBodies: {
        RunInputs: {
          description: 'The run inputs: every input variable of the start node, as text.',
          required: true,
          content: {
            [JSON_TYPE]: {
              schema: { type: 'object', required: ['inputs'], additionalProperties: false, properties: { inputs: schemaRef('Inputs') } },
              example: placeholderRequestBody(inputs),
            },
          },
        },
      },
      responses: errorResponses(),
      securitySchemes: {
        [SECURITY_SCHEME]: { type: 'http', scheme: 'bearer', description: "The version's API key; issuing a new key invalidates the old one." },
      },
    },
  };
}
