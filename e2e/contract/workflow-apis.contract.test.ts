import { beforeAll, describe, expect, it } from 'vitest';
import { API_VERSION, ORG, PROJECT, WORKFLOW } from '../../mocks/fixtures/ids';
import { contractApi, resetMock } from './client';

const api = contractApi();
const base = `/studio/v1/projects/${PROJECT.support}/workflows/${WORKFLOW.supportTriage}`;

describe('contract: workflow APIs', () => {
  beforeAll(resetMock);

  it('answers the tenant id and the workflow API details', async () => {
    const tenant = await api.get('/studio/v1/tenant');
    expect(tenant.body).toEqual({ tenantId: 'tnt-acme-7k2m', organizationId: ORG.acme });
    const overview = await api.get(`${base}/api`);
    expect(overview.body).toMatchObject({ workflowId: WORKFLOW.supportTriage, tenantId: 'tnt-acme-7k2m' });
    expect(overview.body.latestVersion).not.toHaveProperty('apiKey');
  });

  it('lists and reads versions without keys', async () => {
    const list = await api.get(`${base}/apis?page=1&pageSize=10&name=v`);
    expect(list.body.items.map((v: { id: string }) => v.id)).toContain(API_VERSION.supportTriageV1);
    const v1 = await api.get(`${base}/apis/${API_VERSION.supportTriageV1}`);
    expect(v1.body).toMatchObject({ status: 'WORKFLOW_API_STATUS_PUBLISHED', versionName: 'v1' });
    expect(v1.body).not.toHaveProperty('apiKey');
  });

  it('creates a version (key once), issues a new key, changes the status and records the history', async () => {
    // Only the holder of the edit permission manages the API.
    expect((await api.post(`${base}/apis`, { versionName: 'not holder' })).status).toBe(403);
    expect((await api.post(`${base}/edit-permission`)).status).toBe(200);
    const created = await api.post(`${base}/apis`, { versionName: '契約テスト', description: 'Prism proxy' });
    expect(created.status).toBe(201);
    expect(created.body.apiKey).toBeDefined();
    const issued = await api.post(`${base}/apis/${created.body.id}/api-key`);
    expect(issued.status).toBe(201);
    expect(issued.body.apiKey).not.toBe(created.body.apiKey);
    const read = await api.get(`${base}/apis/${created.body.id}`);
    expect(JSON.stringify(read.body)).not.toContain(issued.body.apiKey);
    expect(read.body.apiKeyIssuedAt).toBe(issued.body.apiKeyIssuedAt);

    const unpublished = await api.patch(`${base}/apis/${created.body.id}`, { status: 'WORKFLOW_API_STATUS_UNPUBLISHED' });
    expect(unpublished.body.status).toBe('WORKFLOW_API_STATUS_UNPUBLISHED');
    const history = await api.get(`${base}/api-history?page=1&pageSize=10&apiId=${created.body.id}`);
    expect(history.body.items[0]).toMatchObject({ action: 'API_HISTORY_ACTION_UNPUBLISHED', versionName: '契約テスト' });
    expect(history.body.totalCount).toBe(5);
  });

  it('answers rule violations with the error schema', async () => {
    const blank = await api.post(`${base}/apis`, { versionName: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Please enter a version name');
    const duplicate = await api.post(`${base}/apis`, { versionName: 'v1' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe('This version name is already in use');
    const missing = await api.get(`${base}/apis/api_missing`);
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe(404);
  });

  it('refuses requests that break the contract', async () => {
    await api.post(`${base}/apis`, { description: 'no name' }, { expectRejected: true });
    await api.post(`${base}/apis`, { versionName: 'x'.repeat(21) }, { expectRejected: true });
    await api.patch(`${base}/apis/${API_VERSION.supportTriageV1}`, { status: 'PUBLISHED' }, { expectRejected: true });
    await api.get(`${base}/apis?pageSize=5`, { expectRejected: true });
    await api.get('/studio/v1/tenant', { headers: { idp: '' }, expectRejected: true });
  });
});
