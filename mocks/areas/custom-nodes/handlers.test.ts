import { describe, expect, it } from 'vitest';
import { CUSTOM_NODE, PROJECT, WORKFLOW } from '../../fixtures/ids';
import { clock } from '../../lib/clock';
import { mockApi } from '../../lib/test-client';
import { SIMULATED_NOTE } from './preview';
import { LOCAL_CUSTOM_NODE } from './table';

/** A node's fields as a DSL file writes them (no id, creator or times). */
function writtenFields(node: Record<string, unknown>) {
  const { id: _a, createdAt: _b, updatedAt: _c, createdBy: _d, ...fields } = node;
  return fields;
}

const api = mockApi();
/** The provider callback page on a studio origin (mocks/lib/studio-origins.ts: the defaults in tests). */
const STUDIO_CALLBACK = 'http://localhost:5173/custom-nodes/auth/callback';
const base = `/studio/v1/projects/${PROJECT.support}/custom-nodes`;
const invoiceBase = `/studio/v1/projects/${PROJECT.invoice}/custom-nodes`;

const node = {
  name: '住所正規化',
  description: 'Normalizes Japanese addresses / 住所表記を統一します',
  code: 'def run(address: str) -> str:\n    print("normalizing")\n    return address.strip()\n',
  parameters: [{ label: 'address', dataType: 'PARAMETER_DATA_TYPE_STRING', description: '住所' }],
  outputVariable: 'normalized',
};

function dslFile(text: string | Uint8Array, name = 'node.aiws'): FormData {
  const form = new FormData();
  form.append('file', new File([text as BlobPart], name, { type: 'application/x-yaml' }));
  return form;
}

