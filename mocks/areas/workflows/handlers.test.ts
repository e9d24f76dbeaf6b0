import { describe, expect, it } from 'vitest';
import { PROJECT, WORKFLOW } from '../../fixtures/ids';
import { clock } from '../../lib/clock';
import { mockApi } from '../../lib/test-client';
import { scenario } from '../../lib/scenario';
import { autoNodeWindow, planDurationMs } from './debug-engine';
import { BROKEN_WORKFLOW, debugRuns, FOLDER, HELD_BY_OTHER } from './table';

const api = mockApi();
const base = `/studio/v1/projects/${PROJECT.support}`;
const invoiceBase = `/studio/v1/projects/${PROJECT.invoice}`;

async function graphOf(workflowId: string, projectBase = base) {
  return (await api.get(`${projectBase}/workflows/${workflowId}/graph`)).body;
}

describe('workflows and folders (mock backend)', () => {
  it('lists a folder by id or path, folders first, paged and filtered by name', async () => {
    const root = await api.get(`${base}/workflow-items`);
    expect(root.status).toBe(200);
    expect(root.body).toMatchObject({ path: '/', breadcrumbs: [] });
    expect(
      root.body.items
        .slice(0, 2)
        .map((i: { name: string }) => i.name)
        .sort(),
    ).toEqual(['Experiments', 'サポート']);
    expect(root.body.items[0].itemType).toBe('WORKFLOW_ITEM_TYPE_FOLDER');

    const page1 = await api.get(`${base}/workflow-items?folderId=${FOLDER.supportExperiments}&page=1&pageSize=10`);
    expect(page1.body.totalCount).toBe(27);
    expect(page1.body.items).toHaveLength(10);
    const page3 = await api.get(`${base}/workflow-items?folderId=${FOLDER.supportExperiments}&page=3&pageSize=10`);
    expect(page3.body.items).toHaveLength(7);

    const byPath = await api.get(`${base}/workflow-items?folderPath=${encodeURIComponent('/サポート/メール対応/一次振り分け')}`);
    expect(byPath.body.folderId).toBe(FOLDER.supportMailTriage);
    expect(byPath.body.breadcrumbs.map((b: { name: string }) => b.name)).toEqual(['サポート', 'メール対応', '一次振り分け']);
    expect(byPath.body.items.map((i: { id: string }) => i.id)).toEqual([FOLDER.supportMailArchive, WORKFLOW.supportTriage]);

    const filtered = await api.get(`${base}/workflow-items?folderId=${FOLDER.supportExperiments}&name=${encodeURIComponent('summary')}`);
    expect(filtered.body.items.map((i: { name: string }) => i.name)).toEqual(['Meeting summary EN']);

    expect((await api.get(`${base}/workflow-items?folderPath=/nope`)).body).toEqual({ code: 404, message: 'Folder not found' });
    expect((await api.get(`${base}/workflow-items?pageSize=5`)).status).toBe(400);
  });

  it('shows the project’s tree and workflow details', async () => {
    const tree = await api.get(`${base}/workflows/hierarchy`);
    expect(tree.body.folders.length).toBeGreaterThanOrEqual(6);
    const archive = tree.body.folders.find((f: { id: string }) => f.id === FOLDER.supportMailArchive);
    expect(archive).toMatchObject({ path: '/サポート/メール対応/一次振り分け/アーカイブ', parentId: FOLDER.supportMailTriage });
    expect(tree.body.workflows.length).toBeGreaterThanOrEqual(30);
    const triage = await api.get(`${base}/workflows/${WORKFLOW.supportTriage}`);
    expect(triage.body).toMatchObject({ published: true, folderPath: '/サポート/メール対応/一次振り分け', latestVersion: { name: 'v2' } });
    expect((await api.get(`${invoiceBase}/workflows/${WORKFLOW.supportTriage}`)).status).toBe(404);
  });

  it('creates empty and copied workflows, renames, duplicates and deletes them', async () => {
    const empty = await api.post(`${base}/workflows`, { name: ' 新しいワークフロー ', folderId: FOLDER.supportFaq });
    expect(empty.status).toBe(201);
    expect(empty.body).toMatchObject({ name: '新しいワークフロー', folderPath: '/サポート/FAQ', published: false, versions: [] });
    const emptyGraph = await graphOf(empty.body.id);
    expect(emptyGraph.nodes.map((n: { kind: string }) => n.kind)).toEqual(['NODE_KIND_START', 'NODE_KIND_END']);
    expect(emptyGraph.nodes.map((n: { title: string }) => n.title)).toEqual(['開始', '終了']);
    // The client names the start and end nodes in its user's language.
    const titled = await api.post(`${base}/workflows`, { name: 'Intake', startNodeTitle: 'Start', endNodeTitle: 'End' });
    expect((await graphOf(titled.body.id)).nodes.map((n: { title: string }) => n.title)).toEqual(['Start', 'End']);
    const listed = await api.get(`${base}/workflow-items?folderId=${FOLDER.supportFaq}`);
    expect(listed.body.items.map((i: { id: string }) => i.id)).toContain(empty.body.id);

    const copy = await api.post(`${base}/workflows`, { name: 'Triage copy', copyFromWorkflowId: WORKFLOW.supportTriage });
    expect((await graphOf(copy.body.id)).nodes).toEqual((await graphOf(WORKFLOW.supportTriage)).nodes);

    const renamed = await api.patch(`${base}/workflows/${copy.body.id}`, { name: 'Triage copy 2' });
    expect(renamed.body.name).toBe('Triage copy 2');

    const dup = await api.post(`${base}/workflows/${WORKFLOW.faqAnswer}/duplicate`, {});
    expect(dup.status).toBe(201);
    expect(dup.body).toMatchObject({ name: 'FAQ answer のコピー', folderId: FOLDER.supportFaq, type: 'WORKFLOW_TYPE_CHAT', versions: [] });

    expect((await api.delete(`${base}/workflows/${copy.body.id}`)).status).toBe(204);
    expect((await api.get(`${base}/workflows/${copy.body.id}`)).status).toBe(404);
    expect((await api.get(`${base}/workflows/${copy.body.id}/graph`)).status).toBe(404);
  });

  it('refuses a blank workflow or folder name with the spec message and creates nothing', async () => {
    const before = (await api.get(`${base}/workflow-items`)).body.totalCount;
    for (const name of ['', '   ', undefined]) {
      const refused = await api.post(`${base}/workflows`, name === undefined ? {} : { name });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        code: 400,
        message: 'Please enter a workflow name',
        details: [{ field: 'name', message: 'Please enter a workflow name' }],
      });
    }
    const folder = await api.post(`${base}/workflow-folders`, { name: ' ' });
    expect(folder.body.message).toBe('Please enter a folder name');
    expect((await api.patch(`${base}/workflows/${WORKFLOW.faqAnswer}`, { name: '' })).body.message).toBe('Please enter a workflow name');
    expect((await api.get(`${base}/workflow-items`)).body.totalCount).toBe(before);
  });

  it('answers malformed input with a 400 error body', async () => {
    const badJson = await api.raw('POST', `${base}/workflows`, '{"name": ', { 'content-type': 'application/json' });
    expect(badJson.body).toMatchObject({ code: 400, message: 'Invalid JSON body' });
    const wrongType = await api.post(`${base}/workflows`, { name: 42 });
    expect(wrongType.status).toBe(400);
    const badType = await api.post(`${base}/workflows`, { name: 'x', type: 'WORKFLOW_TYPE_NOPE' });
    expect(badType.status).toBe(400);
    const slash = await api.post(`${base}/workflow-folders`, { name: 'a/b' });
    expect(slash.status).toBe(400);
  });

  it('creates nested folders, refuses a duplicate sibling name, renames and deletes with content', async () => {
    const a = await api.post(`${base}/workflow-folders`, { name: 'A' });
    const b = await api.post(`${base}/workflow-folders`, { name: 'B', parentId: a.body.id });
    const c = await api.post(`${base}/workflow-folders`, { name: 'C', parentId: b.body.id });
    expect(c.body.path).toBe('/A/B/C');
    const wf = await api.post(`${base}/workflows`, { name: '深い場所', folderId: c.body.id });
    expect((await api.post(`${base}/workflow-folders`, { name: 'B', parentId: a.body.id })).status).toBe(409);

    const renamed = await api.patch(`${base}/workflow-folders/${b.body.id}`, { name: 'B2' });
    expect(renamed.body).toMatchObject({ name: 'B2', path: '/A/B2', itemCount: 1 });
    expect((await api.get(`${base}/workflows/${wf.body.id}`)).body.folderPath).toBe('/A/B2/C');

    expect((await api.delete(`${base}/workflow-folders/${a.body.id}`)).status).toBe(204);
    for (const id of [a.body.id, b.body.id, c.body.id]) expect((await api.get(`${base}/workflow-folders/${id}`)).status).toBe(404);
    expect((await api.get(`${base}/workflows/${wf.body.id}`)).status).toBe(404);
  });

  it('moves items, and refuses moving a folder into itself or its descendant without changing anything', async () => {
    const moved = await api.post(`${base}/workflow-items/move`, {
      folderIds: [FOLDER.supportMailArchive],
      workflowIds: [WORKFLOW.faqAnswer],
      targetFolderId: FOLDER.supportExperiments,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.items.map((i: { id: string }) => i.id)).toEqual([FOLDER.supportMailArchive, WORKFLOW.faqAnswer]);
    expect((await api.get(`${base}/workflows/${WORKFLOW.faqAnswer}`)).body.folderPath).toBe('/Experiments');

    const toRoot = await api.post(`${base}/workflow-items/move`, { workflowIds: [WORKFLOW.faqAnswer] });
    expect(toRoot.body.items[0].folderPath).toBe('/');

    const snapshot = (await api.get(`${base}/workflows/hierarchy`)).body;
    for (const target of [FOLDER.support, FOLDER.supportMailTriage]) {
      const refused = await api.post(`${base}/workflow-items/move`, {
        folderIds: [FOLDER.support],
        workflowIds: [WORKFLOW.supportTriage],
        targetFolderId: target,
      });
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({ code: 409, message: 'A folder cannot be moved into itself or one of its subfolders' });
    }
    expect((await api.get(`${base}/workflows/hierarchy`)).body).toEqual(snapshot);
    expect((await api.post(`${base}/workflow-items/move`, {})).status).toBe(400);
    expect((await api.post(`${base}/workflow-items/move`, { workflowIds: ['wf_nope'] })).status).toBe(404);
  });

  it('a move into the folder an item is already in moves nothing: the item is untouched and not answered as moved', async () => {
    const before = (await api.get(`${base}/workflows/${WORKFLOW.faqAnswer}`)).body;
    const same = await api.post(`${base}/workflow-items/move`, { workflowIds: [WORKFLOW.faqAnswer], targetFolderId: FOLDER.supportFaq });
    expect(same.status).toBe(200);
    expect(same.body.items).toEqual([]);
    expect((await api.get(`${base}/workflows/${WORKFLOW.faqAnswer}`)).body).toEqual(before);
    // With one that does move, only that one is answered (and persisted).
    const mixed = await api.post(`${base}/workflow-items/move`, { workflowIds: [WORKFLOW.faqAnswer, 'wf_support_summary'], targetFolderId: FOLDER.supportFaq });
    expect(mixed.body.items.map((i: { id: string }) => i.id)).toEqual(['wf_support_summary']);
    expect((await api.get(`${base}/workflows/wf_support_summary`)).body.folderPath).toBe('/サポート/FAQ');
    const atRoot = await api.post(`${base}/workflow-items/move`, { folderIds: [FOLDER.supportExperiments] });
    expect(atRoot.body.items).toEqual([]);
  });

  it('lists workflows for pickers with published versions and start/end variables', async () => {
    const all = await api.get(`${base}/workflows/selection?pageSize=100`);
    const triage = all.body.items.find((w: { id: string }) => w.id === WORKFLOW.supportTriage);
    expect(triage.versions.map((v: { name: string }) => v.name)).toEqual(['v1']);
    expect(triage.startVariables).toEqual([{ name: 'inquiry' }, { name: 'customerId' }]);
    expect(triage.endVariables).toEqual([{ name: 'category' }, { name: 'priority' }]);
    const published = await api.get(`${base}/workflows/selection?publishedOnly=true&pageSize=100`);
    expect(published.body.items.every((w: { published: boolean }) => w.published)).toBe(true);
    expect(published.body.totalCount).toBeLessThan(all.body.totalCount);
  });
});

