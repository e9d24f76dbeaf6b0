/**
 * The contract test's HTTP client. Every call goes through `prism proxy --errors` (unless `direct`),
 * fails the test when Prism reports a contract violation, and records which operation it exercised
 * so `report-coverage.mjs` can print `operations covered/total`.
 */
import { appendFileSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { ORG } from '../../mocks/fixtures/ids';
import type { DevUserKey } from '../../mocks/fixtures/people';
import { devToken } from '../../mocks/lib/test-client';
import { HITS_DIR, MOCK_PORT, PRISM_PORT } from './servers';

interface Operation {
  method: string;
  template: string;
  pattern: RegExp;
  operationId: string;
}

const METHODS = ['get', 'put', 'post', 'patch', 'delete'];

function loadOperations(): Operation[] {
  const spec = parse(readFileSync('.contract/openapi.bundled.yaml', 'utf8')) as { paths: Record<string, Record<string, { operationId: string }>> };
  return Object.entries(spec.paths).flatMap(([template, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({
      method: method.toUpperCase(),
      template,
      operationId: item[method]!.operationId,
      pattern: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
    })),
  );
}

let operations: Operation[] | undefined;
export function operationOf(method: string, path: string): Operation | undefined {
  operations ??= loadOperations();
  const pathname = new URL(path, 'http://x').pathname;
  // Literal segments win over parameters (/workflows/hierarchy before /workflows/{id}).
  const matches = operations.filter((op) => op.method === method && op.pattern.test(pathname));
  return matches.sort((a, b) => ((b.template.match(/\{/g)?.length ?? 0) < (a.template.match(/\{/g)?.length ?? 0) ? 1 : -1))[0];
}

export interface ContractResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface CallOptions {
  user?: DevUserKey;
  orgId?: string;
  /** Bypass Prism and call the mock server itself (malformed input Prism would refuse first). */
  direct?: boolean;
  /** The request is invalid on purpose: Prism must refuse it (422/400 problem+json or 401). */
  expectRejected?: boolean;
  /** Leave out the bearer token (a 401 test). */
  anonymous?: boolean;
  headers?: Record<string, string>;
}

async function call<T>(method: string, path: string, body: unknown, options: CallOptions = {}): Promise<ContractResponse<T>> {
  const base = options.direct ? `http://127.0.0.1:${MOCK_PORT}` : `http://127.0.0.1:${PRISM_PORT}`;
  const headers = new Headers({ idp: 'zitadel', 'aiw-tenant-id': options.orgId ?? ORG.acme, ...options.headers });
  if (!options.anonymous) headers.set('authorization', `Bearer ${devToken(options.user)}`);
  let payload: BodyInit | undefined;
  if (body instanceof FormData || typeof body === 'string') payload = body;
  else if (body !== undefined) {
    headers.set('content-type', 'application/json');
    payload = JSON.stringify(body);
  }
  const response = await fetch(base + path, { method, headers, body: payload });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // A file download: keep the text.
  }
  const violations = response.headers.get('sl-violations');
  const contentType = response.headers.get('content-type') ?? '';
  const prismRefused = contentType.includes('problem+json');
  if (!options.direct) {
    if (options.expectRejected) {
      if (!prismRefused && response.status < 400) {
        throw new Error(`${method} ${path}: expected the contract to refuse this request, got ${response.status}`);
      }
    } else if (violations || prismRefused) {
      throw new Error(`${method} ${path} broke the contract (${response.status}): ${violations ?? text}`);
    } else {
      const op = operationOf(method, path);
      if (!op) throw new Error(`${method} ${path} is not an operation of the contract`);
      appendFileSync(`${HITS_DIR}/${process.pid}.jsonl`, `${JSON.stringify({ operationId: op.operationId, status: response.status })}\n`);
    }
  }
  return { status: response.status, body: parsed as T, headers: response.headers };
}

export function contractApi(defaults: CallOptions = {}) {
  const merge = (options?: CallOptions) => ({ ...defaults, ...options });
  return {
    get: <T = any>(path: string, options?: CallOptions) => call<T>('GET', path, undefined, merge(options)),
    post: <T = any>(path: string, body?: unknown, options?: CallOptions) => call<T>('POST', path, body, merge(options)),
    put: <T = any>(path: string, body?: unknown, options?: CallOptions) => call<T>('PUT', path, body, merge(options)),
    patch: <T = any>(path: string, body?: unknown, options?: CallOptions) => call<T>('PATCH', path, body, merge(options)),
    delete: <T = any>(path: string, options?: CallOptions) => call<T>('DELETE', path, undefined, merge(options)),
  };
}

/** Resets the mock backend's data and scenario (call in beforeAll of each contract file). */
export async function resetMock(): Promise<void> {
  await fetch(`http://127.0.0.1:${MOCK_PORT}/__mock/reset`, { method: 'POST' });
}

/** Sets the mock backend's scenario (role, ipRestricted, latencyMs, writeFailureRate, failDebugNodes …). */
export async function setScenario(change: Record<string, unknown>): Promise<void> {
  await fetch(`http://127.0.0.1:${MOCK_PORT}/__mock/scenario`, { method: 'PUT', body: JSON.stringify(change) });
}
