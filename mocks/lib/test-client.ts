/**
 * Calls the mock backend's handlers in-process, as the browser would over HTTP: for unit tests of
 * the stateful rules. `api.post('/studio/v1/projects', { name: 'x' })` → `{ status, body }`.
 */
import { getResponse } from 'msw';
import { testToken } from './test-tokens';
import { handlers } from '../handlers';
import { ORG } from '../fixtures/ids';
import type { DevUserKey } from '../fixtures/people';

export const TEST_BASE_URL = 'http://mock.test';

export interface TestResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** An unsigned JWT naming the dev user; the mock backend reads `sub` only. */
/** A signed access token of a dev user (mocks/lib/test-tokens.ts): what the auth gate verifies in tests. */
export function devToken(user: DevUserKey = 'admin'): string {
  return testToken(user);
}

export interface ClientOptions {
  user?: DevUserKey;
  orgId?: string;
}

async function send<T>(
  method: string,
  path: string,
  body: unknown,
  options: ClientOptions & { raw?: BodyInit; headers?: Record<string, string> } = {},
): Promise<TestResponse<T>> {
  const headers = new Headers({
    authorization: `Bearer ${devToken(options.user)}`,
    idp: 'zitadel',
    'aiw-tenant-id': options.orgId ?? ORG.acme,
    ...options.headers,
  });
  let init: RequestInit = { method, headers };
  if (options.raw !== undefined) init = { ...init, body: options.raw };
  else if (body instanceof FormData) init = { ...init, body };
  else if (body !== undefined) {
    headers.set('content-type', 'application/json');
    init = { ...init, body: JSON.stringify(body) };
  }
  const response = await getResponse(handlers, new Request(new URL(path, TEST_BASE_URL), init));
  if (!response) throw new Error(`No mock handler for ${method} ${path}`);
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON (a file download): keep the text.
  }
  return { status: response.status, body: parsed as T, headers: response.headers };
}

export function mockApi(defaults: ClientOptions = {}) {
  return {
    get: <T = any>(path: string, options?: ClientOptions) => send<T>('GET', path, undefined, { ...defaults, ...options }),
    post: <T = any>(path: string, body?: unknown, options?: ClientOptions) => send<T>('POST', path, body, { ...defaults, ...options }),
    put: <T = any>(path: string, body?: unknown, options?: ClientOptions) => send<T>('PUT', path, body, { ...defaults, ...options }),
    patch: <T = any>(path: string, body?: unknown, options?: ClientOptions) => send<T>('PATCH', path, body, { ...defaults, ...options }),
    delete: <T = any>(path: string, options?: ClientOptions) => send<T>('DELETE', path, undefined, { ...defaults, ...options }),
    /** A request with a raw body (malformed JSON tests). */
    raw: <T = any>(method: string, path: string, raw: BodyInit, headers: Record<string, string> = {}) =>
      send<T>(method, path, undefined, { ...defaults, raw, headers }),
  };
}
