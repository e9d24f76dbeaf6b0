import { beforeAll, describe, expect, it } from 'vitest';
import { contractApi, resetMock } from './client';

const api = contractApi();

describe('contract: projects', () => {
  beforeAll(resetMock);

  it('creates, lists, reads, renames and deletes a project', async () => {
    const created = await api.post('/studio/v1/projects', { name: '契約テスト', description: 'Prism proxy' });
    expect(created.status).toBe(201);
    const list = await api.get('/studio/v1/projects?page=1&pageSize=10&name=契約');
    expect(list.body.items.map((p: { id: string }) => p.id)).toEqual([created.body.id]);
    expect((await api.get(`/studio/v1/projects/${created.body.id}`)).body.name).toBe('契約テスト');
    expect((await api.patch(`/studio/v1/projects/${created.body.id}`, { name: '契約テスト 2' })).body.name).toBe('契約テスト 2');
    expect((await api.delete(`/studio/v1/projects/${created.body.id}`)).status).toBe(204);
    const gone = await api.get(`/studio/v1/projects/${created.body.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ code: 404 });
  });

  it('answers rule violations with the error schema', async () => {
    const blank = await api.post('/studio/v1/projects', { name: ' ' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Please enter a project name');
  });

  it('refuses requests that break the contract', async () => {
    await api.post('/studio/v1/projects', { title: 'no name' }, { expectRejected: true });
    await api.get('/studio/v1/projects?pageSize=5', { expectRejected: true });
    await api.get('/studio/v1/projects', { headers: { idp: '' }, expectRejected: true });
  });
});
