import { beforeAll, describe, expect, it } from 'vitest';
import { PROJECT, WORKFLOW } from '../../mocks/fixtures/ids';
import { contractApi, resetMock } from './client';

const api = contractApi();
const flow = `/studio/v1/projects/${PROJECT.support}/workflows/${WORKFLOW.supportTriage}`;

describe('contract: workflow revisions', () => {
  beforeAll(resetMock);

  it('lists revisions, reads one, names it, restores it and refuses a stale restore', async () => {
    const list = await api.get(`${flow}/revisions?page=1&pageSize=10&name=`);
    expect(list.status).toBe(200);
    expect(list.body.items[0].revision).toBe(12);
    const three = await api.get(`${flow}/revisions/3`);
    expect(three.body.graph.revision).toBe(3);
    expect(three.body.apiVersions.length).toBeGreaterThan(0);
    expect((await api.get(`${flow}/revisions/999`)).status).toBe(404);

    expect((await api.patch(`${flow}/revisions/4`, { name: '契約テスト' })).status).toBe(403);
    expect((await api.post(`${flow}/edit-permission`)).status).toBe(200);
    const named = await api.patch(`${flow}/revisions/4`, { name: '契約テスト', description: '説明' });
    expect(named.body).toMatchObject({ revision: 4, name: '契約テスト' });
    const taken = await api.patch(`${flow}/revisions/5`, { name: '契約テスト' });
    expect(taken.status).toBe(409);
    expect(taken.body.namedRevision).toBe(4);

    const restored = await api.post(`${flow}/revisions/4/restore`, { baseRevision: 12 });
    expect(restored.status).toBe(200);
    expect(restored.body.revision).toBe(13);
    const stale = await api.post(`${flow}/revisions/4/restore`, { baseRevision: 12 });
    expect(stale.status).toBe(409);
    expect(stale.body.currentRevision).toBe(13);
    expect((await api.get(`${flow}/revisions/13`)).body.restoredFrom).toEqual({ revision: 4, name: '契約テスト' });
    expect((await api.delete(`${flow}/edit-permission`)).status).toBe(204);
  });

  it('refuses requests that break the contract', async () => {
    await api.patch(`${flow}/revisions/4`, { name: 'x'.repeat(51) }, { expectRejected: true });
    await api.post(`${flow}/revisions/4/restore`, {}, { expectRejected: true });
  });
});
