import { beforeAll, describe, expect, it } from 'vitest';
import { CUSTOM_NODE, PROJECT } from '../../mocks/fixtures/ids';
import { contractApi, resetMock } from './client';

const api = contractApi();
const base = `/studio/v1/projects/${PROJECT.support}/custom-nodes`;
const invoiceBase = `/studio/v1/projects/${PROJECT.invoice}/custom-nodes`;

const node = {
  name: '契約テストノード',
  description: 'Contract test node / 契約テスト',
  code: 'def run(text: str) -> str:\n    print("upper")\n    return text.upper()\n',
  parameters: [{ label: 'text', dataType: 'PARAMETER_DATA_TYPE_STRING', description: '本文', required: true }],
  outputVariable: 'upper_text',
  authentication: { provider: 'AUTH_PROVIDER_GOOGLE', scopes: ['https://www.googleapis.com/auth/drive.readonly'] },
};

function dslFile(text: string, name = 'node.aiws'): FormData {
  const form = new FormData();
  form.append('file', new File([text], name, { type: 'application/x-yaml' }));
  return form;
}

describe('contract: custom nodes', () => {
  beforeAll(resetMock);

  it('creates, lists, reads, saves and deletes a custom node', async () => {
    const created = await api.post(base, node);
    expect(created.status).toBe(201);
    const list = await api.get(`${base}?page=1&pageSize=10&name=${encodeURIComponent('契約テスト')}`);
    expect(list.body.items.map((n: { id: string }) => n.id)).toEqual([created.body.id]);
    expect((await api.get(`${base}/${created.body.id}`)).body.code).toBe(node.code);
    const saved = await api.put(`${base}/${created.body.id}`, { ...node, name: '契約テストノード2' });
    expect(saved.body.name).toBe('契約テストノード2');
    const inputs = await api.get(`${base}/${created.body.id}/input-parameters`);
    expect(inputs.body.inputParameters[0]).toMatchObject({ name: 'text', required: true });
    expect((await api.delete(`${base}/${created.body.id}`)).status).toBe(204);
    const gone = await api.get(`${base}/${created.body.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ code: 404, message: 'Custom node not found' });
  });

  it('lists a custom node’s configuration (env) files for the workflow editor, never answering secrets', async () => {
    const files = `${base}/${CUSTOM_NODE.maskPii}/config-files`;
    const list = await api.get(`${files}?page=1&pageSize=10`);
    expect(list.status).toBe(200);
    expect(list.body.items.map((f: { fileName: string }) => f.fileName)).toEqual(['default.env', '厳格モード.env']);
    const filtered = await api.get(`${files}?name=${encodeURIComponent('default')}`);
    expect(filtered.body).toMatchObject({ totalCount: 1, items: [{ id: 'ccf_mask_default', customNodeId: CUSTOM_NODE.maskPii }] });
    const missing = await api.get(`${invoiceBase}/${CUSTOM_NODE.maskPii}/config-files`);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 404, message: 'Custom node not found' });
  });

  it('offers the providers with their credential scopes', async () => {
    const providers = await api.get('/studio/v1/custom-node-authentication-providers');
    expect(providers.body.items).toHaveLength(3);
  });

  it('exports a .aiws file and imports it again', async () => {
    const exported = await api.get(`${invoiceBase}/${CUSTOM_NODE.boxUpload}/export`);
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toMatch(/attachment; filename\*=UTF-8''.+\.aiws/);
    const imported = await api.post(`${base}/import`, dslFile(exported.body as string));
    expect(imported.status).toBe(201);
    expect(imported.body).toMatchObject({ name: 'Box アップロード', authentication: { provider: 'AUTH_PROVIDER_BOX' } });
  });

  it('answers import errors with the error schema and the spec messages', async () => {
    expect((await api.post(`${base}/import`, dslFile('kind: CustomNode', 'node.txt'))).body).toEqual({ code: 415, message: 'Invalid file type' });
    expect((await api.post(`${base}/import`, dslFile('customNode: [unclosed\n  a: b: c'))).body.message).toBe('Invalid YAML format');
    expect((await api.post(`${base}/import`, dslFile('kind: CustomNode\nversion: 1\n'))).body.message).toBe('Invalid file format');
    // Over 1MB breaks the contract (the file's maxLength): the proxy refuses it; the backend itself answers 413.
    await api.post(`${base}/import`, dslFile('#'.repeat(1024 * 1024 + 10)), { expectRejected: true });
    const tooLarge = await api.post(`${base}/import`, dslFile('#'.repeat(1024 * 1024 + 10)), { direct: true });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toBe('File size is too large. Maximum size is 1MB.');
  });

  it('asks about a name the project already has: 409, or import under another name, or replace that node', async () => {
    const maskPii = `${base}/${CUSTOM_NODE.maskPii}`;
    const exported = (await api.get(`${maskPii}/export`)).body as string;
    const clash = await api.post(`${base}/import`, dslFile(exported));
    expect(clash.status).toBe(409);
    expect(clash.body).toEqual({ code: 409, message: 'A custom node with this name already exists: PII マスキング' });
    expect((await api.post(`${base}/import?replace=false`, dslFile(exported))).status).toBe(409);

    const renamed = await api.post(`${base}/import?name=${encodeURIComponent('PII マスキング 2')}`, dslFile(exported));
    expect(renamed.status).toBe(201);
    expect(renamed.body).toMatchObject({ name: 'PII マスキング 2', outputVariable: 'masked_text' });
    expect(renamed.body.id).not.toBe(CUSTOM_NODE.maskPii);

    const original = (await api.get(maskPii)).body;
    const replaced = await api.post(`${base}/import?replace=true`, dslFile(exported.replace(/description: .*\n/, 'description: 置き換えました\n')));
    expect(replaced.status).toBe(201);
    expect(replaced.body).toMatchObject({ id: CUSTOM_NODE.maskPii, description: '置き換えました', createdAt: original.createdAt, code: original.code });
  });

  it('refuses an import name over 20 characters (the contract) with the spec message (the backend)', async () => {
    const exported = (await api.get(`${base}/${CUSTOM_NODE.maskPii}/export`)).body as string;
    const name = encodeURIComponent('あ'.repeat(21));
    await api.post(`${base}/import?name=${name}`, dslFile(exported), { expectRejected: true });
    const long = await api.post(`${base}/import?name=${name}`, dslFile(exported), { direct: true });
    expect(long.body).toMatchObject({ code: 400, message: 'Custom node name must be 20 characters or less' });
  });

  it('refuses to delete a node a tool or workflow uses, naming them', async () => {
    const refused = await api.delete(`${base}/${CUSTOM_NODE.maskPii}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ code: 409, message: 'Cannot delete the custom node because it is used by: 個人情報マスキング' });
    expect((await api.get(`${base}/${CUSTOM_NODE.maskPii}`)).status).toBe(200);
  });

  it('runs a preview with parameters, outputs and trace', async () => {
    const run = await api.post(`${base}/${CUSTOM_NODE.maskPii}/preview`, { parameterValues: { text: 'mail: hanako@example.com' } });
    expect(run.body.status).toBe('PREVIEW_STATUS_SUCCEEDED');
    expect(run.body.outputs.masked_text).toBe('mail: ***@***');
    expect(run.body.trace.length).toBeGreaterThan(2);
    const failed = await api.post(`${base}/${CUSTOM_NODE.maskPii}/preview`, { parameterValues: {} });
    expect(failed.body.status).toBe('PREVIEW_STATUS_FAILED');
  });

  it('walks the authentication card: authenticated, re-authenticate, sign out', async () => {
    const path = `${invoiceBase}/${CUSTOM_NODE.boxUpload}/authentication`;
    const card = await api.get(path);
    expect(card.body.status).toBe('AUTH_STATUS_AUTHENTICATED');
    expect(card.body.expiresAt).toBeDefined();
    const start = await api.post(`${path}/start`, { redirectUri: 'http://localhost:5173/poc/projects/prj_invoice/custom-nodes/cn_box_upload' });
    expect(new URL(start.body.authorizationUrl).host).toBe('account.box.com');
    const done = await api.post(`${path}/complete`, { state: start.body.state, code: 'box-code-1' });
    expect(done.body.status).toBe('AUTH_STATUS_AUTHENTICATED');
    const out = await api.delete(path);
    expect(out.body.status).toBe('AUTH_STATUS_UNAUTHENTICATED');
    const mismatch = await api.post(`${path}/complete`, { state: 'st_unknown', code: 'x' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.code).toBe(400);
  });

  it('answers rule violations with the error schema', async () => {
    const long = await api.post(base, { ...node, name: 'a'.repeat(21) }, { direct: true });
    expect(long.body).toMatchObject({ code: 400, message: 'Custom node name must be 20 characters or less' });
    const badScope = await api.post(base, { ...node, authentication: { provider: 'AUTH_PROVIDER_ENTRA_ID', scopes: ['root_readwrite'] } });
    expect(badScope.status).toBe(400);
    expect(badScope.body.message).toBe('root_readwrite is not a scope offered by Microsoft Entra ID');
    const noAuth = await api.post(`${base}/${CUSTOM_NODE.maskPii}/authentication/start`, { redirectUri: 'http://localhost:5173/x' });
    expect(noAuth.status).toBe(409);
  });

  it('refuses requests that break the contract', async () => {
    await api.post(base, { ...node, name: 'a'.repeat(21) }, { expectRejected: true });
    await api.post(base, { ...node, extra: true }, { expectRejected: true });
    await api.post(base, { ...node, parameters: [{ label: 'x', dataType: 'FLOAT' }] }, { expectRejected: true });
    await api.get(`${base}?pageSize=5`, { expectRejected: true });
    await api.get(`${base}/${CUSTOM_NODE.maskPii}/config-files?page=0`, { expectRejected: true });
    await api.post(`${base}/${CUSTOM_NODE.maskPii}/authentication/start`, { redirectUri: 'not a url' }, { expectRejected: true });
  });
});
