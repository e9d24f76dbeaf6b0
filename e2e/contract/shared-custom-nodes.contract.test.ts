import { beforeAll, describe, expect, it } from 'vitest';
import { CUSTOM_NODE, PROJECT, SHARED_CUSTOM_NODE } from '../../mocks/fixtures/ids';
import { contractApi, resetMock } from './client';

const api = contractApi();
const shared = '/studio/v1/shared-custom-nodes';
const files = `${shared}/${SHARED_CUSTOM_NODE.salesforceLookup}/config-files`;

const settings = [
  {
    label: 'Instance URL',
    key: 'SF_INSTANCE_URL',
    dataType: 'CONFIG_DATA_TYPE_STRING',
    securityLevel: 'SECURITY_LEVEL_PLAIN',
    value: 'https://acme--dev.sandbox.my.salesforce.com',
  },
  { label: 'Client secret', key: 'SF_CLIENT_SECRET', dataType: 'CONFIG_DATA_TYPE_STRING', securityLevel: 'SECURITY_LEVEL_SECRET', value: 'TOPSECRET-123' },
  {
    label: 'API バージョン',
    key: 'SF_API_VERSION',
    dataType: 'CONFIG_DATA_TYPE_SELECT',
    securityLevel: 'SECURITY_LEVEL_PLAIN',
    value: 'v61.0',
    options: ['v60.0', 'v61.0'],
  },
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

  it('names who uses a node and a configuration file', async () => {
    const node = await api.get(`${shared}/${SHARED_CUSTOM_NODE.slackNotify}/usage`);
    expect(node.status).toBe(200);
    expect(node.body.workflows[0].nodes[0]).toMatchObject({ id: 'shared_1' });
    const file = await api.get(`${shared}/${SHARED_CUSTOM_NODE.slackNotify}/config-files/cf_slack_production/usage`);
    expect(file.body.workflows.map((w: { workflowId: string }) => w.workflowId)).toEqual(node.body.workflows.map((w: { workflowId: string }) => w.workflowId));
    expect(file.body.tools).toEqual([]);
    const tools = await api.get(`${shared}/${SHARED_CUSTOM_NODE.salesforceLookup}/usage`);
    expect(tools.body.tools.map((t: { toolName: string }) => t.toolName)).toContain('取引先照会');
    expect((await api.get(`${shared}/${SHARED_CUSTOM_NODE.slackNotify}/config-files/cf_missing/usage`)).status).toBe(404);
  });

  it('answers no secret value from any configuration-file operation', async () => {
    const secret = 'NEVER-ANSWERED-7f3a';
    const withSecret = [
      ...settings.filter((s) => s.securityLevel === 'SECURITY_LEVEL_PLAIN'),
      { label: 'Token', key: 'SF_TOKEN', dataType: 'CONFIG_DATA_TYPE_STRING', securityLevel: 'SECURITY_LEVEL_SECRET', value: secret },
    ];
    const created = await api.post(files, { fileName: 'secret-check', settings: withSecret });
    const file = `${files}/${created.body.id}`;
    const answers = [
      created,
      await api.get(files),
      await api.get(`${files}?name=secret`),
      await api.get(file),
      await api.patch(file, { settings: withSecret.map((s) => (s.key === 'SF_TOKEN' ? { ...s, value: '' } : s)) }),
      await api.patch(file, { fileName: 'secret-check-2' }),
      await api.get(`${file}/usage`),
      await api.get(`${shared}/${SHARED_CUSTOM_NODE.salesforceLookup}/input-parameters`),
      await api.get(`${shared}/${SHARED_CUSTOM_NODE.salesforceLookup}`),
    ];
    for (const answer of answers) {
      expect(answer.status).toBeLessThan(300);
      expect(JSON.stringify(answer.body)).not.toContain(secret);
    }
    const token = (await api.get(file)).body.settings.find((s: { key: string }) => s.key === 'SF_TOKEN');
    expect(token).toMatchObject({ hasValue: true, securityLevel: 'SECURITY_LEVEL_SECRET' });
    expect(token.value).toBeUndefined();
    expect(token.valueSetAt).toEqual(expect.any(String));
    // The seeded secrets too (the contract's examples and the mock's store).
    for (const seeded of ['cf_sf_production', 'cf_sf_sandbox']) {
      const text = JSON.stringify((await api.get(`${files}/${seeded}`)).body);
      expect(text).not.toContain('demo-placeholder');
    }
    expect((await api.delete(file)).status).toBe(204);
  });

  it('refuses requests that break the contract', async () => {
    await api.post(files, { settings }, { expectRejected: true });
    await api.post(files, { fileName: 'x', settings: [{ ...settings[0], securityLevel: 'SECRET' }] }, { expectRejected: true });
    await api.patch(`${files}/cf_sf_production`, {}, { expectRejected: true });
    await api.post(shared, { customNodeId: CUSTOM_NODE.maskPii }, { expectRejected: true });
  });
});
