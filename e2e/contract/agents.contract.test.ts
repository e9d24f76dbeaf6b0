import { beforeAll, describe, expect, it } from 'vitest';
import { PROJECT } from '../../mocks/fixtures/ids';
import { contractApi, resetMock } from './client';

const api = contractApi();
const agents = `/studio/v1/projects/${PROJECT.support}/agents`;

describe('contract: agents', () => {
  beforeAll(resetMock);

  it('creates, lists, reads, edits and deletes an agent', async () => {
    const created = await api.post(agents, {
      name: '契約テストエージェント',
      toolIds: ['tl_search_faq', 'tl_mask_pii'],
      systemPrompt: 'Answer politely in English.',
    });
    expect(created.status).toBe(201);
    expect(created.body.tools.map((t: { displayName: string }) => t.displayName)).toEqual(['FAQ検索', '個人情報マスキング']);
    const list = await api.get(`${agents}?page=1&pageSize=10&name=契約`);
    expect(list.body.items.map((a: { id: string }) => a.id)).toEqual([created.body.id]);
    expect((await api.get(`${agents}/${created.body.id}`)).body.systemPrompt).toBe('Answer politely in English.');
    const edited = await api.patch(`${agents}/${created.body.id}`, { name: 'Contract agent', toolIds: ['tl_notify_slack'] });
    expect(edited.body).toMatchObject({ name: 'Contract agent', tools: [{ id: 'tl_notify_slack' }] });
    expect((await api.delete(`${agents}/${created.body.id}`)).status).toBe(204);
    const gone = await api.get(`${agents}/${created.body.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ code: 404 });
  });

  it('answers rule violations with the error schema and changes nothing', async () => {
    const before = (await api.get(agents)).body.totalCount;
    const blank = await api.post(agents, { name: '  ', toolIds: ['tl_search_faq'] });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Please enter an agent name');
    const unknown = await api.post(agents, { name: 'x', toolIds: ['tl_unknown'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Tool not found: tl_unknown');
    expect((await api.get(agents)).body.totalCount).toBe(before);
    const badJson = await api.post(agents, '{"name": ', { direct: true, headers: { 'content-type': 'application/json' } });
    expect(badJson.body).toMatchObject({ code: 400, message: 'Invalid JSON body' });
  });

  it('refuses requests that break the contract', async () => {
    await api.post(agents, { name: 'x', toolIds: [] }, { expectRejected: true });
    await api.post(agents, { name: 'あ'.repeat(21), toolIds: ['tl_search_faq'] }, { expectRejected: true });
    await api.post(agents, { toolIds: ['tl_search_faq'] }, { expectRejected: true });
    await api.patch(`${agents}/ag_escalation`, {}, { expectRejected: true });
    // At most 128 tools (the function-calling limit); repeats count (uniqueItems).
    await api.post(agents, { name: 'x', toolIds: Array.from({ length: 129 }, (_, i) => `tl_x${i}`) }, { expectRejected: true });
    await api.post(agents, { name: 'x', toolIds: ['tl_search_faq', 'tl_search_faq'] }, { expectRejected: true });
  });
});
