import { describe, expect, it } from 'vitest';
import { createConfigFileBodyFileNameRegExp } from '../../../src/generated/config-files/config-files.zod';
import { CUSTOM_NODE, ORG, PROJECT, SHARED_CUSTOM_NODE } from '../../fixtures/ids';
import { mockApi } from '../../lib/test-client';
import { FILE_NAME_PATTERN } from '../../lib/validate';

const api = mockApi();

describe('shared custom nodes (mock backend)', () => {
  const shared = '/studio/v1/shared-custom-nodes';

  it('lists the organization’s shared custom nodes with their input parameters and env files', async () => {
    const list = await api.get(`${shared}?page=1&pageSize=10`);
    expect(list.body.items.map((n: { id: string }) => n.id)).toContain(SHARED_CUSTOM_NODE.slackNotify);
    expect((await api.get(shared, { orgId: ORG.beta })).body.items.map((n: { id: string }) => n.id)).not.toContain(SHARED_CUSTOM_NODE.slackNotify);
    const one = await api.get(`${shared}/${SHARED_CUSTOM_NODE.slackNotify}`);
    expect(one.body).toMatchObject({ name: 'Slack 通知', configFileCount: 2, inputParameters: [{ name: 'message' }, { name: 'title', required: false }] });
    const panel = await api.get(`${shared}/${SHARED_CUSTOM_NODE.slackNotify}/input-parameters`);
    expect(panel.body.configFiles.map((f: { fileName: string }) => f.fileName)).toEqual(['production.env', '検証環境.env']);
  });

  it('lets an admin publish and unpublish, and refuses an agent editor', async () => {
    const editor = mockApi({ user: 'agentEditor' });
    const body = { projectId: PROJECT.support, customNodeId: CUSTOM_NODE.maskPii };
    const refused = await editor.post(shared, body);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ code: 403, message: 'Only an administrator can do this', reason: 'ROLE_FORBIDDEN' });
    expect((await api.get(`${shared}?name=PII`)).body.totalCount).toBe(0);

    const published = await api.post(shared, body);
    expect(published.status).toBe(201);
    expect(published.body).toMatchObject({ name: 'PII マスキング', sourceCustomNodeId: CUSTOM_NODE.maskPii, configFileCount: 0 });
    expect((await api.get(`${shared}?name=PII`)).body.items[0].id).toBe(published.body.id);
    expect((await api.post(shared, body)).status).toBe(409);

    expect((await editor.delete(`${shared}/${published.body.id}`)).status).toBe(403);
    expect((await api.delete(`${shared}/${published.body.id}`)).status).toBe(204);
    expect((await api.get(`${shared}/${published.body.id}`)).status).toBe(404);
  });

  it('answers the published code of one node, and who uses a node and a configuration file', async () => {
    const one = await api.get(`${shared}/${SHARED_CUSTOM_NODE.slackNotify}`);
    expect(one.body.code).toContain('def run');
    const usage = await api.get(`${shared}/${SHARED_CUSTOM_NODE.slackNotify}/usage`);
    expect(usage.body.workflows).toHaveLength(1);
    expect(usage.body.workflows[0]).toMatchObject({ projectId: PROJECT.research, nodes: [{ id: 'shared_1', label: 'Slack 通知' }] });
    expect(usage.body.tools.map((tool: { toolName: string }) => tool.toolName)).toEqual(['Slack escalation']);
    const fileUsage = await api.get(`${shared}/${SHARED_CUSTOM_NODE.slackNotify}/config-files/cf_slack_production/usage`);
    expect(fileUsage.body.workflows).toHaveLength(1);
    const unused = await api.get(`${shared}/${SHARED_CUSTOM_NODE.slackNotify}/config-files/cf_slack_staging/usage`);
    expect(unused.body).toEqual({ workflows: [], tools: [] });
    const sf = await api.get(`${shared}/${SHARED_CUSTOM_NODE.salesforceLookup}/usage`);
    expect(sf.body.tools).toEqual([expect.objectContaining({ projectId: PROJECT.invoice, toolName: '取引先照会' })]);
  });

  it('unpublishing removes the node’s configuration files', async () => {
    await api.delete(`${shared}/${SHARED_CUSTOM_NODE.slackNotify}`);
    expect((await api.get(`${shared}/${SHARED_CUSTOM_NODE.slackNotify}/config-files/cf_slack_production`)).status).toBe(404);
    // The files of a shared custom node that does not exist are a 404, not an empty page.
    expect((await api.get(`${shared}/scn_missing/config-files`)).status).toBe(404);
    expect((await api.post(`${shared}/scn_missing/config-files`, { fileName: 'qa.env', settings: [] })).status).toBe(404);
  });
});