describe('custom nodes (mock backend)', () => {
  it('lists the project’s custom nodes, paged and filtered by name, without code', async () => {
    const list = await api.get(`${base}?page=1&pageSize=10`);
    expect(list.status).toBe(200);
    expect(list.body.items.map((n: { id: string }) => n.id)).toContain(CUSTOM_NODE.maskPii);
    expect(list.body.items[0].code).toBeUndefined();
    const filtered = await api.get(`${base}?name=${encodeURIComponent('pii')}`);
    expect(filtered.body.items.map((n: { id: string }) => n.id)).toEqual([CUSTOM_NODE.maskPii]);
    // Another organization's project is not visible.
    expect((await api.get(`/studio/v1/projects/${PROJECT.betaSales}/custom-nodes`)).status).toBe(404);
  });

  it('creates a custom node that is then listed first, reads, saves and deletes it', async () => {
    const created = await api.post(base, node);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: '住所正規化', outputVariable: 'normalized', parameters: [{ label: 'address', required: true }] });
    expect((await api.get(base)).body.items[0].id).toBe(created.body.id);

    const saved = await api.put(`${base}/${created.body.id}`, { ...node, name: '住所正規化 v2', description: undefined });
    expect(saved.status).toBe(200);
    expect(saved.body.name).toBe('住所正規化 v2');
    expect(saved.body.description).toBeUndefined();

    const inputs = await api.get(`${base}/${created.body.id}/input-parameters`);
    expect(inputs.body).toEqual({
      customNodeId: created.body.id,
      inputParameters: [{ name: 'address', dataType: 'PARAMETER_DATA_TYPE_STRING', description: '住所', required: true }],
      outputVariable: 'normalized',
    });

    expect((await api.delete(`${base}/${created.body.id}`)).status).toBe(204);
    expect((await api.get(`${base}/${created.body.id}`)).status).toBe(404);
    expect((await api.get(`${base}?name=住所`)).body.totalCount).toBe(0);
  });

  it('refuses a name over 20 characters, a blank name and blank code with the spec messages, creating nothing', async () => {
    const before = (await api.get(base)).body.totalCount;
    const long = await api.post(base, { ...node, name: 'あ'.repeat(21) });
    expect(long.status).toBe(400);
    expect(long.body).toEqual({
      code: 400,
      message: 'Custom node name must be 20 characters or less',
      details: [{ field: 'name', message: 'Custom node name must be 20 characters or less' }],
    });
    const blank = await api.post(base, { ...node, name: '  ' });
    expect(blank.body.message).toBe('Please enter a custom node name');
    const noCode = await api.post(base, { ...node, code: '' });
    expect(noCode.body.message).toBe('Please enter the code');
    const exactly20 = await api.put(`${base}/${CUSTOM_NODE.maskPii}`, { ...node, name: 'あ'.repeat(21) });
    expect(exactly20.status).toBe(400);
    expect((await api.get(base)).body.totalCount).toBe(before);
  });

  it('refuses scopes the provider does not offer and answers malformed input with 400', async () => {
    const badScope = await api.post(base, { ...node, authentication: { provider: 'AUTH_PROVIDER_BOX', scopes: ['Files.Read.All'] } });
    expect(badScope.status).toBe(400);
    expect(badScope.body.message).toBe('Files.Read.All is not a scope offered by Box');
    const badJson = await api.raw('POST', base, '{"name": ', { 'content-type': 'application/json' });
    expect(badJson.body).toMatchObject({ code: 400, message: 'Invalid JSON body' });
    const wrongType = await api.post(base, { ...node, parameters: [{ label: 'x', dataType: 'FLOAT' }] });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.details[0].field).toBe('parameters.0.dataType');
  });

  it('answers a JSON body over 20 MB with 413, as the backend’s limit, and stores nothing', async () => {
    const before = (await api.get(base)).body.totalCount;
    const huge = await api.post(base, { ...node, code: `# ${'x'.repeat(20 * 1024 * 1024)}\n${node.code}` });
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ code: 413, message: 'Request body is too large. Maximum size is 20MB.' });
    expect((await api.get(base)).body.totalCount).toBe(before);
  });

  it('offers the credential scopes of Entra ID, Box and Google', async () => {
    const providers = await api.get('/studio/v1/custom-node-authentication-providers');
    expect(providers.body.items.map((p: { provider: string }) => p.provider)).toEqual(['AUTH_PROVIDER_ENTRA_ID', 'AUTH_PROVIDER_BOX', 'AUTH_PROVIDER_GOOGLE']);
    expect(providers.body.items[1].scopes.map((s: { scope: string }) => s.scope)).toContain('root_readwrite');
  });
});

