import { describe, expect, it } from 'vitest';
import { CUSTOM_NODE, ORG, PROJECT } from '../../fixtures/ids';
import { mockApi } from '../../lib/test-client';
import { LOCAL_CUSTOM_NODE } from './table';

const api = mockApi();
const filesOf = (projectId: string, customNodeId: string) => `/studio/v1/projects/${projectId}/custom-nodes/${customNodeId}/config-files`;
const names = (body: { items: { fileName: string }[] }) => body.items.map((file) => file.fileName);

describe('custom node configuration (env) files (mock backend)', () => {
  it('lists a custom node’s files in file-name order, paged and filtered by file name', async () => {
    const list = await api.get<{ items: { id: string; fileName: string; customNodeId: string }[]; totalCount: number; page: number; pageSize: number }>(
      `${filesOf(PROJECT.support, CUSTOM_NODE.maskPii)}?page=1&pageSize=10`,
    );
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ totalCount: 2, page: 1, pageSize: 10 });
    expect(names(list.body)).toEqual(['default.env', '厳格モード.env']);
    expect(list.body.items.every((file) => file.customNodeId === CUSTOM_NODE.maskPii)).toBe(true);

    const filtered = await api.get(`${filesOf(PROJECT.support, CUSTOM_NODE.maskPii)}?name=${encodeURIComponent('厳格')}`);
    expect(names(filtered.body)).toEqual(['厳格モード.env']);
    const secondPage = await api.get(`${filesOf(PROJECT.support, LOCAL_CUSTOM_NODE.slackNotify)}?page=2&pageSize=10`);
    expect(secondPage.body).toMatchObject({ items: [], totalCount: 2, page: 2 });
    // A node without files answers an empty page, not an error.
    expect((await api.get(filesOf(PROJECT.support, LOCAL_CUSTOM_NODE.priorityScore))).body).toMatchObject({ items: [], totalCount: 0 });
  });

  it('never answers secret values', async () => {
    const list = await api.get<{ items: { fileName: string; updatedAt: string; settings: { key: string; hasValue: boolean; value?: string }[] }[] }>(
      filesOf(PROJECT.support, LOCAL_CUSTOM_NODE.slackNotify),
    );
    expect(JSON.stringify(list.body)).not.toContain('hooks.slack.com');
    const [production, sandbox] = list.body.items;
    expect(production!.settings[0]).toEqual({
      label: 'Webhook URL',
      key: 'SLACK_WEBHOOK_URL',
      dataType: 'CONFIG_DATA_TYPE_STRING',
      securityLevel: 'SECURITY_LEVEL_SECRET',
      hasValue: true,
      valueSetAt: production!.updatedAt,
    });
    expect(production!.settings[1]).toMatchObject({ key: 'SLACK_CHANNEL', value: '#support-alerts', hasValue: true });
    expect(sandbox!.settings[0]!.hasValue).toBe(false);
  });

  it('answers 404 for a custom node of another project or organization, and 400 for a malformed query', async () => {
    const otherProject = await api.get(filesOf(PROJECT.invoice, CUSTOM_NODE.maskPii));
    expect(otherProject.status).toBe(404);
    expect(otherProject.body).toEqual({ code: 404, message: 'Custom node not found' });
    expect((await api.get(filesOf(PROJECT.support, CUSTOM_NODE.maskPii), { orgId: ORG.beta })).status).toBe(404);
    expect((await api.get(filesOf(PROJECT.support, 'cn_missing'))).body).toEqual({ code: 404, message: 'Custom node not found' });
    expect((await api.get(filesOf('prj_missing', CUSTOM_NODE.maskPii))).body).toEqual({ code: 404, message: 'Project not found' });
    const badQuery = await api.get(`${filesOf(PROJECT.support, CUSTOM_NODE.maskPii)}?pageSize=5`);
    expect(badQuery.status).toBe(400);
    expect(badQuery.body).toMatchObject({ code: 400 });
  });

  it('deleting the custom node deletes its files', async () => {
    const files = filesOf(PROJECT.support, LOCAL_CUSTOM_NODE.slackNotify);
    expect(names((await api.get(files)).body)).toEqual(['production.env', 'sandbox.env']);
    expect((await api.delete(`/studio/v1/projects/${PROJECT.support}/custom-nodes/${LOCAL_CUSTOM_NODE.slackNotify}`)).status).toBe(204);
    expect((await api.get(files)).status).toBe(404);
    // A node in use (published as a tool) is not deleted, and keeps its files.
    const box = filesOf(PROJECT.invoice, CUSTOM_NODE.boxUpload);
    expect((await api.delete(`/studio/v1/projects/${PROJECT.invoice}/custom-nodes/${CUSTOM_NODE.boxUpload}`)).status).toBe(409);
    expect(names((await api.get(box)).body)).toEqual(['box-production.env']);
  });
});
