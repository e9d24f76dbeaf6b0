import { describe, expect, it } from 'vitest';
import { ORG, PROJECT } from '../../fixtures/ids';
import { scenario } from '../../lib/scenario';
import { mockApi } from '../../lib/test-client';

const api = mockApi();

describe('projects (mock backend)', () => {
  it('lists the active organization’s projects only, paged and filtered by name', async () => {
    const page1 = await api.get('/studio/v1/projects?page=1&pageSize=10');
    expect(page1.status).toBe(200);
    expect(page1.body.items).toHaveLength(10);
    expect(page1.body.totalCount).toBe(15);
    const page2 = await api.get('/studio/v1/projects?page=2&pageSize=10');
    expect(page2.body.items).toHaveLength(5);
    const beta = await api.get('/studio/v1/projects', { orgId: ORG.beta });
    expect(beta.body.items.map((p: { id: string }) => p.id)).toEqual([PROJECT.betaSales]);
    const filtered = await api.get(`/studio/v1/projects?name=${encodeURIComponent('invoice')}`);
    expect(filtered.body.items.map((p: { name: string }) => p.name)).toEqual(['Invoice checker']);
  });

  it('creates a project that is then listed first, and deletes it', async () => {
    const created = await api.post('/studio/v1/projects', { name: '  新規プロジェクト ' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: '新規プロジェクト', createdBy: { name: '山田 太郎' } });
    const list = await api.get('/studio/v1/projects');
    expect(list.body.items[0].id).toBe(created.body.id);

    expect((await api.delete(`/studio/v1/projects/${created.body.id}`)).status).toBe(204);
    expect((await api.get(`/studio/v1/projects/${created.body.id}`)).status).toBe(404);
    const after = await api.get('/studio/v1/projects?name=新規');
    expect(after.body.totalCount).toBe(0);
  });

  it('refuses a blank name with the spec message and creates nothing', async () => {
    const before = (await api.get('/studio/v1/projects')).body.totalCount;
    const refused = await api.post('/studio/v1/projects', { name: '   ' });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ code: 400, message: 'Please enter a project name', details: [{ field: 'name', message: 'Please enter a project name' }] });
    expect((await api.get('/studio/v1/projects')).body.totalCount).toBe(before);
  });

  it('answers malformed input with a 400 error body', async () => {
    const badJson = await api.raw('POST', '/studio/v1/projects', '{"name": ', { 'content-type': 'application/json' });
    expect(badJson.status).toBe(400);
    expect(badJson.body).toMatchObject({ code: 400, message: 'Invalid JSON body' });
    const wrongType = await api.post('/studio/v1/projects', { name: 42 });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.details[0].field).toBe('name');
    const badPage = await api.get('/studio/v1/projects?page=0');
    expect(badPage.status).toBe(400);
  });

  it('hides projects of other organizations', async () => {
    expect((await api.get(`/studio/v1/projects/${PROJECT.betaSales}`)).status).toBe(404);
    expect((await api.get(`/studio/v1/projects/${PROJECT.betaSales}`, { orgId: ORG.beta })).status).toBe(200);
  });

  it('renames a project', async () => {
    const renamed = await api.patch(`/studio/v1/projects/${PROJECT.invoice}`, { name: 'Invoice checker v2' });
    expect(renamed.body.name).toBe('Invoice checker v2');
    expect((await api.get(`/studio/v1/projects/${PROJECT.invoice}`)).body.name).toBe('Invoice checker v2');
  });

  it('fails writes at the scenario’s failure rate and changes nothing', async () => {
    scenario.set({ writeFailureRate: 1 });
    const failed = await api.post('/studio/v1/projects', { name: 'x' });
    expect(failed.status).toBe(500);
    expect(failed.body.code).toBe(500);
    scenario.reset();
    expect((await api.get('/studio/v1/projects?name=x')).body.items.every((p: { name: string }) => p.name !== 'x')).toBe(true);
  });
});