describe('edit permission and graph saves', () => {
  it('grants a free permission, refuses one held by someone else naming the holder, and releases', async () => {
    const free = await api.get(`${base}/workflows/${WORKFLOW.supportTriage}/edit-permission`);
    expect(free.body).toEqual({ workflowId: WORKFLOW.supportTriage, heldByMe: false });
    const granted = await api.post(`${base}/workflows/${WORKFLOW.supportTriage}/edit-permission`);
    expect(granted.body).toMatchObject({ heldByMe: true, holder: { name: '山田 太郎' } });
    const other = await api.post(`${base}/workflows/${WORKFLOW.supportTriage}/edit-permission`, undefined, { user: 'agentEditor' });
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({ code: 409, message: '山田 太郎 is editing this workflow', holder: { name: '山田 太郎' } });
    expect((await api.delete(`${base}/workflows/${WORKFLOW.supportTriage}/edit-permission`, { user: 'agentEditor' })).status).toBe(409);
    expect((await api.delete(`${base}/workflows/${WORKFLOW.supportTriage}/edit-permission`)).status).toBe(204);
    expect((await api.get(`${base}/workflows/${WORKFLOW.supportTriage}/edit-permission`)).body.holder).toBeUndefined();

    const held = await api.get(`${base}/workflows/${HELD_BY_OTHER}/edit-permission`);
    expect(held.body).toMatchObject({ heldByMe: false, holder: { name: '高橋 美咲' } });
  });

  it('saves with the edit permission and the current revision; refuses stale or unpermitted saves unchanged', async () => {
    const url = `${base}/workflows/${WORKFLOW.supportTriage}/graph`;
    const stored = await graphOf(WORKFLOW.supportTriage);
    const moved = { ...stored.nodes[0], position: { x: 10, y: 20 } };
    const body = { baseRevision: stored.revision, nodes: [moved, ...stored.nodes.slice(1)], edges: stored.edges };

    const forbidden = await api.put(url, body);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe('You do not hold the edit permission for this workflow');

    await api.post(`${base}/workflows/${WORKFLOW.supportTriage}/edit-permission`);
    const saved = await api.put(url, body);
    expect(saved.status).toBe(200);
    expect(saved.body.revision).toBe(stored.revision + 1);
    expect(saved.body.nodes[0].position).toEqual({ x: 10, y: 20 });

    const stale = await api.put(url, { ...body, nodes: stored.nodes });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 409, currentRevision: stored.revision + 1, updatedBy: { name: '山田 太郎' } });
    expect(await graphOf(WORKFLOW.supportTriage)).toEqual(saved.body);

    const notHolder = await api.put(`${base}/workflows/${HELD_BY_OTHER}/graph`, { baseRevision: 5, nodes: [], edges: [] });
    expect(notHolder.status).toBe(403);
  });

  it('refuses invalid node data', async () => {
    await api.post(`${base}/workflows/${WORKFLOW.supportTriage}/edit-permission`);
    const url = `${base}/workflows/${WORKFLOW.supportTriage}/graph`;
    const stored = await graphOf(WORKFLOW.supportTriage);
    const withNodes = (nodes: unknown[], edges: unknown[] = stored.edges) => api.put(url, { baseRevision: stored.revision, nodes, edges });
    const ifIndex = stored.nodes.findIndex((n: { kind: string }) => n.kind === 'NODE_KIND_IF_ELSE');
    const badOperator = structuredClone(stored.nodes);
    badOperator[ifIndex].data.branches[0].conditions[0].operator = 'IF_ELSE_OPERATOR_LIKE';
    expect((await withNodes(badOperator)).status).toBe(400);
    expect((await withNodes([{ id: 'x', kind: 'NODE_KIND_TELEPORT', position: { x: 0, y: 0 }, data: {} }], [])).status).toBe(400);

    const reserved = structuredClone(stored.nodes);
    reserved[0].data.inputVariables.push({ name: 'sys_user_id' });
    expect((await withNodes(reserved)).body.message).toBe('This variable name is reserved by the system. Please use a different name.');
    expect((await withNodes(stored.nodes, [...stored.edges, { id: 'e_x', source: 'start', target: 'ghost' }])).body.message).toBe('Node not found: ghost');
    expect((await withNodes([...stored.nodes, stored.nodes[0]])).body.message).toBe('Duplicate node id: start');

    const clob = structuredClone(stored.nodes);
    const db = clob.find((n: { kind: string }) => n.kind === 'NODE_KIND_DATABASE');
    db.data.bindVariables[0].value = 'x'.repeat(4001);
    expect((await withNodes(clob)).body.message).toBe('Use CLOB for strings over 4000 characters');
    db.data.bindVariables[0].type = 'BIND_VARIABLE_TYPE_CLOB';
    expect((await withNodes(clob)).status).toBe(200);
    expect((await graphOf(WORKFLOW.supportTriage)).revision).toBe(stored.revision + 1);
  });
});