describe('configuration files (mock backend)', () => {
  const files = `/studio/v1/shared-custom-nodes/${SHARED_CUSTOM_NODE.slackNotify}/config-files`;
  const settings = [
    {
      label: 'Webhook URL',
      key: 'SLACK_WEBHOOK_URL',
      dataType: 'CONFIG_DATA_TYPE_STRING',
      securityLevel: 'SECURITY_LEVEL_SECRET',
      value: 'https://hooks.slack.com/services/T1/B1/secret',
    },
    { label: 'チャンネル', key: 'SLACK_CHANNEL', dataType: 'CONFIG_DATA_TYPE_STRING', securityLevel: 'SECURITY_LEVEL_PLAIN', value: '#qa' },
    { label: 'Mentions', key: 'MENTION_USER_IDS', dataType: 'CONFIG_DATA_TYPE_JSON', securityLevel: 'SECURITY_LEVEL_PLAIN', value: '["U1"]' },
  ];

  it('never answers secret values, in lists or single reads', async () => {
    const list = await api.get(files);
    const text = JSON.stringify(list.body);
    expect(text).not.toContain('hooks.slack.com');
    const prod = list.body.items.find((f: { id: string }) => f.id === 'cf_slack_production');
    expect(prod.settings[0]).toEqual({
      label: 'Webhook URL',
      key: 'SLACK_WEBHOOK_URL',
      dataType: 'CONFIG_DATA_TYPE_STRING',
      securityLevel: 'SECURITY_LEVEL_SECRET',
      hasValue: true,
      valueSetAt: prod.updatedAt,
    });
    const staging = await api.get(`${files}/cf_slack_staging`);
    expect(staging.body.settings[0].hasValue).toBe(false);
  });

  it('creates a file that is listed, keeps a secret left blank on edit, and deletes it', async () => {
    const created = await api.post(files, { fileName: 'qa.env', settings });
    expect(created.status).toBe(201);
    expect(JSON.stringify(created.body)).not.toContain('secret');
    expect(created.body.settings[0].hasValue).toBe(true);
    expect((await api.get(`${files}?name=qa`)).body.items.map((f: { id: string }) => f.id)).toEqual([created.body.id]);

    const blankSecret = settings.map((setting, i) => (i === 0 ? { ...setting, value: '' } : i === 1 ? { ...setting, value: '#qa-2' } : setting));
    const edited = await api.patch(`${files}/${created.body.id}`, { settings: blankSecret });
    expect(edited.status).toBe(200);
    expect(edited.body.settings[0].hasValue).toBe(true);
    expect(edited.body.settings[0].valueSetAt).toBe(created.body.settings[0].valueSetAt);
    expect(edited.body.settings[1].value).toBe('#qa-2');
    const { value: _omit, ...absent } = settings[0]!;
    const edited2 = await api.patch(`${files}/${created.body.id}`, { fileName: 'qa2.env', settings: [absent, settings[1]] });
    expect(edited2.body.settings[0].hasValue).toBe(true);
    expect(edited2.body.fileName).toBe('qa2.env');

    expect((await api.delete(`${files}/${created.body.id}`)).status).toBe(204);
    expect((await api.get(`${files}/${created.body.id}`)).status).toBe(404);
    expect((await api.get(`${files}?name=qa`)).body.totalCount).toBe(0);
  });

  it('refuses invalid JSON, numbers, booleans, options, duplicate keys and names, changing nothing', async () => {
    const before = (await api.get(files)).body.totalCount;
    const json = await api.post(files, { fileName: 'x.env', settings: [{ ...settings[2], value: '{"a": ' }] });
    expect(json.status).toBe(400);
    expect(json.body.message).toBe('Please enter valid JSON (MENTION_USER_IDS)');
    expect(json.body.details[0].field).toBe('settings.0.value');
    const number = await api.post(files, {
      fileName: 'x.env',
      settings: [{ label: 'n', key: 'N', dataType: 'CONFIG_DATA_TYPE_NUMBER', securityLevel: 'SECURITY_LEVEL_PLAIN', value: 'three' }],
    });
    expect(number.body.message).toBe('Please enter a number (N)');
    const bool = await api.post(files, {
      fileName: 'x.env',
      settings: [{ label: 'b', key: 'B', dataType: 'CONFIG_DATA_TYPE_BOOLEAN', securityLevel: 'SECURITY_LEVEL_PLAIN', value: 'yes' }],
    });
    expect(bool.body.message).toBe('Please select true or false (B)');
    const select = await api.post(files, {
      fileName: 'x.env',
      settings: [{ label: 's', key: 'S', dataType: 'CONFIG_DATA_TYPE_SELECT', securityLevel: 'SECURITY_LEVEL_PLAIN', value: 'c', options: ['a', 'b'] }],
    });
    expect(select.body.message).toBe('Please select one of the options (S)');
    const dup = await api.post(files, { fileName: 'x.env', settings: [settings[1], settings[1]] });
    expect(dup.body.message).toBe('The key SLACK_CHANNEL is used more than once');
    const blankName = await api.post(files, { fileName: ' ', settings });
    expect(blankName.body.message).toBe('Please enter a file name');
    for (const fileName of ['../../etc/evil.env', 'envs/qa.env', '..\\qa.env', '..', 'qa\t.env']) {
      const path = await api.post(files, { fileName, settings });
      expect(path.body, fileName).toEqual({ code: 400, message: 'Invalid file name', details: [{ field: 'fileName', message: 'Invalid file name' }] });
    }
    const renamed = await api.patch(`${files}/cf_slack_production`, { fileName: '../production.env' });
    expect(renamed.body.message).toBe('Invalid file name');
    expect((await api.get(`${files}/cf_slack_production`)).body.fileName).toBe('production.env');
    const tooLong = await api.post(files, { fileName: `${'x'.repeat(97)}.env`, settings });
    expect(tooLong.status).toBe(400);
    // The mock's file name rule is the contract's FileName pattern, as generated.
    expect(FILE_NAME_PATTERN.source).toBe(createConfigFileBodyFileNameRegExp.source);
    const taken = await api.post(files, { fileName: 'production.env', settings });
    expect(taken.status).toBe(409);
    const editJson = await api.patch(`${files}/cf_slack_production`, { settings: [{ ...settings[2], value: 'not json' }] });
    expect(editJson.status).toBe(400);
    expect((await api.get(`${files}/cf_slack_production`)).body.settings).toHaveLength(5);
    expect((await api.get(files)).body.totalCount).toBe(before);
  });
});
