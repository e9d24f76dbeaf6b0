import { describe, expect, it } from 'vitest';
import { API_VERSION, CUSTOM_NODE, ORG, PROJECT, SHARED_CUSTOM_NODE, WORKFLOW } from '../../fixtures/ids';
import { mockApi } from '../../lib/test-client';
import { AGENT } from '../agents/table';
import { TOOL } from './table';

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

    const node = await api.post(tools, {
      ...workflowTool,
      workflowId: undefined,
      apiVersionId: undefined,
      name: 'mask',
      type: 'TOOL_TYPE_CUSTOM_NODE',
      customNodeId: CUSTOM_NODE.maskPii,
    });
    expect(node.status).toBe(201);
    expect(node.body.source).toEqual({ id: CUSTOM_NODE.maskPii, name: 'PII マスキング' });
    const shared = await api.post(tools, {
      ...workflowTool,
      workflowId: undefined,
      apiVersionId: undefined,
      name: 'slack',
      type: 'TOOL_TYPE_SHARED_CUSTOM_NODE',
      sharedCustomNodeId: SHARED_CUSTOM_NODE.slackNotify,
    });
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
    expect(updated.body).toMatchObject({
      displayName: 'FAQ検索 v2',
      type: 'TOOL_TYPE_SHARED_CUSTOM_NODE',
      source: { id: SHARED_CUSTOM_NODE.salesforceLookup },
    });
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
    [
      'an input schema over 5000',
      { inputSchema: JSON.stringify({ type: 'object', description: 'x'.repeat(5000) }) },
      'inputSchema',
      'Input schema must be 5000 characters or fewer',
    ],
    ['an input schema that is not JSON', { inputSchema: '{type: object}' }, 'inputSchema', 'Input schema is not valid JSON'],
    [
      'an output schema that is not an object schema',
      { outputSchema: '{"type":"array","items":{"type":"string"}}' },
      'outputSchema',
      'Output schema must be a JSON Schema of type "object"',
    ],
    ['an input schema that is not a valid JSON Schema', { inputSchema: '{"type":"objekt"}' }, 'inputSchema', 'Input schema is not a valid JSON Schema'],
    [
      'a property schema that is not valid',
      { inputSchema: '{"type":"object","properties":{"q":{"type":"text"}}}' },
      'inputSchema',
      'Input schema is not a valid JSON Schema',
    ],
    ['required that is not an array', { outputSchema: '{"type":"object","required":"answer"}' }, 'outputSchema', 'Output schema is not a valid JSON Schema'],
    [
      'a schema of another draft',
      { outputSchema: '{"$schema":"http://json-schema.org/draft-07/schema#","type":"object"}' },
      'outputSchema',
      'Output schema is not a valid JSON Schema',
    ],
    [
      'an invalid schema of another type (validity is checked first)',
      { inputSchema: '{"type":"array","minItems":-1}' },
      'inputSchema',
      'Input schema is not a valid JSON Schema',
    ],
    [
      'an over-long schema that is not JSON (length is checked first)',
      { inputSchema: '{'.repeat(5001) },
      'inputSchema',
      'Input schema must be 5000 characters or fewer',
    ],
    ['no output schema', { outputSchema: undefined }, 'outputSchema', 'Please enter the output schema'],
    ['no workflow', { workflowId: undefined }, 'workflowId', 'Select workflow'],
    ['no API version', { apiVersionId: '' }, 'apiVersionId', 'Select API version'],
    ['no custom node', { type: 'TOOL_TYPE_CUSTOM_NODE' }, 'customNodeId', 'Select custom node'],
    ['no shared custom node', { type: 'TOOL_TYPE_SHARED_CUSTOM_NODE' }, 'sharedCustomNodeId', 'Select shared custom node'],
    ['an unknown workflow', { workflowId: 'wf_missing' }, 'workflowId', 'The selected workflow does not exist'],
    [
      'a workflow of another project',
      { workflowId: WORKFLOW.invoiceCheck, apiVersionId: 'api_invoice_check_v1' },
      'workflowId',
      'The selected workflow does not exist',
    ],
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

  it('accepts any valid draft 2020-12 object schema', async () => {
    const schema = JSON.stringify({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      $defs: { tag: { type: 'string', minLength: 1 } },
      properties: { tags: { type: 'array', prefixItems: [{ $ref: '#/$defs/tag' }], items: false }, note: { type: ['string', 'null'] } },
      required: ['tags'],
      additionalProperties: false,
      'x-studio-hint': 'unknown keywords are allowed',
    });
    const created = await api.post(tools, { ...workflowTool, name: 'schema_2020', inputSchema: schema, outputSchema: '{"type":"object"}' });
    expect(created.status).toBe(201);
    expect(created.body.inputSchema).toBe(schema);
  });

  it('refuses a name already used in the project (409) and an edit that breaks a rule, changing nothing', async () => {
    const taken = await api.post(tools, { ...workflowTool, name: 'search_faq' });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ code: 409, message: 'A tool with this name already exists' });
    // The same name in another project is fine.
    const other = await api.post(`/studio/v1/projects/${PROJECT.invoice}/tools`, {
      ...workflowTool,
      name: 'search_faq',
      workflowId: WORKFLOW.invoiceCheck,
      apiVersionId: 'api_invoice_check_v1',
    });
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

  it('names each source as the area that owns it does, one thing one name, also after a rename', async () => {
    const own = await api.get(`/studio/v1/projects/${PROJECT.support}/tool-sources?type=TOOL_TYPE_CUSTOM_NODE`);
    const mask = own.body.items.find((s: { id: string }) => s.id === CUSTOM_NODE.maskPii);
    const node = await api.get(`/studio/v1/projects/${PROJECT.support}/custom-nodes/${CUSTOM_NODE.maskPii}`);
    expect(mask.name).toBe(node.body.name);
    expect((await api.get(`${tools}/${TOOL.maskPii}`)).body.source).toEqual({ id: CUSTOM_NODE.maskPii, name: node.body.name });
    // A workflow renamed in the workflows area is renamed as a source and in its tools.
    expect((await api.patch(`/studio/v1/projects/${PROJECT.support}/workflows/${WORKFLOW.faqAnswer}`, { name: 'FAQ 回答' })).status).toBe(200);
    const flows = await api.get(`/studio/v1/projects/${PROJECT.support}/tool-sources?type=TOOL_TYPE_WORKFLOW`);
    expect(flows.body.items.find((s: { id: string }) => s.id === WORKFLOW.faqAnswer).name).toBe('FAQ 回答');
    expect((await api.get(`${tools}/${TOOL.searchFaq}`)).body.source.name).toBe('FAQ 回答');
  });
});