describe('debug runs', () => {
  const runs = `${base}/workflows/${WORKFLOW.supportTriage}/debug-runs`;
  interface NodeRun {
    nodeId: string;
    kind: string;
    status: string;
    startedAt?: string;
    finishedAt?: string;
    elapsedMs?: number;
    usage?: { promptTokens: number; completionTokens: number; totalTokens: number };
    outputs: Array<{ name: string; value: string }>;
    logs: Array<{ at: string; level: string; message: string }>;
    error?: string;
  }
  const ms = (iso?: string) => Date.parse(iso!);
  /** The run's plan as the mock computed it at start (each node's duration). */
  const planOf = (id: string) => debugRuns.find(id)!.plan;
  /** Every finished node: elapsedMs = finishedAt − startedAt. */
  const expectTimed = (nodes: NodeRun[]) => {
    for (const node of nodes) {
      expect(node.elapsedMs, node.nodeId).toBeGreaterThan(0);
      expect(ms(node.finishedAt) - ms(node.startedAt), node.nodeId).toBe(node.elapsedMs);
    }
  };

  it('advances an auto run node by node, each taking its own time, through the refund branch to success', async () => {
    clock.freeze(Date.parse('2026-11-02T10:00:00Z'));
    const started = await api.post(runs, { mode: 'DEBUG_RUN_MODE_AUTO' });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ status: 'DEBUG_RUN_STATUS_RUNNING', currentNodeId: 'start' });
    expect(started.body.inputs[0].name).toBe('inquiry');
    const plan = planOf(started.body.id);
    const total = planDurationMs(plan);

    clock.advance(autoNodeWindow(plan, 2).startMs);
    const midway = await api.get(`${runs}/${started.body.id}`);
    expect(midway.body.status).toBe('DEBUG_RUN_STATUS_RUNNING');
    expect(midway.body.currentNodeId).toBe('llm_1');
    expect(midway.body.nodes.map((n: NodeRun) => n.status)).toEqual([
      'DEBUG_NODE_STATUS_SUCCEEDED',
      'DEBUG_NODE_STATUS_SUCCEEDED',
      'DEBUG_NODE_STATUS_RUNNING',
    ]);
    const running: NodeRun = midway.body.nodes[2];
    expect(running).not.toHaveProperty('elapsedMs');
    expect(running).not.toHaveProperty('usage');
    expect(running).not.toHaveProperty('finishedAt');

    clock.advance(total - autoNodeWindow(plan, 2).startMs - 1);
    expect((await api.get(`${runs}/${started.body.id}`)).body.status).toBe('DEBUG_RUN_STATUS_RUNNING');
    clock.advance(1);
    const done = await api.get(`${runs}/${started.body.id}`);
    expect(done.body.status).toBe('DEBUG_RUN_STATUS_SUCCEEDED');
    const nodes: NodeRun[] = done.body.nodes;
    expect(nodes.map((n) => n.nodeId)).toEqual(['start', 'knowledge_1', 'llm_1', 'if_1', 'db_1', 'end_refund']);
    expect(done.body.outputs.map((o: { name: string }) => o.name)).toEqual(['category', 'priority']);
    expect(done.body.currentNodeId).toBeUndefined();

    // Each node starts when the one before finished; the run lasts the sum of its nodes' times.
    expectTimed(nodes);
    nodes.slice(1).forEach((node, i) => expect(node.startedAt).toBe(nodes[i]!.finishedAt));
    expect(ms(done.body.finishedAt) - ms(done.body.startedAt)).toBe(nodes.reduce((sum, n) => sum + n.elapsedMs!, 0));
    expect(ms(done.body.finishedAt) - ms(done.body.startedAt)).toBe(total);
    expect(total).toBeLessThan(5000);

    // Durations by kind: quick control nodes, a database query, a search, an LLM call.
    const elapsed = Object.fromEntries(nodes.map((n) => [n.nodeId, n.elapsedMs!]));
    for (const id of ['start', 'if_1', 'end_refund']) expect(elapsed[id]).toBeLessThan(100);
    expect(elapsed.db_1).toBeGreaterThanOrEqual(200);
    expect(elapsed.db_1).toBeLessThan(500);
    expect(elapsed.knowledge_1).toBeGreaterThanOrEqual(500);
    expect(elapsed.knowledge_1).toBeLessThan(1000);
    expect(elapsed.llm_1).toBeGreaterThanOrEqual(1000);
    expect(elapsed.llm_1).toBeLessThanOrEqual(3000);

    // Token usage on the LLM node only, and in its log.
    const llm = nodes.find((n) => n.kind === 'NODE_KIND_LLM')!;
    const { promptTokens, completionTokens, totalTokens } = llm.usage!;
    expect(promptTokens).toBeGreaterThan(20);
    expect(completionTokens).toBeGreaterThan(0);
    expect(totalTokens).toBe(promptTokens + completionTokens);
    expect(nodes.filter((n) => n.usage).map((n) => n.nodeId)).toEqual(['llm_1']);
    expect(llm.logs.map((l) => l.message).join('\n')).toContain(`${promptTokens} prompt tokens`);
    expect(llm.logs.at(-1)!.message).toContain(`${completionTokens} completion tokens, ${totalTokens} tokens in total`);
    expect(llm.logs[0]!.at).toBe(llm.startedAt);
    expect(llm.logs.at(-1)!.at).toBe(llm.finishedAt);

    expect((await api.post(`${runs}/${started.body.id}/stop`)).status).toBe(409);
    expect((await api.get(runs)).body.items[0].id).toBe(started.body.id);
  });

  it('bills a longer prompt more tokens and more time, the same inputs the same figures', async () => {
    clock.freeze(Date.parse('2026-11-02T10:00:00Z'));
    const llmOf = async (inquiry: string) => {
      const started = await api.post(runs, { mode: 'DEBUG_RUN_MODE_AUTO', inputs: [{ name: 'inquiry', value: inquiry }] });
      clock.advance(10_000);
      return ((await api.get(`${runs}/${started.body.id}`)).body.nodes as NodeRun[]).find((n) => n.nodeId === 'llm_1')!;
    };
    const short = await llmOf('返品したい');
    const long = await llmOf(`返品したい。${'注文した商品の色が写真と違っていました。'.repeat(20)}`);
    expect(long.usage!.promptTokens).toBeGreaterThan(short.usage!.promptTokens + 200);
    expect(long.elapsedMs!).toBeGreaterThan(short.elapsedMs!);
    const again = await llmOf('返品したい');
    expect({ usage: again.usage, elapsedMs: again.elapsedMs }).toEqual({ usage: short.usage, elapsedMs: short.elapsedMs });
  });

  it('takes the else branch with other inputs, one node per next in step mode', async () => {
    const started = await api.post(runs, { mode: 'DEBUG_RUN_MODE_STEP', inputs: [{ name: 'inquiry', value: '配送状況を教えてください' }] });
    expect(started.body).toMatchObject({ status: 'DEBUG_RUN_STATUS_PAUSED', currentNodeId: 'start', nodes: [] });
    clock.advance(10_000);
    expect((await api.get(`${runs}/${started.body.id}`)).body.nodes).toEqual([]);
    let run = started.body;
    for (let i = 0; i < 5; i += 1) run = (await api.post(`${runs}/${started.body.id}/next`)).body;
    expect(run.status).toBe('DEBUG_RUN_STATUS_SUCCEEDED');
    const nodes: NodeRun[] = run.nodes;
    expect(nodes.map((n) => n.nodeId)).toEqual(['start', 'knowledge_1', 'llm_1', 'if_1', 'end_general']);
    // Steps taken faster than the nodes run still line up one after another.
    expectTimed(nodes);
    nodes.slice(1).forEach((node, i) => expect(ms(node.startedAt)).toBeGreaterThanOrEqual(ms(nodes[i]!.finishedAt)));
    expect(run.finishedAt).toBe(nodes.at(-1)!.finishedAt);
    expect(nodes.find((n) => n.nodeId === 'llm_1')!.usage!.totalTokens).toBeGreaterThan(0);
    expect((await api.post(`${runs}/${started.body.id}/next`)).status).toBe(409);
  });

  it('stops an auto run: cancelled with the spec message, finished nodes keep their outputs', async () => {
    clock.freeze(Date.parse('2026-11-02T10:00:00Z'));
    const started = await api.post(runs, { mode: 'DEBUG_RUN_MODE_AUTO' });
    clock.advance(autoNodeWindow(planOf(started.body.id), 2).startMs + 250);
    const stopped = await api.post(`${runs}/${started.body.id}/stop`);
    expect(stopped.body).toMatchObject({ status: 'DEBUG_RUN_STATUS_CANCELLED', error: 'Debug execution cancelled', outputs: [] });
    expect(stopped.body.currentNodeId).toBeUndefined();
    const nodes: NodeRun[] = stopped.body.nodes;
    // The nodes never reached are not listed.
    expect(nodes.map((n) => [n.nodeId, n.status])).toEqual([
      ['start', 'DEBUG_NODE_STATUS_SUCCEEDED'],
      ['knowledge_1', 'DEBUG_NODE_STATUS_SUCCEEDED'],
      ['llm_1', 'DEBUG_NODE_STATUS_CANCELLED'],
    ]);
    expectTimed(nodes);
    expect(nodes[0]!.outputs.map((o) => o.name)).toEqual(['inquiry', 'customerId']);
    expect(JSON.parse(nodes[1]!.outputs[0]!.value)).toHaveLength(3);
    const cancelled = nodes[2]!;
    expect(cancelled).toMatchObject({ elapsedMs: 250, outputs: [], finishedAt: stopped.body.finishedAt });
    expect(cancelled).not.toHaveProperty('usage');
    expect(cancelled.logs.at(-1)).toMatchObject({ level: 'DEBUG_LOG_LEVEL_WARN', message: 'Debug execution cancelled', at: stopped.body.finishedAt });

    clock.advance(10_000);
    expect((await api.get(`${runs}/${started.body.id}`)).body).toEqual(stopped.body);
    expect((await api.post(`${runs}/${started.body.id}/next`)).status).toBe(409);
  });

  it('stops a step run between steps: the steps taken keep their outputs, nothing is cancelled', async () => {
    const started = await api.post(runs, { mode: 'DEBUG_RUN_MODE_STEP' });
    await api.post(`${runs}/${started.body.id}/next`);
    await api.post(`${runs}/${started.body.id}/next`);
    const stopped = await api.post(`${runs}/${started.body.id}/stop`);
    expect(stopped.body.status).toBe('DEBUG_RUN_STATUS_CANCELLED');
    const nodes: NodeRun[] = stopped.body.nodes;
    expect(nodes.map((n) => n.status)).toEqual(['DEBUG_NODE_STATUS_SUCCEEDED', 'DEBUG_NODE_STATUS_SUCCEEDED']);
    expect(nodes.every((n) => n.outputs.length > 0)).toBe(true);
    expect(ms(stopped.body.finishedAt)).toBeGreaterThanOrEqual(ms(nodes[1]!.finishedAt));
  });

  it('seeds past runs in every state, timed and with token usage', async () => {
    const list = await api.get(`${runs}?pageSize=10`);
    expect(list.body.items.map((r: { status: string }) => r.status)).toEqual([
      'DEBUG_RUN_STATUS_PAUSED',
      'DEBUG_RUN_STATUS_CANCELLED',
      'DEBUG_RUN_STATUS_SUCCEEDED',
      'DEBUG_RUN_STATUS_SUCCEEDED',
    ]);
    for (const run of list.body.items) {
      expectTimed(run.nodes);
      for (const node of run.nodes as NodeRun[]) {
        expect(Boolean(node.usage), `${run.id} ${node.nodeId}`).toBe(node.kind === 'NODE_KIND_LLM' && node.status === 'DEBUG_NODE_STATUS_SUCCEEDED');
      }
    }
    const cancelled = list.body.items[1];
    expect(cancelled.nodes.map((n: NodeRun) => n.status).at(-1)).toBe('DEBUG_NODE_STATUS_CANCELLED');
    expect(cancelled.nodes.at(-1).nodeId).toBe('llm_1');
    const refund = list.body.items[3];
    expect(ms(refund.finishedAt) - ms(refund.startedAt)).toBeLessThan(5000);

    const paused = list.body.items[0];
    expect(paused.nodes).toHaveLength(2);
    expect(paused.currentNodeId).toBe('llm_1');
    expect((await api.post(`${runs}/${paused.id}/next`)).body.nodes).toHaveLength(3);
    const failed = await api.get(`${base}/workflows/${BROKEN_WORKFLOW}/debug-runs`);
    expect(failed.body.items[0].status).toBe('DEBUG_RUN_STATUS_FAILED');
    expectTimed(failed.body.items[0].nodes);
  });

  it('fails at a node whose model is unavailable', async () => {
    const url = `${base}/workflows/${BROKEN_WORKFLOW}/debug-runs`;
    const started = await api.post(url, { mode: 'DEBUG_RUN_MODE_AUTO' });
    clock.advance(10_000);
    const failed = await api.get(`${url}/${started.body.id}`);
    expect(failed.body).toMatchObject({ status: 'DEBUG_RUN_STATUS_FAILED', error: 'Workflow debug execution failed' });
    expect(failed.body.nodes.at(-1)).toMatchObject({
      nodeId: 'llm_1',
      status: 'DEBUG_NODE_STATUS_FAILED',
      error: 'Model selection is temporarily unavailable.',
    });
  });

  it('fails the LLM nodes when the scenario says so; the scenario at the run’s start decides', async () => {
    clock.freeze(Date.parse('2026-11-02T10:00:00Z'));
    scenario.set({ failDebugNodes: ['NODE_KIND_LLM'] });
    const failing = await api.post(runs, { mode: 'DEBUG_RUN_MODE_AUTO' });
    scenario.set({ failDebugNodes: [] });
    const passing = await api.post(runs, { mode: 'DEBUG_RUN_MODE_AUTO' });
    scenario.set({ failDebugNodes: ['NODE_KIND_LLM'] });
    clock.advance(10_000);

    const failed = (await api.get(`${runs}/${failing.body.id}`)).body;
    expect(failed).toMatchObject({ status: 'DEBUG_RUN_STATUS_FAILED', error: 'Workflow debug execution failed', outputs: [] });
    expect(failed.nodes.map((n: NodeRun) => n.status)).toEqual(['DEBUG_NODE_STATUS_SUCCEEDED', 'DEBUG_NODE_STATUS_SUCCEEDED', 'DEBUG_NODE_STATUS_FAILED']);
    const llm: NodeRun = failed.nodes[2];
    expect(llm).toMatchObject({ nodeId: 'llm_1', error: 'Model selection is temporarily unavailable.', outputs: [] });
    expect(llm).not.toHaveProperty('usage');
    expect(llm.logs.at(-1)).toMatchObject({ level: 'DEBUG_LOG_LEVEL_ERROR', message: 'Model gpt-4o: Model selection is temporarily unavailable.' });
    expectTimed(failed.nodes);
    expect(failed.finishedAt).toBe(llm.finishedAt);

    expect((await api.get(`${runs}/${passing.body.id}`)).body.status).toBe('DEBUG_RUN_STATUS_SUCCEEDED');
  });

  it('fails a node named by id in step mode, with its own error', async () => {
    scenario.set({ failDebugNodes: ['db_1'] });
    const started = await api.post(runs, { mode: 'DEBUG_RUN_MODE_STEP' });
    let run = started.body;
    for (let i = 0; i < 5; i += 1) run = (await api.post(`${runs}/${started.body.id}/next`)).body;
    expect(run).toMatchObject({ status: 'DEBUG_RUN_STATUS_FAILED', error: 'Workflow debug execution failed' });
    expect(run.nodes.map((n: NodeRun) => n.nodeId)).toEqual(['start', 'knowledge_1', 'llm_1', 'if_1', 'db_1']);
    expect(run.nodes.at(-1)).toMatchObject({ status: 'DEBUG_NODE_STATUS_FAILED', error: 'ORA-12170: TNS:Connect timeout occurred', outputs: [] });
    expect(run.nodes.at(-1).logs).toEqual([expect.objectContaining({ level: 'DEBUG_LOG_LEVEL_ERROR', message: 'ORA-12170: TNS:Connect timeout occurred' })]);
    expect((await api.post(`${runs}/${started.body.id}/next`)).status).toBe(409);
  });

  it('takes node ids and kinds, up to 50 of at most 64 characters', () => {
    expect(scenario.set({ failDebugNodes: ['llm_1', 'NODE_KIND_DATABASE'] }).failDebugNodes).toEqual(['llm_1', 'NODE_KIND_DATABASE']);
    expect(() => scenario.set({ failDebugNodes: [''] })).toThrow();
    expect(() => scenario.set({ failDebugNodes: ['x'.repeat(65)] })).toThrow();
    expect(() => scenario.set({ failDebugNodes: Array.from({ length: 51 }, (_, i) => `n${i}`) })).toThrow();
    expect(() => scenario.set({ failDebugNodes: 'llm_1' })).toThrow();
    expect(scenario.reset().failDebugNodes).toEqual([]);
  });

  it('refuses a graph without start or end node and unknown inputs', async () => {
    const created = await api.post(`${base}/workflows`, { name: 'no end' });
    await api.post(`${base}/workflows/${created.body.id}/edit-permission`);
    const graph = await graphOf(created.body.id);
    const saved = await api.put(`${base}/workflows/${created.body.id}/graph`, { baseRevision: graph.revision, nodes: [graph.nodes[0]], edges: [] });
    expect(saved.status).toBe(200);
    const noEnd = await api.post(`${base}/workflows/${created.body.id}/debug-runs`, { mode: 'DEBUG_RUN_MODE_AUTO' });
    expect(noEnd.body).toEqual({ code: 400, message: 'End node is not found' });
    await api.put(`${base}/workflows/${created.body.id}/graph`, { baseRevision: saved.body.revision, nodes: [graph.nodes[1]], edges: [] });
    expect((await api.post(`${base}/workflows/${created.body.id}/debug-runs`, { mode: 'DEBUG_RUN_MODE_STEP' })).body.message).toBe('Start node is not found');
    const unknown = await api.post(runs, { mode: 'DEBUG_RUN_MODE_AUTO', inputs: [{ name: 'nope', value: 'x' }] });
    expect(unknown.body.message).toBe('Unknown start variable: nope');
    expect((await api.post(runs, { mode: 'DEBUG_RUN_MODE_TURBO' })).status).toBe(400);
  });
});

describe('models', () => {
  it('lists the models with what they support, filtered by name', async () => {
    const all = await api.get('/studio/v1/models');
    expect(all.body.totalCount).toBe(7);
    expect(all.body.items.find((m: { id: string }) => m.id === 'gpt-4o')).toMatchObject({ supportsJsonMode: true, supportsImages: true });
    const gemini = await api.get('/studio/v1/models?name=gemini');
    expect(gemini.body.items.map((m: { id: string }) => m.id)).toEqual(['gemini-2.5-pro', 'gemini-2.5-flash']);
  });

  it('removes the project’s workflows with the project', async () => {
    expect((await api.delete(`/studio/v1/projects/${PROJECT.invoice}`)).status).toBe(204);
    const again = await api.get(`${invoiceBase}/workflows/${WORKFLOW.invoiceCheck}`);
    expect(again.status).toBe(404);
  });
});
