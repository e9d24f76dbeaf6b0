import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { getResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORG, PROJECT, STUDIO_PROJECT_ID } from '../fixtures/ids';
import { DEV_USERS } from '../fixtures/people';
import { handlers } from '../handlers';
import { trustIssuers } from './auth-gate';
import { testToken } from './test-tokens';
import { TEST_BASE_URL } from './test-client';

/** One call to the mock backend with exactly these headers. */
async function call(path: string, headers: Record<string, string>) {
  const response = await getResponse(handlers, new Request(new URL(path, TEST_BASE_URL), { headers }));
  return { status: response!.status, body: (await response!.json()) as { message?: string; items?: { id: string }[] } };
}

const signed = (token: string, tenant: string = ORG.acme) => ({ authorization: `Bearer ${token}`, idp: 'zitadel', 'aiw-tenant-id': tenant });

describe('the mock backend enforces the contract’s security', () => {
  it('answers 401 without a bearer token, with a token of another key, an expired one or a made-up one', async () => {
    expect((await call('/studio/v1/projects', { idp: 'zitadel', 'aiw-tenant-id': ORG.acme })).status).toBe(401);
    expect((await call('/studio/v1/projects', signed(testToken('admin', { key: Buffer.alloc(32, 7) })))).status).toBe(401);
    expect((await call('/studio/v1/projects', signed(testToken('admin', { expiresIn: -60 })))).status).toBe(401);
    const unsigned = `${btoa('{"alg":"none"}')}.${btoa(JSON.stringify({ sub: DEV_USERS.admin.sub }))}.`;
    expect((await call('/studio/v1/projects', signed(unsigned))).status).toBe(401);
    expect((await call('/oidc/v1/userinfo', { idp: 'zitadel' })).body.message).toBe('Unauthorized');
    expect((await call('/studio/v1/projects', signed(testToken('admin')))).status).toBe(200);
  });

  it('answers 400 without the idp header, and takes none on ZITADEL’s calls, which do not declare it', async () => {
    const { idp: _idp, ...withoutIdp } = signed(testToken('admin'));
    const answer = await call('/studio/v1/projects', withoutIdp);
    expect(answer).toEqual({
      status: 400,
      body: { code: 400, message: 'The idp header is required', details: [{ field: 'idp', message: 'The idp header is required' }] },
    });
    expect((await call('/auth/v1/users/me', { authorization: `Bearer ${testToken('admin')}` })).status).toBe(200);
    expect((await call('/oidc/v1/userinfo', { authorization: `Bearer ${testToken('noRole')}` })).status).toBe(200);
  });

  it('takes the scheme name in any case, and the user only from the token', async () => {
    const lower = await call('/auth/v1/users/me', { authorization: `bearer ${testToken('agentEditor')}` });
    expect(lower.status).toBe(200);
    expect(JSON.stringify(lower.body)).toContain(DEV_USERS.agentEditor.sub);
    expect((await call('/studio/v1/projects', { ...signed(testToken('admin')), authorization: `BEARER ${testToken('admin')}` })).status).toBe(200);
    expect((await call('/studio/v1/projects', { ...signed(testToken('admin')), authorization: `Basic ${testToken('admin')}` })).status).toBe(401);
  });

  it('refuses an ID token and a token for another audience with 401 invalid_token', async () => {
    for (const token of [testToken('admin', { type: 'JWT' }), testToken('admin', { audience: ['999999999999999999', 'studio-local'] })]) {
      const response = await getResponse(handlers, new Request(new URL('/studio/v1/projects', TEST_BASE_URL), { headers: signed(token) }));
      expect(response!.status).toBe(401);
      expect(response!.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
    }
    const none = await getResponse(
      handlers,
      new Request(new URL('/studio/v1/projects', TEST_BASE_URL), { headers: { idp: 'zitadel', 'aiw-tenant-id': ORG.acme } }),
    );
    expect(none!.headers.get('www-authenticate')).toBe('Bearer');
  });

  it('requires the tenant header, well formed, and never falls back to another organization', async () => {
    const { 'aiw-tenant-id': _tenant, ...withoutTenant } = signed(testToken('admin'));
    expect(await call('/studio/v1/projects', withoutTenant)).toMatchObject({ status: 400, body: { message: 'The aiw-tenant-id header is required' } });
    expect(await call('/studio/v1/projects', signed(testToken('admin'), '../283134596912148481'))).toMatchObject({
      status: 400,
      body: { message: 'The aiw-tenant-id header is malformed' },
    });
    expect((await call('/studio/v1/tenant', signed(testToken('admin'), '1'.repeat(65)))).status).toBe(400);
  });

  it('refuses an organization where the token grants no studio role (TENANT_FORBIDDEN)', async () => {
    // 佐々木 健太 is agent_editor in Beta and only a 'member' in ACME.
    const token = testToken('otherOrgEditor');
    expect((await call('/studio/v1/projects', signed(token, ORG.beta))).status).toBe(200);
    for (const path of [
      '/studio/v1/projects',
      `/studio/v1/projects/${PROJECT.support}`,
      `/studio/v1/projects/${PROJECT.support}/datasets/files`,
      '/studio/v1/tenant',
    ]) {
      expect(await call(path, signed(token, ORG.acme))).toEqual({
        status: 403,
        body: { code: 403, message: 'You have no role in this organization', reason: 'TENANT_FORBIDDEN' },
      });
    }
    expect((await call('/studio/v1/projects', signed(testToken('noRole')))).body).toMatchObject({ reason: 'TENANT_FORBIDDEN' });
    // An organization nobody of the studio knows.
    expect((await call('/studio/v1/projects', signed(testToken('admin'), '999'))).body).toMatchObject({ reason: 'TENANT_FORBIDDEN' });
  });

  it('answers 400 for a path id that breaks the Id pattern', async () => {
    const answer = await call(`/studio/v1/projects/${encodeURIComponent('prj support!')}`, signed(testToken('admin')));
    expect(answer).toMatchObject({ status: 400, body: { details: [{ field: 'projectId' }] } });
  });

  it('keeps organizations apart: another organization’s project answers 404 and is not listed', async () => {
    const token = testToken('admin');
    expect((await call(`/studio/v1/projects/${PROJECT.support}`, signed(token))).status).toBe(200);
    expect((await call(`/studio/v1/projects/${PROJECT.support}`, signed(token, ORG.beta))).status).toBe(404);
    expect((await call(`/studio/v1/projects/${PROJECT.support}/workflows/wf_support_triage/graph`, signed(token, ORG.beta))).status).toBe(404);
    const beta = await call('/studio/v1/projects?page=1&pageSize=50', signed(token, ORG.beta));
    expect(beta.body.items?.map((p) => p.id)).not.toContain(PROJECT.support);
    expect(beta.body.items?.map((p) => p.id)).toContain(PROJECT.betaSales);
  });

  describe('tokens of an OpenID Provider, verified with the keys of its JWKS', () => {
    let provider: Server;
    let issuer: string;
    let sign: (sub: string) => Promise<string>;

    beforeAll(async () => {
      const { publicKey, privateKey } = await generateKeyPair('RS256');
      const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
      provider = createServer((request, response) => {
        response.setHeader('content-type', 'application/json');
        if (request.url === '/.well-known/openid-configuration') response.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/keys` }));
        else response.end(JSON.stringify({ keys: [jwk] }));
      });
      await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
      issuer = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
      sign = (sub) =>
        new SignJWT({ sub })
          .setProtectedHeader({ alg: 'RS256', kid: 'k1', typ: 'at+jwt' })
          .setIssuer(issuer)
          .setAudience([STUDIO_PROJECT_ID])
          .setIssuedAt()
          .setExpirationTime('5m')
          .sign(privateKey);
      trustIssuers([issuer]);
    });
    afterAll(() => new Promise<void>((resolve) => provider.close(() => resolve())));

    it('lets the provider’s signed token through as its user, and refuses one signed by anyone else', async () => {
      const me = await call('/auth/v1/users/me', signed(await sign(DEV_USERS.agentEditor.sub)));
      expect(me.status).toBe(200);
      expect(JSON.stringify(me.body)).toContain(DEV_USERS.agentEditor.sub);
      const { privateKey: stranger } = await generateKeyPair('RS256');
      const forged = await new SignJWT({ sub: DEV_USERS.admin.sub })
        .setProtectedHeader({ alg: 'RS256', kid: 'k1', typ: 'at+jwt' })
        .setAudience([STUDIO_PROJECT_ID])
        .setIssuer(issuer)
        .setExpirationTime('5m')
        .sign(stranger);
      expect((await call('/studio/v1/projects', signed(forged))).status).toBe(401);
    });
  });
});
