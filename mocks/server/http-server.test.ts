import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devToken } from '../lib/test-client';
import { createMockServer, listen } from './http-server';

let server: Server;
let base: string;

const headers = { authorization: `Bearer ${devToken()}`, idp: 'zitadel', 'aiw-tenant-id': '283134596912148481' };

beforeAll(async () => {
  server = createMockServer();
  await listen(server, 0);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function expectErrorBody(response: Response, status: number) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { code: number; message: string };
  expect(body.code).toBe(status);
  expect(typeof body.message).toBe('string');
  return body;
}

describe('mock server over HTTP', () => {
  it('serves the stateful handlers with CORS for the studio’s origins only, never *', async () => {
    const response = await fetch(`${base}/studio/v1/projects?pageSize=10`, { headers: { ...headers, origin: 'http://127.0.0.1:4173' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173');
    expect(response.headers.get('access-control-expose-headers')).toBe('content-disposition, retry-after, www-authenticate');
    const preflight = await fetch(`${base}/studio/v1/projects`, { method: 'OPTIONS', headers: { origin: 'http://localhost:5173' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('aiw-tenant-id');
    const elsewhere = await fetch(`${base}/studio/v1/projects?pageSize=10`, { headers: { ...headers, origin: 'https://evil.example' } });
    expect(elsewhere.headers.get('access-control-allow-origin')).toBeNull();
    const evilPreflight = await fetch(`${base}/studio/v1/projects`, { method: 'OPTIONS', headers: { origin: 'https://evil.example' } });
    expect(evilPreflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses its control endpoints to another web page, and serves none outside demo mode', async () => {
    await expectErrorBody(
      await fetch(`${base}/__mock/scenario`, { method: 'PUT', headers: { origin: 'https://evil.example' }, body: '{"role":"admin"}' }),
      403,
    );
    await expectErrorBody(await fetch(`${base}/__mock/reset`, { method: 'POST', headers: { origin: 'https://evil.example' } }), 403);
    expect(((await (await fetch(`${base}/__mock/scenario`)).json()) as { role: string }).role).toBe('as-user');
    const closed = createMockServer({ demo: false });
    await listen(closed, 0);
    try {
      const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
      await expectErrorBody(await fetch(`${url}/__mock/reset`, { method: 'POST' }), 404);
    } finally {
      await new Promise<void>((resolve) => closed.close(() => resolve()));
    }
  });

  it('answers malformed input with a 4xx error body and keeps serving', { timeout: 30_000 }, async () => {
    await expectErrorBody(
      await fetch(`${base}/studio/v1/projects`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: '{"name":' }),
      400,
    );
    await expectErrorBody(
      await fetch(`${base}/studio/v1/projects`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: '[1,2,3]' }),
      400,
    );
    await expectErrorBody(
      await fetch(`${base}/studio/v1/projects`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: '{"name":{"nested":true}}',
      }),
      400,
    );
    await expectErrorBody(await fetch(`${base}/studio/v1/projects?page=abc`, { headers }), 400);
    await expectErrorBody(
      await fetch(`${base}/studio/v1/projects`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'multipart/form-data; boundary=x' },
        body: '--x\r\nbroken',
      }),
      400,
    );
    const huge = new Uint8Array(21 * 1024 * 1024);
    await expectErrorBody(
      await fetch(`${base}/studio/v1/projects`, { method: 'POST', headers: { ...headers, 'content-type': 'application/octet-stream' }, body: huge }),
      413,
    );
    await expectErrorBody(await fetch(`${base}/no/such/route`, { headers }), 404);

    const stillServing = await fetch(`${base}/studio/v1/projects`, { headers });
    expect(stillServing.status).toBe(200);
  });

  it('switches scenarios and resets over its control endpoints', async () => {
    const set = await fetch(`${base}/__mock/scenario`, { method: 'PUT', body: JSON.stringify({ ipRestricted: true }) });
    expect(((await set.json()) as { ipRestricted: boolean }).ipRestricted).toBe(true);
    const check = await fetch(`${base}/ip-restriction`, { headers });
    expect(await check.json()).toEqual({ valid: false });
    await expectErrorBody(await fetch(`${base}/__mock/scenario`, { method: 'PUT', body: '{"latencyMs":-5}' }), 400);

    await fetch(`${base}/studio/v1/projects`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'to be reset' }),
    });
    await fetch(`${base}/__mock/reset`, { method: 'POST' });
    const list = (await (await fetch(`${base}/studio/v1/projects?name=reset`, { headers })).json()) as { totalCount: number };
    expect(list.totalCount).toBe(0);
    expect(await (await fetch(`${base}/ip-restriction`, { headers })).json()).toEqual({ valid: true });
  });
});