describe('custom node DSL (.aiws)', () => {
  it('exports YAML with a download name, and importing it creates the same node (round trip)', async () => {
    const exported = await api.get(`${invoiceBase}/${CUSTOM_NODE.boxUpload}/export`);
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toContain('application/x-yaml');
    expect(exported.headers.get('content-disposition')).toContain('.aiws');
    expect(exported.body).toContain('kind: CustomNode');

    const imported = await api.post(`${base}/import`, dslFile(exported.body as string, 'box.aiws'));
    expect(imported.status).toBe(201);
    const original = (await api.get(`${invoiceBase}/${CUSTOM_NODE.boxUpload}`)).body;
    const { id: _a, createdAt: _b, updatedAt: _c, createdBy: _d, ...same } = original;
    expect(imported.body).toMatchObject(same);
    // An imported node is not signed in to its provider.
    expect((await api.get(`${base}/${imported.body.id}/authentication`)).body.status).toBe('AUTH_STATUS_UNAUTHENTICATED');
  });

  it('answers each import error with its message and creates nothing', async () => {
    const before = (await api.get(base)).body.totalCount;
    const wrongType = await api.post(`${base}/import`, dslFile('kind: CustomNode', 'node.json'));
    expect(wrongType.status).toBe(415);
    expect(wrongType.body).toEqual({ code: 415, message: 'Invalid file type' });
    const badYaml = await api.post(`${base}/import`, dslFile('kind: CustomNode\ncustomNode: [unclosed\n  name: x: y'));
    expect(badYaml.status).toBe(400);
    expect(badYaml.body.message).toBe('Invalid YAML format');
    const wrongShape = await api.post(`${base}/import`, dslFile('kind: Workflow\nversion: 1\nnodes: []\n'));
    expect(wrongShape.status).toBe(400);
    expect(wrongShape.body.message).toBe('Invalid file format');
    expect(wrongShape.body.details.length).toBeGreaterThan(0);
    const longName = await api.post(
      `${base}/import`,
      dslFile(`kind: CustomNode\nversion: 1\ncustomNode:\n  name: ${'x'.repeat(21)}\n  outputVariable: out\n  code: "def run(): pass"\n`),
    );
    expect(longName.body).toMatchObject({ code: 400, message: 'Invalid file format' });
    expect(longName.body.details[0].field).toBe('customNode.name');
    const notText = await api.post(`${base}/import`, dslFile(new Uint8Array([0xff, 0xfe, 0x00, 0xc3, 0x28])));
    expect(notText.body).toEqual({ code: 400, message: 'Failed to parse file' });
    const tooLarge = await api.post(`${base}/import`, dslFile('#'.repeat(1024 * 1024 + 1)));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toBe('File size is too large. Maximum size is 1MB.');
    const noFile = await api.post(`${base}/import`, new FormData());
    expect(noFile.status).toBe(400);
    for (const name of ['../../nodes/evil.aiws', 'C:\\nodes\\evil.aiws', '..']) {
      const path = await api.post(
        `${base}/import`,
        dslFile(`kind: CustomNode\nversion: 1\ncustomNode:\n  name: x\n  outputVariable: out\n  code: "def run(): pass"\n`, name),
      );
      expect(path.body, name).toEqual({ code: 400, message: 'Invalid file name', details: [{ field: 'file', message: 'Invalid file name' }] });
    }
    expect((await api.get(base)).body.totalCount).toBe(before);
  });
});

