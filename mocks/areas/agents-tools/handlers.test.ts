import { describe, expect, it } from 'vitest';
import { API_VERSION, CUSTOM_NODE, ORG, PROJECT, SHARED_CUSTOM_NODE, WORKFLOW } from '../../fixtures/ids';
import { mockApi } from '../../lib/test-client';
import { AGENT, TOOL } from './table';

const api = mockApi();
const tools = `/studio/v1/projects/${PROJECT.support}/tools`;
const agents = `/studio/v1/projects/${PROJECT.support}/agents`;

const objectSchema = JSON.stringify({ type: 'object', properties: { text: { type: 'string' } }, required: ['text'] });
const workflowTool = {
  name: 'triage_v1',
  displayName: '問い合わせ振り分け',
  description: 'Routes an inquiry to the right team.',
  type: 'TOOL_TYPE_WORKFLOW',
  inputSchema: objectSchema,
  outputSchema: objectSchema,
  workflowId: WORKFLOW.supportTriage,
  apiVersionId: API_VERSION.supportTriageV1,
};

async function toolCount(path = tools): Promise<number> {
  return (await api.get(path)).body.totalCount;
}

describe('tools (mock backend)', () => {
  it('lists the project’s seeded tools of all three types, filtered by name and type', async () => {
    const list = await api.get(tools);
    expect(list.status).toBe(200);
    expect(list.body.totalCount).toBe(4);
    expect(new Set(list.body.items.map((t: { type: string }) => t.type))).toEqual(
      new Set(['TOOL_TYPE_WORKFLOW', 'TOOL_TYPE_CUSTOM_NODE', 'TOOL_TYPE_SHARED_CUSTOM_NODE']),
    );
    const byDisplayName = await api.get(`${tools}?name=${encodeURIComponent('faq')}`);
    expect(byDisplayName.body.items.map((t: { id: string }) => t.id)).toEqual([TOOL.searchFaq]);
    const byType = await api.get(`${tools}?type=TOOL_TYPE_CUSTOM_NODE`);
    expect(byType.body.items.map((t: { id: string }) => t.id)).toEqual([TOOL.maskPii]);
    expect((await api.get(`${tools}?type=TOOL_TYPE_OTHER`)).status).toBe(400);
  });

  it('creates a tool of each type that is then listed and readable, and deletes it', async () => {
    const created = await api.post(tools, workflowTool);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'triage_v1',
      type: 'TOOL_TYPE_WORKFLOW',
      source: { id: WORKFLOW.supportTriage, name: '問い合わせ振り分け', apiVersionId: API_VERSION.supportTriageV1, apiVersionName: 'v1' },
      createdBy: { name: '山田 太郎' },
    });
    expect((await api.get(tools)).body.items[0].id).toBe(created.body.id);

    const node = await api.post(tools, { ...workflowTool, workflowId: undefined, apiVersionId: undefined, name: 'mask', type: 'TOOL_TYPE_CUSTOM_NODE', customNodeId: CUSTOM_NODE.maskPii });
    expect(node.status).toBe(201);
    expect(node.body.source).toEqual({ id: CUSTOM_NODE.maskPii, name: '個人情報マスキング' });
    const shared = await api.post(tools, { ...workflowTool, workflowId: undefined, apiVersionId: undefined, name: 'slack', type: 'TOOL_TYPE_SHARED_CUSTOM_NODE', sharedCustomNodeId: SHARED_CUSTOM_NODE.slackNotify });
    expect(shared.status).toBe(201);

    expect((await api.delete(`${tools}/${created.body.id}`)).status).toBe(204);
    expect((await api.get(`${tools}/${created.body.id}`)).status).toBe(404);
    expect((await api.get(`${tools}?name=triage_v1`)).body.totalCount).toBe(0);
  });

  it('edits a tool, changing its type and source', async () => {
    const updated = await api.put(`${tools}/${TOOL.searchFaq}`, {
      ...workflowTool,
      name: 'search_faq',
      displayName: 'FAQ検索 v2',
      type: 'TOOL_TYPE_SHARED_CUSTOM_NODE',
      workflowId: undefined,
      apiVersionId: undefined,
      sharedCustomNodeId: SHARED_CUSTOM_NODE.salesforceLookup,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ displayName: 'FAQ検索 v2', type: 'TOOL_TYPE_SHARED_CUSTOM_NODE', source: { id: SHARED_CUSTOM_NODE.salesforceLookup } });
    expect(updated.body.source.apiVersionId).toBeUndefined();
    // Agents show the tool's new display name.
    const agent = await api.get(`${agents}/${AGENT.supportFirstLine}`);
    expect(agent.body.tools.find((t: { id: string }) => t.id === TOOL.searchFaq).displayName).toBe('FAQ検索 v2');
  });

  const violations: Array<[string, Record<string, unknown>, string, string]> = [
    ['a name with other characters', { name: 'faq-検索' }, 'name', 'Tool name may contain only half-width letters, digits and underscores'],
    ['a blank name', { name: ' ' }, 'name', 'Please enter a tool name'],
    ['a name over 50', { name: 'a'.repeat(51) }, 'name', 'Tool name must be 50 characters or fewer'],
    ['a display name over 20', { displayName: 'あ'.repeat(21) }, 'displayName', 'Display name must be 20 characters or fewer'],
    ['no display name', { displayName: undefined }, 'displayName', 'Please enter a display name'],
    ['a description over 500', { description: 'x'.repeat(501) }, 'description', 'Description must be 500 characters or fewer'],
    ['an empty description', { description: '' }, 'description', 'Please enter a description'],
    ['no type', { type: undefined }, 'type', 'Select type'],
    ['an input schema over 5000', { inputSchema: JSON.stringify({ type: 'object', description: 'x'.repeat(5000) }) }, 'inputSchema', 'Input schema must be 5000 characters or fewer'],
    ['an input schema that is not JSON', { inputSchema: '{type: object}' }, 'inputSchema', 'Input schema is not valid JSON'],
    ['an output schema that is not an object schema', { outputSchema: '{"type":"array","items":{"type":"string"}}' }, 'outputSchema', 'Output schema must be a JSON Schema of type "object"'],
    ['no output schema', { outputSchema: undefined }, 'outputSchema', 'Please enter the output schema'],
    ['no workflow', { workflowId: undefined }, 'workflowId', 'Select workflow'],
    ['no API version', { apiVersionId: '' }, 'apiVersionId', 'Select API version'],
    ['no custom node', { type: 'TOOL_TYPE_CUSTOM_NODE' }, 'customNodeId', 'Select custom node'],
    ['no shared custom node', { type: 'TOOL_TYPE_SHARED_CUSTOM_NODE' }, 'sharedCustomNodeId', 'Select shared custom node'],
    ['an unknown workflow', { workflowId: 'wf_missing' }, 'workflowId', 'The selected workflow does not exist'],
    ['a workflow of another project', { workflowId: WORKFLOW.invoiceCheck, apiVersionId: 'api_invoice_check_v1' }, 'workflowId', 'The selected workflow does not exist'],
    ['a version of another workflow', { apiVersionId: 'api_faq_answer_v1' }, 'apiVersionId', 'The selected API version does not exist'],
  ];
  it.each(violations)('refuses %s with its message and creates nothing', async (_what, change, field, message) => {
    const before = await toolCount();
    const refused = await api.post(tools, { ...workflowTool, ...change });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(message);
    expect(refused.body.details).toContainEqual({ field, message });
    expect(await toolCount()).toBe(before);
  });

  it('refuses a name already used in the project (409) and an edit that breaks a rule, changing nothing', async () => {
    const taken = await api.post(tools, { ...workflowTool, name: 'search_faq' });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ code: 409, message: 'A tool with this name already exists' });
    // The same name in another project is fine.
    const other = await api.post(`/studio/v1/projects/${PROJECT.invoice}/tools`, { ...workflowTool, name: 'search_faq', workflowId: WORKFLOW.invoiceCheck, apiVersionId: 'api_invoice_check_v1' });
    expect(other.status).toBe(201);

    const before = (await api.get(`${tools}/${TOOL.maskPii}`)).body;
    const refused = await api.put(`${tools}/${TOOL.maskPii}`, { ...workflowTool, name: 'mask_pii', displayName: '' });
    expect(refused.status).toBe(400);
    expect((await api.get(`${tools}/${TOOL.maskPii}`)).body).toEqual(before);
  });

  it('refuses to delete a tool an agent uses (409), naming the agents', async () => {
    const refused = await api.delete(`${tools}/${TOOL.classifyInquiry}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This tool is used by agents: サポート一次対応, Escalation helper. Remove it from them first.');
    expect((await api.get(`${tools}/${TOOL.classifyInquiry}`)).status).toBe(200);
  });

  it('answers malformed input with a 400 error body', async () => {
    const badJson = await api.raw('POST', tools, '{"name": ', { 'content-type': 'application/json' });
    expect(badJson.status).toBe(400);
    expect(badJson.body).toMatchObject({ code: 400, message: 'Invalid JSON body' });
    const wrongType = await api.post(tools, { ...workflowTool, name: 42 });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.code).toBe(400);
    const notObject = await api.post(tools, ['x']);
    expect(notObject.status).toBe(400);
    expect((await api.get(`${tools}?page=0`)).status).toBe(400);
  });

  it('hides other projects’ and organizations’ tools', async () => {
    expect((await api.get(`${tools}/${TOOL.checkInvoice}`)).status).toBe(404);
    expect((await api.get(`/studio/v1/projects/${PROJECT.support}/tools`, { orgId: ORG.beta })).status).toBe(404);
  });

  it('lists the candidate sources per type for the dialog', async () => {
    const workflows = await api.get(`/studio/v1/projects/${PROJECT.support}/tool-sources?type=TOOL_TYPE_WORKFLOW`);
    expect(workflows.status).toBe(200);
    expect(workflows.body.items.map((s: { id: string }) => s.id)).toEqual([WORKFLOW.supportTriage, WORKFLOW.faqAnswer]);
    expect(workflows.body.items[0].apiVersions.map((v: { id: string }) => v.id)).toContain(API_VERSION.supportTriageV1);
    const shared = await api.get(`/studio/v1/projects/${PROJECT.invoice}/tool-sources?type=TOOL_TYPE_SHARED_CUSTOM_NODE&name=slack`);
    expect(shared.body.items).toEqual([{ type: 'TOOL_TYPE_SHARED_CUSTOM_NODE', id: SHARED_CUSTOM_NODE.slackNotify, name: 'Slack 通知', apiVersions: [] }]);
  });
});

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
    const created = await api.post(agents, { name: '返金対応', toolIds: [TOOL.searchFaq, TOOL.searchFaq, TOOL.maskPii], systemPrompt: '返金ポリシーに沿って回答してください。' });
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