describe('tool source signatures (mock backend)', () => {
  const signature = (sourceId: string, query: string, project: string = PROJECT.support, orgId?: string) =>
    api.get(`/studio/v1/projects/${project}/tool-sources/${sourceId}/signature?${query}`, orgId ? { orgId } : undefined);

  it('answers a workflow’s start and end variables at an API version, each required and untyped', async () => {
    const triage = await signature(WORKFLOW.supportTriage, `type=TOOL_TYPE_WORKFLOW&apiVersionId=${API_VERSION.supportTriageV1}`);
    expect(triage.status).toBe(200);
    expect(triage.body).toEqual({
      inputs: [
        { name: 'inquiry', required: true },
        { name: 'customerId', required: true },
      ],
      outputs: [
        { name: 'category', required: true },
        { name: 'priority', required: true },
      ],
    });
    const faq = await signature(WORKFLOW.faqAnswer, 'type=TOOL_TYPE_WORKFLOW&apiVersionId=api_faq_answer_v1');
    expect(faq.body.outputs.map((v: { name: string }) => v.name)).toEqual(['answer', 'sources']);
    // A version the picker offers that the workflow-apis area has not stored: the workflow's variables.
    const invoice = await signature(WORKFLOW.invoiceCheck, 'type=TOOL_TYPE_WORKFLOW&apiVersionId=api_invoice_check_v2', PROJECT.invoice);
    expect(invoice.body).toEqual({
      inputs: [{ name: 'invoiceText', required: true }],
      outputs: [
        { name: 'result', required: true },
        { name: 'diff', required: true },
      ],
    });
  });

  it('follows the API version as stored (a version created later carries the workflow’s variables then)', async () => {
    const workflow = `/studio/v1/projects/${PROJECT.support}/workflows/${WORKFLOW.supportTriage}`;
    expect((await api.post(`${workflow}/edit-permission`)).status).toBe(200);
    const created = await api.post(`${workflow}/apis`, { versionName: 'v9' });
    expect(created.status).toBe(201);
    const answered = await signature(WORKFLOW.supportTriage, `type=TOOL_TYPE_WORKFLOW&apiVersionId=${created.body.id}`);
    expect(answered.status).toBe(200);
    expect(answered.body.inputs).toEqual(created.body.inputVariableNames.map((name: string) => ({ name, required: true })));
  });

  it('answers a custom node’s parameters (name, data type, description, required) and output variable', async () => {
    const mask = await signature(CUSTOM_NODE.maskPii, 'type=TOOL_TYPE_CUSTOM_NODE');
    expect(mask.status).toBe(200);
    expect(mask.body).toEqual({
      inputs: [
        { name: 'text', dataType: 'PARAMETER_DATA_TYPE_STRING', description: 'マスキング対象の本文', required: true },
        { name: 'mask_char', dataType: 'PARAMETER_DATA_TYPE_STRING', description: '伏せ字に使う文字（既定 *）', required: false },
      ],
      outputs: [{ name: 'masked_text', required: true }],
    });
    // A custom node created in the project is a source at once.
    const created = await api.post(`/studio/v1/projects/${PROJECT.support}/custom-nodes`, {
      name: '住所正規化',
      code: 'def run(address: str, strict: bool) -> str:\n    return address\n',
      parameters: [
        { label: 'address', dataType: 'PARAMETER_DATA_TYPE_STRING', description: '住所' },
        { label: 'strict', dataType: 'PARAMETER_DATA_TYPE_BOOLEAN', required: false },
      ],
      outputVariable: 'normalized',
    });
    expect(created.status).toBe(201);
    const fresh = await signature(created.body.id, 'type=TOOL_TYPE_CUSTOM_NODE');
    expect(fresh.body).toEqual({
      inputs: [
        { name: 'address', dataType: 'PARAMETER_DATA_TYPE_STRING', description: '住所', required: true },
        { name: 'strict', dataType: 'PARAMETER_DATA_TYPE_BOOLEAN', required: false },
      ],
      outputs: [{ name: 'normalized', required: true }],
    });
  });

  it('answers a shared custom node’s input parameters and output variable', async () => {
    const slack = await signature(SHARED_CUSTOM_NODE.slackNotify, 'type=TOOL_TYPE_SHARED_CUSTOM_NODE', PROJECT.invoice);
    expect(slack.status).toBe(200);
    expect(slack.body).toEqual({
      inputs: [
        { name: 'message', dataType: 'PARAMETER_DATA_TYPE_STRING', description: '投稿する本文（mrkdwn）', required: true },
        { name: 'title', dataType: 'PARAMETER_DATA_TYPE_STRING', description: '見出し', required: false },
      ],
      outputs: [{ name: 'post_result', required: true }],
    });
  });

  it('asks for the API version of a workflow and refuses one that is not the workflow’s (400)', async () => {
    for (const query of ['type=TOOL_TYPE_WORKFLOW', 'type=TOOL_TYPE_WORKFLOW&apiVersionId=']) {
      const missing = await signature(WORKFLOW.supportTriage, query);
      expect(missing.status).toBe(400);
      expect(missing.body).toEqual({ code: 400, message: 'Select API version', details: [{ field: 'apiVersionId', message: 'Select API version' }] });
    }
    for (const version of ['api_faq_answer_v1', 'api_missing']) {
      const other = await signature(WORKFLOW.supportTriage, `type=TOOL_TYPE_WORKFLOW&apiVersionId=${version}`);
      expect(other.status).toBe(400);
      expect(other.body.message).toBe('The selected API version does not exist');
      expect(other.body.details).toEqual([{ field: 'apiVersionId', message: 'The selected API version does not exist' }]);
    }
    expect((await signature(CUSTOM_NODE.maskPii, '')).status).toBe(400);
    expect((await signature(CUSTOM_NODE.maskPii, 'type=TOOL_TYPE_OTHER')).status).toBe(400);
  });

  it('answers 404 for an unknown source, one of another type, project or organization', async () => {
    const notFound: Array<[string, string, string?, string?]> = [
      ['wf_missing', `type=TOOL_TYPE_WORKFLOW&apiVersionId=${API_VERSION.supportTriageV1}`],
      [WORKFLOW.invoiceCheck, 'type=TOOL_TYPE_WORKFLOW&apiVersionId=api_invoice_check_v1'],
      ['cn_missing', 'type=TOOL_TYPE_CUSTOM_NODE'],
      [CUSTOM_NODE.boxUpload, 'type=TOOL_TYPE_CUSTOM_NODE'],
      [SHARED_CUSTOM_NODE.slackNotify, 'type=TOOL_TYPE_CUSTOM_NODE'],
      [CUSTOM_NODE.maskPii, 'type=TOOL_TYPE_SHARED_CUSTOM_NODE'],
      ['scn_beta_translate', 'type=TOOL_TYPE_SHARED_CUSTOM_NODE'],
      [CUSTOM_NODE.maskPii, 'type=TOOL_TYPE_CUSTOM_NODE', PROJECT.support, ORG.beta],
    ];
    for (const [id, query, project, orgId] of notFound) {
      const answered = await signature(id, query, project, orgId);
      expect(answered.status, `${id} ${query}`).toBe(404);
      expect(answered.body.code).toBe(404);
    }
  });
});