describe('custom node DSL import: a name the project already has', () => {
  const maskPii = `${base}/${CUSTOM_NODE.maskPii}`;

  it('answers 409 naming it, and creates nothing', async () => {
    const exported = await api.get(`${maskPii}/export`);
    const before = (await api.get(base)).body.totalCount;
    const clash = await api.post(`${base}/import`, dslFile(exported.body as string));
    expect(clash.status).toBe(409);
    expect(clash.body).toEqual({ code: 409, message: 'A custom node with this name already exists: PII マスキング' });
    const explicit = await api.post(`${base}/import?replace=false`, dslFile(exported.body as string));
    expect(explicit.status).toBe(409);
    // The same name in another project is no clash.
    expect((await api.post(`${invoiceBase}/import`, dslFile(exported.body as string))).status).toBe(201);
    expect((await api.get(base)).body.totalCount).toBe(before);
  });

  it('imports under another name (name), the same node otherwise; that name may clash too', async () => {
    const original = (await api.get(maskPii)).body;
    const exported = await api.get(`${maskPii}/export`);
    const renamed = await api.post(`${base}/import?name=${encodeURIComponent(' PII マスキング 2 ')}`, dslFile(exported.body as string));
    expect(renamed.status).toBe(201);
    expect(renamed.body.id).not.toBe(CUSTOM_NODE.maskPii);
    expect(writtenFields(renamed.body)).toEqual({ ...writtenFields(original), name: 'PII マスキング 2' });
    const again = await api.post(`${base}/import?name=${encodeURIComponent('PII マスキング 2')}`, dslFile(exported.body as string));
    expect(again.body).toEqual({ code: 409, message: 'A custom node with this name already exists: PII マスキング 2' });
    const numeric = await api.post(`${base}/import?name=2026`, dslFile(exported.body as string));
    expect(numeric.body.name).toBe('2026');
  });

  it('refuses a name over 20 characters or blank, and a replace that is not a boolean', async () => {
    const exported = await api.get(`${maskPii}/export`);
    const long = await api.post(`${base}/import?name=${encodeURIComponent('あ'.repeat(21))}`, dslFile(exported.body as string));
    expect(long.status).toBe(400);
    expect(long.body).toEqual({
      code: 400,
      message: 'Custom node name must be 20 characters or less',
      details: [{ field: 'name', message: 'Custom node name must be 20 characters or less' }],
    });
    const blank = await api.post(`${base}/import?name=${encodeURIComponent('  ')}`, dslFile(exported.body as string));
    expect(blank.body.message).toBe('Please enter a custom node name');
    const replace = await api.post(`${base}/import?replace=yes`, dslFile(exported.body as string));
    expect(replace.status).toBe(400);
    expect(replace.body.details[0].field).toBe('replace');
    expect((await api.post(`${base}/import?name=${encodeURIComponent('あ'.repeat(20))}`, dslFile(exported.body as string))).status).toBe(201);
  });

  it('replaces the node of that name (replace=true): same id and creation, the file’s code, parameters and settings', async () => {
    const original = (await api.get(maskPii)).body;
    const file = `kind: CustomNode
version: 1
customNode:
  name: PII マスキング
  parameters:
    - label: body
      dataType: PARAMETER_DATA_TYPE_STRING
      description: 本文（置き換え後）
  outputVariable: cleaned
  authentication:
    provider: AUTH_PROVIDER_BOX
    scopes: [root_readonly]
  code: |
    def run(body: str) -> str:
        return body
`;
    const before = (await api.get(base)).body.totalCount;
    clock.advance(60_000);
    const replaced = await api.post(`${base}/import?replace=true`, dslFile(file));
    expect(replaced.status).toBe(201);
    expect(replaced.body).toMatchObject({
      id: CUSTOM_NODE.maskPii,
      name: 'PII マスキング',
      createdAt: original.createdAt,
      createdBy: original.createdBy,
      parameters: [{ label: 'body', dataType: 'PARAMETER_DATA_TYPE_STRING', description: '本文（置き換え後）', required: true }],
      outputVariable: 'cleaned',
      authentication: { provider: 'AUTH_PROVIDER_BOX', scopes: ['root_readonly'] },
      code: 'def run(body: str) -> str:\n    return body\n',
    });
    expect(replaced.body.description).toBeUndefined();
    expect(Date.parse(replaced.body.updatedAt)).toBeGreaterThan(Date.parse(original.updatedAt));
    expect((await api.get(maskPii)).body).toEqual(replaced.body);
    expect((await api.get(base)).body.totalCount).toBe(before);
    // Its configuration files belong to the node and stay.
    expect((await api.get(`${maskPii}/config-files`)).body.totalCount).toBe(2);
  });

  it('keeps the sign-in of a replaced node when the provider and scopes are the same, else signs it out', async () => {
    const box = `${invoiceBase}/${CUSTOM_NODE.boxUpload}`;
    const exported = (await api.get(`${box}/export`)).body as string;
    await api.post(`${invoiceBase}/import?replace=true`, dslFile(exported.replace('Uploads the checked', 'Now uploads the checked')));
    expect((await api.get(box)).body.description).toContain('Now uploads the checked');
    expect((await api.get(`${box}/authentication`)).body.status).toBe('AUTH_STATUS_AUTHENTICATED');
    await api.post(`${invoiceBase}/import?replace=true`, dslFile(exported.replace('- root_readwrite', '- root_readonly')));
    expect((await api.get(`${box}/authentication`)).body.status).toBe('AUTH_STATUS_UNAUTHENTICATED');
  });

  it('round trip: export then import (replace, or under a new name) gives the same node', async () => {
    for (const id of [CUSTOM_NODE.maskPii, LOCAL_CUSTOM_NODE.sharepointSearch, LOCAL_CUSTOM_NODE.priorityScore]) {
      const original = (await api.get(`${base}/${id}`)).body;
      const exported = (await api.get(`${base}/${id}/export`)).body as string;
      const replaced = await api.post(`${base}/import?replace=true`, dslFile(exported));
      expect(replaced.body.id).toBe(id);
      expect(writtenFields(replaced.body)).toEqual(writtenFields(original));
      const copy = await api.post(`${base}/import?name=copy-${id.slice(-8)}`, dslFile(exported));
      expect(writtenFields(copy.body)).toEqual({ ...writtenFields(original), name: `copy-${id.slice(-8)}` });
      expect((await api.get(`${base}/${copy.body.id}/export`)).body).toBe(exported.replace(`name: ${original.name}`, `name: copy-${id.slice(-8)}`));
    }
  });
});

