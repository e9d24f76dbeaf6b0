import { beforeAll, describe, expect, it } from 'vitest';
import { CUSTOM_NODE, PROJECT, SHARED_CUSTOM_NODE } from '../../mocks/fixtures/ids';
import { contractApi, resetMock } from './client';

const api = contractApi();
const shared = '/studio/v1/shared-custom-nodes';
const files = `${shared}/${SHARED_CUSTOM_NODE.salesforceLookup}/config-files`;

const settings = [
  { label: 'Instance URL', key: 'SF_INSTANCE_URL', dataType: 'CONFIG_DATA_TYPE_STRING', securityLevel: 'SECURITY_LEVEL_PLAIN', value: 'https://acme--dev.sandbox.my.salesforce.com' },
  { label: 'Client secret', key: 'SF_CLIENT_SECRET', dataType: 'CONFIG_DATA_TYPE_STRING', securityLevel: 'SECURITY_LEVEL_SECRET', value: 'TOPSECRET-123' },
  { label: 'API バージョン', key: 'SF_API_VERSION', dataType: 'CONFIG_DATA_TYPE_SELECT', securityLevel: 'SECURITY_LEVEL_PLAIN', value: 'v61.0', options: ['v60.0', 'v61.0'] },
  { label: 'Field map', key: 'SF_FIELD_MAP', dataType: 'CONFIG_DATA_TYPE_JSON', securityLevel: 'SECURITY_LEVEL_PLAIN', value: '{"owner": "OwnerId"}' },
];

describe('contract: shared custom nodes and configuration files', () => {
  beforeAll(resetMock);

  it('lists and reads shared custom nodes with their input parameters and env files', async () => {
    const list = await api.get(`${shared}?page=1&pageSize=10&name=slack`);
    expect(list.body.items.map((n: { id: string }) => n.id)).toEqual([SHARED_CUSTOM_NODE.slackNotify]);
    const one = await api.get(`${shared}/${SHARED_CUSTOM_NODE.salesforceLookup}`);
    expect(one.body.inputParameters[0].name).toBe('account_name');
    const panel = await api.get(`${shared}/${SHARED_CUSTOM_NODE.salesforceLookup}/input-parameters`);
    expect(panel.body.configFiles.length).toBe(2);
  });

  it('lets an admin publish and unpublish; refuses an agent editor with 403', async () => {
    const body = { projectId: PROJECT.invoice, customNodeId: CUSTOM_NODE.boxUpload, name: 'Box 保存（共有）' };
    const refused = await api.post(shared, body, { user: 'agentEditor' });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(403);
    const published = await api.post(shared, body);
    expect(published.status).toBe(201);
    expect(published.body).toMatchObject({ name: 'Box 保存（共有）', authenticationProvider: 'AUTH_PROVIDER_BOX' });
    expect((await api.post(shared, body)).status).toBe(409);
    expect((await api.delete(`${shared}/${published.body.id}`, { user: 'agentEditor' })).status).toBe(403);
    expect((await api.delete(`${shared}/${published.body.id}`)).status).toBe(204);
    expect((await api.get(`${shared}/${published.body.id}`)).status).toBe(404);
  });

  it('creates, lists, edits and deletes a configuration file, never answering secrets', async () => {
    const created = await api.post(files, { fileName: 'salesforce-dev', settings });
    expect(created.status).toBe(201);
    expect(JSON.stringify(created.body)).not.toContain('TOPSECRET');
    expect(created.body.settings[1]).toMatchObject({ key: 'SF_CLIENT_SECRET', hasValue: true });
    const list = await api.get(`${files}?page=1&pageSize=10&name=dev`);
    expect(list.body.items.map((f: { id: string }) => f.id)).toEqual([created.body.id]);
    expect(JSON.stringify(list.body)).not.toContain('TOPSECRET');

    const keepSecret = settings.map((s) => (s.key === 'SF_CLIENT_SECRET' ? { ...s, value: '' } : s));
    const edited = await api.patch(`${files}/${created.body.id}`, { fileName: 'salesforce-dev2', settings: keepSecret });
    expect(edited.body.settings[1].hasValue).toBe(true);
    expect((await api.get(`${files}/${created.body.id}`)).body.fileName).toBe('salesforce-dev2');

    expect((await api.delete(`${files}/${created.body.id}`)).status).toBe(204);
    expect((await api.get(`${files}/${created.body.id}`)).status).toBe(404);
  });

  it('answers rule violations with the error schema', async () => {
    const badJson = await api.post(files, { fileName: 'bad-json', settings: [{ ...settings[3], value: '{owner: OwnerId' }] });
    expect(badJson.status).toBe(400);
    expect(badJson.body.message).toBe('Please enter valid JSON (SF_FIELD_MAP)');
    const taken = await api.post(files, { fileName: 'salesforce-prod', settings });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('A configuration file with this name already exists');
  });

  it('refuses requests that break the contract', async () => {
    await api.post(files, { settings }, { expectRejected: true });
    await api.post(files, { fileName: 'x', settings: [{ ...settings[0], securityLevel: 'SECRET' }] }, { expectRejected: true });
    await api.patch(`${files}/cf_sf_production`, {}, { expectRejected: true });
    await api.post(shared, { customNodeId: CUSTOM_NODE.maskPii }, { expectRejected: true });
  });
});
