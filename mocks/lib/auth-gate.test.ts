import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { getResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORG, PROJECT } from '../fixtures/ids';
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

  it('answers 400 without the idp header', async () => {
    const { idp: _idp, ...withoutIdp } = signed(testToken('admin'));
    const answer = await call('/studio/v1/projects', withoutIdp);
    expect(answer).toEqual({ status: 400, body: { code: 400, message: 'The idp header is required' } });
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
      sign = (sub) => new SignJWT({ sub }).setProtectedHeader({ alg: 'RS256', kid: 'k1' }).setIssuer(issuer).setIssuedAt().setExpirationTime('5m').sign(privateKey);
      trustIssuers([issuer]);
    });
    afterAll(() => new Promise<void>((resolve) => provider.close(() => resolve())));

    it('lets the provider’s signed token through as its user, and refuses one signed by anyone else', async () => {
      const me = await call('/auth/v1/users/me', signed(await sign(DEV_USERS.agentEditor.sub)));
      expect(me.status).toBe(200);
      expect(JSON.stringify(me.body)).toContain(DEV_USERS.agentEditor.sub);
      const { privateKey: stranger } = await generateKeyPair('RS256');
      const forged = await new SignJWT({ sub: DEV_USERS.admin.sub }).setProtectedHeader({ alg: 'RS256', kid: 'k1' }).setIssuer(issuer).setExpirationTime('5m').sign(stranger);
      expect((await call('/studio/v1/projects', signed(forged))).status).toBe(401);
    });
  });
});