describe('deleting a custom node in use', () => {
  it('refuses a node published as a tool, naming the tool, and deletes nothing', async () => {
    const refused = await api.delete(`${base}/${CUSTOM_NODE.maskPii}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ code: 409, message: 'Cannot delete the custom node because it is used by: 個人情報マスキング' });
    expect((await api.get(`${base}/${CUSTOM_NODE.maskPii}`)).status).toBe(200);
    const box = await api.delete(`${invoiceBase}/${CUSTOM_NODE.boxUpload}`);
    expect(box.body.message).toBe('Cannot delete the custom node because it is used by: Box保存');
  });

  it('refuses a node a workflow of the project uses, naming the workflows and then the tools, until none does', async () => {
    const created = (await api.post(base, node)).body;
    const graphUrl = `/studio/v1/projects/${PROJECT.support}/workflows/${WORKFLOW.supportTriage}/graph`;
    await api.post(`/studio/v1/projects/${PROJECT.support}/workflows/${WORKFLOW.supportTriage}/edit-permission`);
    const stored = (await api.get(graphUrl)).body;
    const step = {
      id: 'custom_address',
      kind: 'NODE_KIND_CUSTOM_NODE',
      title: '住所正規化',
      position: { x: 400, y: 600 },
      data: { customNodeId: created.id, variable: 'address', inputParameters: [{ name: 'address', value: '{{start.inquiry}}' }] },
    };
    const saved = await api.put(graphUrl, { baseRevision: stored.revision, nodes: [...stored.nodes, step], edges: stored.edges });
    expect(saved.status).toBe(200);

    const refused = await api.delete(`${base}/${created.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Cannot delete the custom node because it is used by: 問い合わせ振り分け');

    // A workflow and a tool: workflows first. The invoice project's workflow that names this node is not its project's.
    const maskStep = { ...step, id: 'custom_mask', data: { ...step.data, customNodeId: CUSTOM_NODE.maskPii, variable: 'masked' } };
    const both = await api.put(graphUrl, { baseRevision: saved.body.revision, nodes: [...stored.nodes, step, maskStep], edges: stored.edges });
    expect(both.status).toBe(200);
    expect((await api.delete(`${base}/${CUSTOM_NODE.maskPii}`)).body.message).toBe(
      'Cannot delete the custom node because it is used by: 問い合わせ振り分け, 個人情報マスキング',
    );

    await api.put(graphUrl, { baseRevision: both.body.revision, nodes: stored.nodes, edges: stored.edges });
    expect((await api.delete(`${base}/${created.id}`)).status).toBe(204);
  });
});

describe('custom node preview', () => {
  it('answers the resolved parameters, outputs and an ordered trace', async () => {
    const run = await api.post(`${base}/${CUSTOM_NODE.maskPii}/preview`, { parameterValues: { text: '連絡先: taro@example.com / 090-1234-5678' } });
    expect(run.status).toBe(200);
    expect(run.body.status).toBe('PREVIEW_STATUS_SUCCEEDED');
    expect(run.body.outputs.masked_text).toBe('連絡先: ***@*** / ***-****-****');
    expect(run.body.parameters[0]).toEqual({ label: 'text', dataType: 'PARAMETER_DATA_TYPE_STRING', value: '連絡先: taro@example.com / 090-1234-5678' });
    expect(run.body.trace.map((line: { sequence: number }) => line.sequence)).toEqual(run.body.trace.map((_: unknown, i: number) => i + 1));
    expect(run.body.trace.some((line: { message: string }) => line.message === 'masking personal data')).toBe(true);
    expect(run.body.durationMs).toBe(Date.parse(run.body.finishedAt) - Date.parse(run.body.startedAt));
  });

  it('says that the code was not run: the result is simulated, and the trace says so in English and Japanese', async () => {
    const run = await api.post(`${base}/${CUSTOM_NODE.maskPii}/preview`, { parameterValues: { text: 'taro@example.com' } });
    expect(run.body.simulated).toBe(true);
    expect(run.body.trace[1]).toMatchObject({ level: 'TRACE_LEVEL_WARNING', message: SIMULATED_NOTE });
    expect(SIMULATED_NOTE).toContain('the code is not executed');
    expect(SIMULATED_NOTE).toContain('コードは実行されません');
    const failed = await api.post(`${base}/${CUSTOM_NODE.maskPii}/preview`, { parameterValues: {} });
    expect(failed.body).toMatchObject({ status: 'PREVIEW_STATUS_FAILED', simulated: true });
  });

  it('fails the run (not the request) on missing values, wrong types and expired authentication', async () => {
    const missing = await api.post(`${base}/${CUSTOM_NODE.maskPii}/preview`, { parameterValues: {} });
    expect(missing.body).toMatchObject({ status: 'PREVIEW_STATUS_FAILED', errorMessage: "TypeError: run() missing required argument: 'text'" });
    const wrongType = await api.post(`${base}/${CUSTOM_NODE.maskPii}/preview`, { parameterValues: { text: 42 } });
    expect(wrongType.body.status).toBe('PREVIEW_STATUS_FAILED');
    const expired = await api.post(`${base}/${LOCAL_CUSTOM_NODE.sharepointSearch}/preview`, { parameterValues: { query: '経費精算' } });
    expect(expired.body.errorMessage).toBe('The Microsoft Entra ID authentication has expired. Please re-authenticate.');
    const noRun = await api.post(`${base}/${CUSTOM_NODE.maskPii}/preview`, { parameterValues: { text: 'x' }, code: 'print("hi")' });
    expect(noRun.body.errorMessage).toBe("NameError: name 'run' is not defined");
    const bad = await api.post(`${base}/${CUSTOM_NODE.maskPii}/preview`, { values: {} });
    expect(bad.status).toBe(400);
  });
});

describe('custom node authentication card', () => {
  it('shows authenticated with time remaining, expired and unauthenticated, and expires over time', async () => {
    const box = await api.get(`${invoiceBase}/${CUSTOM_NODE.boxUpload}/authentication`);
    expect(box.body).toMatchObject({ status: 'AUTH_STATUS_AUTHENTICATED', provider: 'AUTH_PROVIDER_BOX' });
    expect(Date.parse(box.body.expiresAt)).toBeGreaterThan(Date.now());
    expect((await api.get(`${base}/${LOCAL_CUSTOM_NODE.sharepointSearch}/authentication`)).body.status).toBe('AUTH_STATUS_EXPIRED');
    expect((await api.get(`${invoiceBase}/${LOCAL_CUSTOM_NODE.sheetsAppend}/authentication`)).body.status).toBe('AUTH_STATUS_UNAUTHENTICATED');
    expect((await api.get(`${base}/${CUSTOM_NODE.maskPii}/authentication`)).body.status).toBe('AUTH_STATUS_NOT_REQUIRED');
    clock.advance(2 * 60 * 60 * 1000);
    expect((await api.get(`${invoiceBase}/${CUSTOM_NODE.boxUpload}/authentication`)).body.status).toBe('AUTH_STATUS_EXPIRED');
  });

  it('re-authenticates through the provider URL and signs out', async () => {
    const path = `${base}/${LOCAL_CUSTOM_NODE.sharepointSearch}/authentication`;
    const start = await api.post(`${path}/start`, { redirectUri: STUDIO_CALLBACK });
    expect(start.status).toBe(200);
    const url = new URL(start.body.authorizationUrl);
    expect(url.host).toBe('login.microsoftonline.com');
    expect(url.searchParams.get('state')).toBe(start.body.state);
    expect(url.searchParams.get('scope')).toBe('User.Read Sites.Read.All Files.Read.All');

    const wrongState = await api.post(`${path}/complete`, { state: 'st_other', code: 'abc' });
    expect(wrongState.status).toBe(400);
    expect((await api.get(path)).body.status).toBe('AUTH_STATUS_EXPIRED');

    const done = await api.post(`${path}/complete`, { state: start.body.state, code: 'M.C507_BAY.2.U' });
    expect(done.body).toMatchObject({ status: 'AUTH_STATUS_AUTHENTICATED', accountName: 'taro.yamada@acme.example' });
    const preview = await api.post(`${base}/${LOCAL_CUSTOM_NODE.sharepointSearch}/preview`, { parameterValues: { query: '経費精算' } });
    expect(preview.body.status).toBe('PREVIEW_STATUS_SUCCEEDED');

    const out = await api.delete(path);
    expect(out.body.status).toBe('AUTH_STATUS_UNAUTHENTICATED');
    expect((await api.get(path)).body.status).toBe('AUTH_STATUS_UNAUTHENTICATED');
    // A node without authentication settings cannot start a sign-in.
    const none = await api.post(`${base}/${CUSTOM_NODE.maskPii}/authentication/start`, { redirectUri: STUDIO_CALLBACK });
    expect(none.status).toBe(409);
  });

  it('refuses a redirect URI that is not on the studio’s own origin, and starts no sign-in', async () => {
    const path = `${base}/${LOCAL_CUSTOM_NODE.sharepointSearch}/authentication`;
    const refused = { code: 400, message: 'Invalid redirect URI', details: [{ field: 'redirectUri', message: 'Invalid redirect URI' }] };
    for (const redirectUri of [
      'javascript:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
      'https://attacker.example/custom-nodes/auth/callback',
      'http://localhost:5174/custom-nodes/auth/callback', // another port is another origin
      'https://localhost:5173/custom-nodes/auth/callback', // and so is another scheme
      'http://user@localhost:5173/custom-nodes/auth/callback',
      '/custom-nodes/auth/callback',
    ]) {
      const start = await api.post(`${path}/start`, { redirectUri });
      expect(start.body, redirectUri).toEqual(refused);
    }
    const { customNodes } = await import('./table');
    expect(customNodes.get(LOCAL_CUSTOM_NODE.sharepointSearch).pendingSignIn).toBeUndefined();
    // Every studio origin the backend is configured with is accepted.
    expect((await api.post(`${path}/start`, { redirectUri: 'http://127.0.0.1:4173/custom-nodes/auth/callback' })).status).toBe(200);
  });

  it('signs out when the provider or scopes change on save', async () => {
    const path = `${invoiceBase}/${CUSTOM_NODE.boxUpload}`;
    const current = (await api.get(path)).body;
    const { id: _a, createdAt: _b, updatedAt: _c, createdBy: _d, ...write } = current;
    await api.put(path, { ...write, description: 'Box へ保存' });
    expect((await api.get(`${path}/authentication`)).body.status).toBe('AUTH_STATUS_AUTHENTICATED');
    await api.put(path, { ...write, authentication: { provider: 'AUTH_PROVIDER_BOX', scopes: ['root_readonly'] } });
    expect((await api.get(`${path}/authentication`)).body.status).toBe('AUTH_STATUS_UNAUTHENTICATED');
  });
});
