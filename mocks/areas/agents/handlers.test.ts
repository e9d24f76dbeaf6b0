import { describe, expect, it } from 'vitest';
import { PROJECT } from '../../fixtures/ids';
import { mockApi } from '../../lib/test-client';
import { TOOL } from '../tools/table';
import { AGENT } from './table';

const api = mockApi();
const tools = `/studio/v1/projects/${PROJECT.support}/tools`;
const agents = `/studio/v1/projects/${PROJECT.support}/agents`;

describe('agents (mock backend)', () => {
  it('lists the project’s agents with their tools’ ids and display names', async () => {
    const list = await api.get(agents);
    expect(list.status).toBe(200);
    expect(list.body.totalCount).toBe(2);
    const first = list.body.items.find((a: { id: string }) => a.id === AGENT.supportFirstLine);
    expect(first.tools.map((t: { displayName: string }) => t.displayName)).toEqual(['問い合わせ分類', 'FAQ検索', '個人情報マスキング']);
    expect((await api.get(`${agents}?name=escalation`)).body.items.map((a: { id: string }) => a.id)).toEqual([AGENT.escalation]);
  });

  it('creates an agent that is then listed, edits it and deletes it', async () => {
    const created = await api.post(agents, {
      name: '返金対応',
      toolIds: [TOOL.searchFaq, TOOL.searchFaq, TOOL.maskPii],
      systemPrompt: '返金ポリシーに沿って回答してください。',
    });
    expect(created.status).toBe(201);
    expect(created.body.tools.map((t: { id: string }) => t.id)).toEqual([TOOL.searchFaq, TOOL.maskPii]);
    expect(created.body).toMatchObject({ name: '返金対応', createdBy: { name: '山田 太郎' } });
    expect((await api.get(agents)).body.items[0].id).toBe(created.body.id);

    const edited = await api.patch(`${agents}/${created.body.id}`, { toolIds: [TOOL.notifySlack], systemPrompt: '' });
    expect(edited.status).toBe(200);
    expect(edited.body.tools).toEqual([{ id: TOOL.notifySlack, name: 'notify_slack', displayName: 'Slack escalation', type: 'TOOL_TYPE_SHARED_CUSTOM_NODE' }]);
    expect(edited.body.systemPrompt).toBeUndefined();
    expect(edited.body.name).toBe('返金対応');

    expect((await api.delete(`${agents}/${created.body.id}`)).status).toBe(204);
    expect((await api.get(`${agents}/${created.body.id}`)).status).toBe(404);
    expect((await api.get(`${agents}?name=返金`)).body.totalCount).toBe(0);
  });

  it('takes up to 128 tools (the function-calling limit), counting repeats before they are dropped', async () => {
    const full = await api.post(agents, { name: '上限', toolIds: Array.from({ length: 128 }, () => TOOL.searchFaq) });
    expect(full.status).toBe(201);
    expect(full.body.tools.map((t: { id: string }) => t.id)).toEqual([TOOL.searchFaq]);
    const over = await api.patch(`${agents}/${full.body.id}`, { toolIds: Array.from({ length: 129 }, () => TOOL.maskPii) });
    expect(over.status).toBe(400);
    expect(over.body).toEqual({ code: 400, message: 'Select at most 128 tools', details: [{ field: 'toolIds', message: 'Select at most 128 tools' }] });
  });

  it('frees a tool for deletion once no agent uses it', async () => {
    expect((await api.patch(`${agents}/${AGENT.escalation}`, { toolIds: [TOOL.searchFaq] })).status).toBe(200);
    expect((await api.delete(`${tools}/${TOOL.notifySlack}`)).status).toBe(204);
  });

  const violations: Array<[string, Record<string, unknown>, string, string]> = [
    ['no name', { name: '  ' }, 'name', 'Please enter an agent name'],
    ['a name over 20', { name: 'あ'.repeat(21) }, 'name', 'Agent name must be 20 characters or fewer'],
    ['no tools', { toolIds: [] }, 'toolIds', 'Select at least one tool'],
    ['a missing tool list', { toolIds: undefined }, 'toolIds', 'Select at least one tool'],
    ['an unknown tool', { toolIds: [TOOL.searchFaq, 'tl_missing'] }, 'toolIds.1', 'Tool not found: tl_missing'],
    ['a tool of another project', { toolIds: [TOOL.checkInvoice] }, 'toolIds.0', `Tool not found: ${TOOL.checkInvoice}`],
    ['more than 128 tools', { toolIds: Array.from({ length: 129 }, (_, i) => `tl_x${i}`) }, 'toolIds', 'Select at most 128 tools'],
    ['128 tools, one of them unknown', { toolIds: Array.from({ length: 128 }, (_, i) => `tl_x${i}`) }, 'toolIds.0', 'Tool not found: tl_x0'],
    ['a system prompt over 5000', { systemPrompt: 'x'.repeat(5001) }, 'systemPrompt', 'System prompt must be 5000 characters or fewer'],
  ];
  it.each(violations)('refuses %s with its message and creates nothing', async (_what, change, field, message) => {
    const before = (await api.get(agents)).body.totalCount;
    const refused = await api.post(agents, { name: 'New agent', toolIds: [TOOL.searchFaq], ...change });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(message);
    expect(refused.body.details).toContainEqual({ field, message });
    expect((await api.get(agents)).body.totalCount).toBe(before);
  });

  it('refuses an edit that breaks a rule and changes nothing', async () => {
    const before = (await api.get(`${agents}/${AGENT.escalation}`)).body;
    for (const change of [{ name: '' }, { toolIds: [] }, { toolIds: ['tl_missing'] }, { name: 'x'.repeat(21) }]) {
      expect((await api.patch(`${agents}/${AGENT.escalation}`, change)).status).toBe(400);
    }
    expect((await api.get(`${agents}/${AGENT.escalation}`)).body).toEqual(before);
  });

  it('answers malformed input with a 400 error body', async () => {
    const badJson = await api.raw('POST', agents, '{"name": "x", ', { 'content-type': 'application/json' });
    expect(badJson.status).toBe(400);
    expect(badJson.body).toMatchObject({ code: 400, message: 'Invalid JSON body' });
    const wrongType = await api.post(agents, { name: 'x', toolIds: 'tl_search_faq' });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.details[0].field).toBe('toolIds');
  });

  it('goes with its project', async () => {
    expect((await api.delete(`/studio/v1/projects/${PROJECT.research}`)).status).toBe(204);
    expect((await api.get(`/studio/v1/projects/${PROJECT.research}/agents/${AGENT.manualQa}`)).status).toBe(404);
    const restored = await api.post('/studio/v1/projects', { name: 'r' });
    expect((await api.get(`/studio/v1/projects/${restored.body.id}/tools`)).body.totalCount).toBe(0);
  });
});
