import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setRuntimeConfig } from '../lib/runtime-config';
import { HttpError, RequestCancelledError } from './errors';
import { httpClient } from './http-client';
import { setRequestContext } from './request-context';

const BASE = 'http://backend.test';
const seen: Request[] = [];
const server = setupServer(
  http.all(`${BASE}/echo`, ({ request }) => {
    seen.push(request.clone());
    return HttpResponse.json({ ok: true });
  }),
  http.delete(`${BASE}/empty`, () => new HttpResponse(null, { status: 204 })),
  http.get(`${BASE}/conflict`, () => HttpResponse.json({ code: 409, message: 'Cannot delete running or pending jobs' }, { status: 409 })),
  http.get(`${BASE}/plain-500`, () => new HttpResponse('oops', { status: 500 })),
  http.get(`${BASE}/limited`, () => HttpResponse.json({ code: 429, message: 'Too Many Requests' }, { status: 429, headers: { 'Retry-After': '7' } })),
  http.get(`${BASE}/limited-no-wait`, () => HttpResponse.json({ code: 429, message: 'Too Many Requests' }, { status: 429 })),
  http.get(`${BASE}/down`, () => HttpResponse.error()),
  http.get(`${BASE}/slow`, async () => {
    await delay(1000);
    return HttpResponse.json({});
  }),
);

beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
  setRuntimeConfig({ apiBaseUrl: BASE, idp: 'zitadel', environment: 'local' });
});
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
});
afterAll(() => server.close());

describe('httpClient (the generated hooks’ mutator)', () => {
  it('sends the base URL, bearer token, idp and tenant headers, JSON, no credentials', async () => {
    setRequestContext({ getAccessToken: () => 'token-123', getTenantId: () => 'org-1' });
    await expect(httpClient({ url: '/echo', method: 'POST', data: { a: 1 } })).resolves.toEqual({ ok: true });
    const request = seen[0]!;
    expect(request.url).toBe(`${BASE}/echo`);
    expect(request.headers.get('authorization')).toBe('Bearer token-123');
    expect(request.headers.get('idp')).toBe('zitadel');
    expect(request.headers.get('aiw-tenant-id')).toBe('org-1');
    expect(request.headers.get('content-type')).toContain('application/json');
    expect(await request.json()).toEqual({ a: 1 });
  });

  it('leaves out the token and tenant before sign-in and organization choice', async () => {
    setRequestContext({ getAccessToken: () => undefined, getTenantId: () => undefined });
    await httpClient({ url: '/echo', method: 'GET' });
    expect(seen[0]!.headers.get('authorization')).toBeNull();
    expect(seen[0]!.headers.get('aiw-tenant-id')).toBeNull();
    // No body, no Content-Type (the contract's proxy refuses a GET that declares one).
    expect(seen[0]!.headers.get('content-type')).toBeNull();
  });

  it("turns an error answer into an HttpError with the server's message", async () => {
    const error = await httpClient({ url: '/conflict', method: 'GET' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ code: 409, message: 'Cannot delete running or pending jobs', url: `${BASE}/conflict` });
    const plain = await httpClient({ url: '/plain-500', method: 'GET' }).catch((e: unknown) => e);
    expect(plain).toMatchObject({ code: 500 });
  });

  it("keeps a 429's Retry-After (seconds) on the HttpError, through fetch and through axios", async () => {
    const error = await httpClient({ url: '/limited', method: 'GET' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ code: 429, message: 'Too Many Requests', retryAfterSeconds: 7 });
    const viaAxios = await httpClient({ url: '/limited', method: 'GET', onDownloadProgress: () => undefined }).catch((e: unknown) => e);
    expect(viaAxios).toMatchObject({ code: 429, retryAfterSeconds: 7 });
    const noWait = await httpClient({ url: '/limited-no-wait', method: 'GET' }).catch((e: unknown) => e);
    expect(noWait).toMatchObject({ code: 429 });
    expect((noWait as HttpError).retryAfterSeconds).toBeUndefined();
  });

  it('reports a failed network call as code 0', async () => {
    const error = await httpClient({ url: '/down', method: 'GET' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).code).toBe(0);
  });

  it("reports cancellation as 'Query was cancelled'", async () => {
    const controller = new AbortController();
    const pending = httpClient({ url: '/slow', method: 'GET', signal: controller.signal });
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestCancelledError);
    expect((error as Error).message).toBe('Query was cancelled');
  });

  it('writes query parameters, leaving out the unset ones, and answers an empty body with undefined', async () => {
    await httpClient({ url: '/echo', method: 'GET', params: { page: 2, name: 'サポート & co', pageSize: undefined, archived: false, cursor: null } });
    expect(new URL(seen[0]!.url).search).toBe(`?page=2&name=${encodeURIComponent('サポート & co').replace(/%20/g, '+')}&archived=false`);
    await expect(httpClient({ url: '/empty', method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('lets the browser set the multipart boundary', async () => {
    const body = new FormData();
    body.append('file', new Blob(['a,b\n1,2'], { type: 'text/csv' }), 'data.csv');
    await httpClient({ url: '/echo', method: 'POST', headers: { 'Content-Type': 'multipart/form-data' }, data: body });
    expect(seen[0]!.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('sends calls that want progress events through axios, with the same headers and errors', async () => {
    setRequestContext({ getAccessToken: () => 'token-123', getTenantId: () => 'org-1' });
    const progress: number[] = [];
    await expect(httpClient({ url: '/echo', method: 'POST', data: { a: 1 }, onUploadProgress: (event) => progress.push(event.loaded) })).resolves.toEqual({
      ok: true,
    });
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer token-123');
    expect(seen[0]!.headers.get('aiw-tenant-id')).toBe('org-1');
    const error = await httpClient({ url: '/conflict', method: 'GET', onDownloadProgress: () => undefined }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ code: 409, message: 'Cannot delete running or pending jobs', url: `${BASE}/conflict` });
  });
});
