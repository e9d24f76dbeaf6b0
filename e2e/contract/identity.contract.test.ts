import { beforeAll, describe, expect, it } from 'vitest';
import { ORG } from '../../mocks/fixtures/ids';
import { contractApi, resetMock, setScenario } from './client';

const api = contractApi();

describe('contract: identity (ZITADEL calls) and the IP check', () => {
  beforeAll(resetMock);

  it('lists the active organizations of the signed-in user', async () => {
    const res = await api.post('/auth/v1/global/projectorgs/_search', { queries: [{ stateQuery: { state: 'ORG_STATE_ACTIVE' } }] });
    expect(res.status).toBe(200);
    expect(res.body.result.map((org: { id: string }) => org.id)).toContain(ORG.acme);
    const editor = await api.post(
      '/auth/v1/global/projectorgs/_search',
      { query: { limit: 10, asc: true }, sortingColumn: 'ORG_FIELD_NAME_NAME' },
      { user: 'agentEditor' },
    );
    expect(editor.body.result).toHaveLength(2);
  });

  it('answers the current user and the roles claim with organization ids', async () => {
    const me = await api.get('/auth/v1/users/me');
    expect(me.body.user.human.profile.displayName).toBe('山田 太郎');
    const info = await api.get('/oidc/v1/userinfo', { user: 'mixed' });
    expect(info.body['urn:zitadel:iam:org:project:roles']).toEqual({ admin: { [ORG.acme]: 'acme.example' }, member: { [ORG.beta]: 'beta.example' } });
  });

  it('checks the IP restriction, following the scenario', async () => {
    expect((await api.get('/ip-restriction')).body).toEqual({ valid: true });
    await setScenario({ ipRestricted: true });
    expect((await api.get('/ip-restriction')).body).toEqual({ valid: false });
    await setScenario({ ipRestricted: false });
  });

  it('refuses calls without a bearer token or with a malformed body', async () => {
    const anonymous = await api.get('/auth/v1/users/me', { anonymous: true, expectRejected: true });
    expect(anonymous.status).toBe(401);
    const badState = await api.post('/auth/v1/global/projectorgs/_search', { queries: [{ stateQuery: { state: 'ACTIVE' } }] }, { expectRejected: true });
    expect(badState.status).toBeGreaterThanOrEqual(400);
    const direct = await api.post('/auth/v1/global/projectorgs/_search', '{"queries": [', { direct: true, headers: { 'content-type': 'application/json' } });
    expect(direct.status).toBe(400);
    expect(direct.body).toMatchObject({ code: 400, message: 'Invalid JSON body' });
  });
});
