import { beforeAll, describe, expect, it } from 'vitest';
import { API_VERSION, CUSTOM_NODE, PROJECT, SHARED_CUSTOM_NODE, WORKFLOW } from '../../mocks/fixtures/ids';
import { contractApi, resetMock } from './client';

const api = contractApi();
const tools = `/studio/v1/projects/${PROJECT.support}/tools`;
const objectSchema = JSON.stringify({ type: 'object', properties: { inquiry: { type: 'string', description: '問い合わせ本文' } }, required: ['inquiry'] });
const workflowTool = {
  name: 'contract_triage',
  displayName: '契約テスト用ツール',
  description: '問い合わせを分類します。Classifies an inquiry.',
  type: 'TOOL_TYPE_WORKFLOW',
  inputSchema: objectSchema,
  outputSchema: objectSchema,
  workflowId: WORKFLOW.supportTriage,
  apiVersionId: API_VERSION.supportTriageV1,
};
const { workflowId: _w, apiVersionId: _v, ...common } = workflowTool;

describe('contract: tools', () => {
  beforeAll(resetMock);

  it('creates tools of each type, lists, reads, edits and deletes them', async () => {
    const created = await api.post(tools, workflowTool);
    expect(created.status).toBe(201);
    expect(created.body.source).toMatchObject({ id: WORKFLOW.supportTriage, apiVersionId: API_VERSION.supportTriageV1 });
    const node = await api.post(tools, { ...common, name: 'contract_mask', type: 'TOOL_TYPE_CUSTOM_NODE', customNodeId: CUSTOM_NODE.maskPii });
    expect(node.status).toBe(201);
    const shared = await api.post(tools, {
      ...common,
      name: 'contract_slack',
      type: 'TOOL_TYPE_SHARED_CUSTOM_NODE',
      sharedCustomNodeId: SHARED_CUSTOM_NODE.slackNotify,
    });
    expect(shared.status).toBe(201);

    const list = await api.get(`${tools}?page=1&pageSize=10&name=contract_`);
    expect(list.body.items.map((t: { id: string }) => t.id)).toEqual([shared.body.id, node.body.id, created.body.id]);
    const byType = await api.get(`${tools}?type=TOOL_TYPE_CUSTOM_NODE&name=contract`);
    expect(byType.body.items.map((t: { id: string }) => t.id)).toEqual([node.body.id]);
    expect((await api.get(`${tools}/${created.body.id}`)).body.displayName).toBe('契約テスト用ツール');

    const edited = await api.put(`${tools}/${created.body.id}`, { ...workflowTool, displayName: 'Contract tool v2', apiVersionId: 'api_support_triage_v2' });
    expect(edited.status).toBe(200);
    expect(edited.body.source.apiVersionName).toBe('v2');

    for (const id of [created.body.id, node.body.id, shared.body.id]) expect((await api.delete(`${tools}/${id}`)).status).toBe(204);
    const gone = await api.get(`${tools}/${created.body.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ code: 404 });
  });

  it('lists the candidate sources of the dialog', async () => {
    const sources = await api.get(`/studio/v1/projects/${PROJECT.support}/tool-sources?type=TOOL_TYPE_WORKFLOW&page=1&pageSize=10`);
    expect(sources.status).toBe(200);
    expect(sources.body.items[0].apiVersions.length).toBeGreaterThan(0);
  });

  it('answers the inputs and outputs of each kind of source', async () => {
    const sources = `/studio/v1/projects/${PROJECT.support}/tool-sources`;
    const workflow = await api.get(`${sources}/${WORKFLOW.supportTriage}/signature?type=TOOL_TYPE_WORKFLOW&apiVersionId=${API_VERSION.supportTriageV1}`);
    expect(workflow.status).toBe(200);
    expect(workflow.body.inputs[0]).toEqual({ name: 'inquiry', required: true });
    const node = await api.get(`${sources}/${CUSTOM_NODE.maskPii}/signature?type=TOOL_TYPE_CUSTOM_NODE`);
    expect(node.status).toBe(200);
    expect(node.body.inputs[0]).toMatchObject({ name: 'text', dataType: 'PARAMETER_DATA_TYPE_STRING', required: true });
    expect(node.body.outputs).toEqual([{ name: 'masked_text', required: true }]);
    const shared = await api.get(`${sources}/${SHARED_CUSTOM_NODE.slackNotify}/signature?type=TOOL_TYPE_SHARED_CUSTOM_NODE`);
    expect(shared.status).toBe(200);
    expect(shared.body.outputs).toEqual([{ name: 'post_result', required: true }]);

    const noVersion = await api.get(`${sources}/${WORKFLOW.supportTriage}/signature?type=TOOL_TYPE_WORKFLOW`);
    expect(noVersion.status).toBe(400);
    expect(noVersion.body).toMatchObject({ code: 400, message: 'Select API version' });
    const otherVersion = await api.get(`${sources}/${WORKFLOW.supportTriage}/signature?type=TOOL_TYPE_WORKFLOW&apiVersionId=api_faq_answer_v1`);
    expect(otherVersion.body).toMatchObject({ code: 400, message: 'The selected API version does not exist' });
    const unknown = await api.get(`${sources}/cn_missing/signature?type=TOOL_TYPE_CUSTOM_NODE`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 404 });
  });

  it('answers rule violations with the error schema and changes nothing', async () => {
    const before = (await api.get(tools)).body.totalCount;
    const notObject = await api.post(tools, { ...workflowTool, inputSchema: '{"type":"string"}' });
    expect(notObject.status).toBe(400);
    expect(notObject.body.message).toBe('Input schema must be a JSON Schema of type "object"');
    const notJson = await api.post(tools, { ...workflowTool, outputSchema: '{type: object}' });
    expect(notJson.body.message).toBe('Output schema is not valid JSON');
    const notSchema = await api.post(tools, { ...workflowTool, inputSchema: '{"type":"objekt"}' });
    expect(notSchema.status).toBe(400);
    expect(notSchema.body.message).toBe('Input schema is not a valid JSON Schema');
    const unknownSource = await api.post(tools, { ...workflowTool, workflowId: 'wf_unknown' });
    expect(unknownSource.status).toBe(400);
    expect(unknownSource.body.details).toEqual([{ field: 'workflowId', message: 'The selected workflow does not exist' }]);
    const taken = await api.post(tools, { ...workflowTool, name: 'search_faq' });
    expect(taken.status).toBe(409);
    const inUse = await api.delete(`${tools}/tl_classify_inquiry`);
    expect(inUse.status).toBe(409);
    expect(inUse.body.message).toMatch(/^This tool is used by agents: /);
    expect((await api.get(tools)).body.totalCount).toBe(before);
    // Malformed JSON, straight to the mock backend (Prism hangs on a body it cannot parse).
    const badJson = await api.post(tools, '{"name": ', { direct: true, headers: { 'content-type': 'application/json' } });
    expect(badJson.status).toBe(400);
    expect(badJson.body).toMatchObject({ code: 400, message: 'Invalid JSON body' });
    // A missing source, straight to the mock backend: 'Select {label}'.
    const noSource = await api.post(tools, common, { direct: true });
    expect(noSource.body).toMatchObject({ code: 400, message: 'Select workflow' });
  });

  it('refuses requests that break the contract', async () => {
    await api.post(tools, { ...workflowTool, name: 'faq-検索' }, { expectRejected: true });
    await api.post(tools, { ...workflowTool, displayName: 'あ'.repeat(21) }, { expectRejected: true });
    await api.post(tools, { ...workflowTool, description: 'x'.repeat(501) }, { expectRejected: true });
    await api.post(tools, { ...workflowTool, inputSchema: JSON.stringify({ type: 'object', description: 'x'.repeat(5000) }) }, { expectRejected: true });
    await api.post(tools, common, { expectRejected: true });
    await api.post(tools, { ...common, type: 'TOOL_TYPE_CUSTOM_NODE' }, { expectRejected: true });
    await api.get(`${tools}?type=TOOL_TYPE_OTHER`, { expectRejected: true });
    const signature = `/studio/v1/projects/${PROJECT.support}/tool-sources/${CUSTOM_NODE.maskPii}/signature`;
    await api.get(signature, { expectRejected: true });
    await api.get(`${signature}?type=TOOL_TYPE_OTHER`, { expectRejected: true });
    await api.get(`${signature}?type=TOOL_TYPE_WORKFLOW&apiVersionId=${encodeURIComponent('v 1!')}`, { expectRejected: true });
  });
});
