import { beforeEach, describe, expect, it } from 'vitest';
import { API_VERSION, ORG, PROJECT, WORKFLOW } from '../../fixtures/ids';
import { mockApi } from '../../lib/test-client';
import { pruneRevisions } from '../workflows/revisions';

const api = mockApi();
const base = (workflowId: string = WORKFLOW.supportTriage, projectId: string = PROJECT.support) => `/studio/v1/projects/${projectId}/workflows/${workflowId}`;

describe('workflow APIs (mock backend)', () => {
  // The caller (山田 太郎) holds the edit permission of the support triage workflow: only the holder manages its API.
  beforeEach(async () => {
    expect((await api.post(`${base()}/edit-permission`)).status).toBe(200);
  });

  it('refuses every change by someone who does not hold the edit permission, changing nothing', async () => {
    expect((await api.delete(`${base()}/edit-permission`)).status).toBe(204);
    const refusals = [
      await api.post(`${base()}/apis`, { versionName: 'v3' }),
      await api.patch(`${base()}/apis/${API_VERSION.supportTriageV1}`, { status: 'WORKFLOW_API_STATUS_UNPUBLISHED' }),
      await api.post(`${base()}/apis/${API_VERSION.supportTriageV1}/api-key`),
    ];
    expect(refusals.map((r) => [r.status, r.body.message])).toEqual(
      Array(3).fill([403, 'Only the holder of the edit permission can manage this workflow API']),
    );
    const list = await api.get(`${base()}/apis`);
    expect(list.body.items.map((v: { versionName: string; status: string }) => [v.versionName, v.status])).toEqual([
      ['v2', 'WORKFLOW_API_STATUS_UNPUBLISHED'],
      ['v1', 'WORKFLOW_API_STATUS_PUBLISHED'],
    ]);
  });

  it('a new version takes what the saved graph takes and returns (the start node’s inputs, the end nodes’ outputs)', async () => {
    const graph = await api.get(`${base()}/graph`);
    const nodes = graph.body.nodes.map((node: { kind: string; data: { inputVariables?: unknown[] } }) =>
      node.kind === 'NODE_KIND_START'
        ? { ...node, data: { ...node.data, inputVariables: [...(node.data.inputVariables ?? []), { name: 'channel', debugValue: 'mail' }] } }
        : node,
    );
    expect((await api.put(`${base()}/graph`, { baseRevision: graph.body.revision, nodes, edges: graph.body.edges })).status).toBe(200);
    const created = await api.post(`${base()}/apis`, { versionName: 'v3' });
    expect(created.body).toMatchObject({ inputVariableNames: ['inquiry', 'customerId', 'channel'], outputVariableNames: ['category', 'priority'] });
  });

  it('answers the tenant id of the active organization', async () => {
    const acme = await api.get('/studio/v1/tenant');
    expect(acme.status).toBe(200);
    expect(acme.body).toEqual({ tenantId: 'tnt-acme-7k2m', organizationId: ORG.acme });
    expect((await api.get('/studio/v1/tenant', { orgId: ORG.beta })).body.tenantId).toBe('tnt-beta-4q8x');
  });

  it('lists the seeded versions: v1 published, v2 unpublished, never with a key', async () => {
    const list = await api.get(`${base()}/apis`);
    expect(list.status).toBe(200);
    expect(list.body.items.map((v: { versionName: string; status: string }) => [v.versionName, v.status])).toEqual([
      ['v2', 'WORKFLOW_API_STATUS_UNPUBLISHED'],
      ['v1', 'WORKFLOW_API_STATUS_PUBLISHED'],
    ]);
    for (const version of list.body.items) {
      expect(version).not.toHaveProperty('apiKey');
      expect(version.apiKeyHint).toMatch(/^aiw_sk_•+[A-Za-z0-9]{4}$/);
      expect(version.tenantId).toBe('tnt-acme-7k2m');
      expect(version.syncEndpoint).toContain(version.id);
    }
    const v1 = await api.get(`${base()}/apis/${API_VERSION.supportTriageV1}`);
    expect(v1.body).toMatchObject({ versionName: 'v1', inputVariableNames: ['inquiry', 'customerId'] });
    const faq = await api.get(`${base(WORKFLOW.faqAnswer)}/apis`);
    expect(faq.body.totalCount).toBe(2);
    const overview = await api.get(`${base()}/api`);
    expect(overview.body).toMatchObject({
      workflowId: WORKFLOW.supportTriage,
      versionCount: 2,
      publishedVersionCount: 1,
      latestVersion: { versionName: 'v2' },
    });
  });

  it('creates a version with a new endpoint and a key shown once; older versions stay published', async () => {
    const created = await api.post(`${base()}/apis`, { versionName: ' v3 ', description: '英語対応' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ versionName: 'v3', status: 'WORKFLOW_API_STATUS_PUBLISHED', createdBy: { name: '山田 太郎' } });
    expect(created.body.apiKey).toMatch(/^aiw_sk_[A-Za-z0-9]{36}$/);
    expect(created.body.apiKeyHint.endsWith(created.body.apiKey.slice(-4))).toBe(true);
    const v1 = await api.get(`${base()}/apis/${API_VERSION.supportTriageV1}`);
    expect(created.body.syncEndpoint).not.toBe(v1.body.syncEndpoint);
    expect(v1.body.status).toBe('WORKFLOW_API_STATUS_PUBLISHED');

    const list = await api.get(`${base()}/apis`);
    expect(list.body.items[0].id).toBe(created.body.id);
    expect(JSON.stringify(list.body)).not.toContain(created.body.apiKey);
    const one = await api.get(`${base()}/apis/${created.body.id}`);
    expect(one.body).not.toHaveProperty('apiKey');
    const history = await api.get(`${base()}/api-history?apiId=${created.body.id}`);
    expect(history.body.items.map((h: { action: string }) => h.action).sort()).toEqual([
      'API_HISTORY_ACTION_API_KEY_ISSUED',
      'API_HISTORY_ACTION_CREATED',
      'API_HISTORY_ACTION_PUBLISHED',
    ]);
  });

  it('refuses a blank or missing version name and a duplicate one, creating nothing', async () => {
    const before = (await api.get(`${base()}/apis`)).body.totalCount;
    for (const body of [{ versionName: '  ' }, {}]) {
      const refused = await api.post(`${base()}/apis`, body);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        code: 400,
        message: 'Please enter a version name',
        details: [{ field: 'versionName', message: 'Please enter a version name' }],
      });
    }
    const duplicate = await api.post(`${base()}/apis`, { versionName: 'v1' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual({ code: 409, message: 'This version name is already in use' });
    const tooLong = await api.post(`${base()}/apis`, { versionName: 'x'.repeat(21) });
    expect(tooLong.status).toBe(400);
    const badJson = await api.raw('POST', `${base()}/apis`, '{"versionName":', { 'content-type': 'application/json' });
    expect(badJson.status).toBe(400);
    expect(badJson.body.message).toBe('Invalid JSON body');
    expect((await api.get(`${base()}/apis`)).body.totalCount).toBe(before);
  });

  it('issues a new key that differs from the old one and is never answered by GETs', async () => {
    const created = await api.post(`${base()}/apis`, { versionName: 'key test' });
    const issued = await api.post(`${base()}/apis/${created.body.id}/api-key`);
    expect(issued.status).toBe(201);
    expect(issued.body.apiKey).not.toBe(created.body.apiKey);
    expect(issued.body.apiKeyHint.endsWith(issued.body.apiKey.slice(-4))).toBe(true);
    const after = await api.get(`${base()}/apis/${created.body.id}`);
    expect(after.body.apiKeyIssuedAt).toBe(issued.body.apiKeyIssuedAt);
    expect(after.body.apiKeyHint).toBe(issued.body.apiKeyHint);
    for (const path of [`${base()}/apis`, `${base()}/apis/${created.body.id}`, `${base()}/api`, `${base()}/api-history`]) {
      const text = JSON.stringify((await api.get(path)).body);
      expect(text).not.toContain(issued.body.apiKey);
      expect(text).not.toContain(created.body.apiKey);
    }
  });

  it('changes the publish status and records it in the history', async () => {
    const unpublished = await api.patch(`${base()}/apis/${API_VERSION.supportTriageV1}`, { status: 'WORKFLOW_API_STATUS_UNPUBLISHED' });
    expect(unpublished.status).toBe(200);
    expect(unpublished.body.status).toBe('WORKFLOW_API_STATUS_UNPUBLISHED');
    const history = await api.get(`${base()}/api-history`);
    expect(history.body.items[0]).toMatchObject({ apiId: API_VERSION.supportTriageV1, action: 'API_HISTORY_ACTION_UNPUBLISHED', actor: { name: '山田 太郎' } });
    const bad = await api.patch(`${base()}/apis/${API_VERSION.supportTriageV1}`, { status: 'PUBLISHED' });
    expect(bad.status).toBe(400);
    expect((await api.get(`${base()}/apis/${API_VERSION.supportTriageV1}`)).body.status).toBe('WORKFLOW_API_STATUS_UNPUBLISHED');
  });

  it('pages and filters the history, and hides other projects and organizations', async () => {
    const page = await api.get(`${base()}/api-history?page=1&pageSize=10&name=v2`);
    expect(page.body.items.every((h: { versionName: string }) => h.versionName === 'v2')).toBe(true);
    expect(page.body.totalCount).toBe(4);
    expect((await api.get(`${base(WORKFLOW.supportTriage, PROJECT.invoice)}/apis`)).status).toBe(404);
    expect((await api.get(`${base()}/apis/api_unknown`)).status).toBe(404);
    expect((await api.get(`${base()}/apis`, { orgId: ORG.beta })).status).toBe(404);
    expect((await api.get(`${base()}/api-history?pageSize=5`)).status).toBe(400);
  });

  it('answers 404 on every operation for a workflow that does not exist, never invented data', async () => {
    const missing = base('wf_does_not_exist');
    const answers = [
      await api.get(`${missing}/api`),
      await api.get(`${missing}/apis`),
      await api.get(`${missing}/api-history`),
      await api.post(`${missing}/apis`, { versionName: 'v1' }),
      await api.get(`${missing}/apis/${API_VERSION.supportTriageV1}`),
      await api.patch(`${missing}/apis/${API_VERSION.supportTriageV1}`, { status: 'WORKFLOW_API_STATUS_UNPUBLISHED' }),
      await api.post(`${missing}/apis/${API_VERSION.supportTriageV1}/api-key`),
    ];
    expect(answers.map((a) => [a.status, a.body])).toEqual(Array(7).fill([404, { code: 404, message: 'Workflow not found' }]));
    // A project that does not exist (or is another organization's) is a 404 too.
    expect((await api.get(`${base(WORKFLOW.supportTriage, 'prj_does_not_exist')}/api`)).body).toEqual({ code: 404, message: 'Project not found' });
    expect((await api.get(`${base(WORKFLOW.supportTriage)}/api`, { orgId: ORG.beta })).status).toBe(404);
  });

  it('serves the API of a workflow created in the studio under its name, and 404 once it is deleted', async () => {
    const workflows = `/studio/v1/projects/${PROJECT.support}/workflows`;
    const created = await api.post(workflows, { name: '返金受付' });
    expect(created.status).toBe(201);
    const overview = await api.get(`${base(created.body.id)}/api`);
    expect(overview.status).toBe(200);
    expect(overview.body).toMatchObject({ workflowId: created.body.id, workflowName: '返金受付', versionCount: 0, publishedVersionCount: 0 });
    expect((await api.get(`${base(created.body.id)}/apis`)).body.totalCount).toBe(0);
    expect((await api.delete(`${workflows}/${created.body.id}`)).status).toBe(204);
    expect((await api.get(`${base(created.body.id)}/api`)).status).toBe(404);
    expect((await api.get(`${base(created.body.id)}/api-history`)).status).toBe(404);
  });

  it('a workflow made in the studio: its API is named as the workflow is called now, runs the saved revision, and the workflow lists show it', async () => {
    const workflows = `/studio/v1/projects/${PROJECT.support}/workflows`;
    const created = await api.post(workflows, { name: 'Draft' });
    const id = created.body.id as string;
    await api.post(`${base(id)}/edit-permission`);
    for (let i = 0; i < 3; i++) {
      const graph = await api.get(`${base(id)}/graph`);
      expect((await api.put(`${base(id)}/graph`, { baseRevision: graph.body.revision, nodes: graph.body.nodes, edges: graph.body.edges })).status).toBe(200);
    }
    const saved = (await api.get(`${base(id)}/graph`)).body.revision as number;
    expect((await api.patch(`${workflows}/${id}`, { name: '返品受付' })).status).toBe(200);

    const version = await api.post(`${base(id)}/apis`, { versionName: 'v1' });
    expect(version.status).toBe(201);
    expect(version.body).toMatchObject({ workflowName: '返品受付', workflowVersion: saved });
    // The workflow, its folder listing and the pickers carry the version (with the revision it runs).
    const summary = { id: version.body.id, name: 'v1', status: 'WORKFLOW_API_STATUS_PUBLISHED', workflowVersion: saved };
    expect((await api.get(`${workflows}/${id}`)).body).toMatchObject({ published: true, latestVersion: summary, versions: [summary] });
    const listing = await api.get(`/studio/v1/projects/${PROJECT.support}/workflow-items?folderPath=/&pageSize=100`);
    expect(listing.body.items.find((item: { id: string }) => item.id === id)).toMatchObject({ latestVersion: summary });
    const picker = await api.get(`${workflows}/selection?name=${encodeURIComponent('返品受付')}`);
    expect(picker.body.items[0].versions).toEqual([expect.objectContaining(summary)]);
    // Unpublished, it is still the latest version but no longer published.
    await api.patch(`${base(id)}/apis/${version.body.id}`, { status: 'WORKFLOW_API_STATUS_UNPUBLISHED' });
    expect((await api.get(`${workflows}/${id}`)).body).toMatchObject({
      published: false,
      latestVersion: { ...summary, status: 'WORKFLOW_API_STATUS_UNPUBLISHED' },
    });

    // Renamed again: every answer of its API names it so.
    await api.patch(`${workflows}/${id}`, { name: 'Returns intake' });
    expect((await api.get(`${base(id)}/apis/${version.body.id}`)).body.workflowName).toBe('Returns intake');
    expect((await api.get(`${base(id)}/apis`)).body.items[0].workflowName).toBe('Returns intake');
    expect((await api.get(`${base(id)}/api`)).body).toMatchObject({ workflowName: 'Returns intake', latestVersion: { workflowName: 'Returns intake' } });
  });

  it('answers a JSON body over 20 MB with 413 and creates nothing', async () => {
    const before = (await api.get(`${base()}/apis`)).body.totalCount;
    const huge = await api.post(`${base()}/apis`, { versionName: 'v9', description: 'x'.repeat(20 * 1024 * 1024 + 1) });
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ code: 413, message: 'Request body is too large. Maximum size is 20MB.' });
    expect((await api.get(`${base()}/apis`)).body.totalCount).toBe(before);
  });

  it('a new version runs the revision it names; one never saved or pruned is refused with 400 and nothing is created', async () => {
    const named = await api.post(`${base()}/apis`, { versionName: 'v3', workflowVersion: 9 });
    expect(named.status).toBe(201);
    expect(named.body.workflowVersion).toBe(9);

    const refusal = { code: 400, message: 'Revision not found', details: [{ field: 'workflowVersion', message: 'Revision not found' }] };
    const never = await api.post(`${base()}/apis`, { versionName: 'v4', workflowVersion: 99 });
    expect([never.status, never.body]).toEqual([400, refusal]);
    // Keep only the newest revision: revision 4 (unnamed, run by no version) is pruned; 3, 5 and 9 stay.
    pruneRevisions(WORKFLOW.supportTriage, 1);
    expect((await api.get(`${base()}/revisions/4`)).status).toBe(404);
    const pruned = await api.post(`${base()}/apis`, { versionName: 'v4', workflowVersion: 4 });
    expect([pruned.status, pruned.body]).toEqual([400, refusal]);

    const list = await api.get(`${base()}/apis`);
    expect(list.body.items.map((v: { versionName: string }) => v.versionName)).toEqual(['v3', 'v2', 'v1']);
  });
});
