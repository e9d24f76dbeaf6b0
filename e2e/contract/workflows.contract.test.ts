import { beforeAll, describe, expect, it } from 'vitest';
import { PROJECT, WORKFLOW } from '../../mocks/fixtures/ids';
import { contractApi, resetMock, setScenario } from './client';

const api = contractApi();
const base = `/studio/v1/projects/${PROJECT.support}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('contract: workflows and folders', () => {
  beforeAll(resetMock);

  it('lists items by folder id and path, the hierarchy and the picker list', async () => {
    const root = await api.get(`${base}/workflow-items?page=1&pageSize=10`);
    expect(root.status).toBe(200);
    const support = root.body.items.find((i: { name: string }) => i.name === 'サポート');
    const byId = await api.get(`${base}/workflow-items?folderId=${support.id}&page=1&pageSize=10&name=`);
    expect(byId.body.path).toBe('/サポート');
    const byPath = await api.get(`${base}/workflow-items?folderPath=${encodeURIComponent('/サポート/メール対応/一次振り分け')}`);
    expect(byPath.body.items.some((i: { id: string }) => i.id === WORKFLOW.supportTriage)).toBe(true);
    const tree = await api.get(`${base}/workflows/hierarchy`);
    expect(tree.body.folders.length).toBeGreaterThan(3);
    const selection = await api.get(`${base}/workflows/selection?page=1&pageSize=50&publishedOnly=true`);
    expect(selection.body.items.length).toBeGreaterThan(0);
    expect((await api.get(`${base}/workflows/${WORKFLOW.supportTriage}`)).body.published).toBe(true);
  });

  it('creates, renames, moves, duplicates and deletes folders and workflows', async () => {
    const parent = await api.post(`${base}/workflow-folders`, { name: '契約テスト' });
    expect(parent.status).toBe(201);
    const child = await api.post(`${base}/workflow-folders`, { name: 'Child', parentId: parent.body.id });
    expect((await api.get(`${base}/workflow-folders/${child.body.id}`)).body.path).toBe('/契約テスト/Child');
    expect((await api.patch(`${base}/workflow-folders/${child.body.id}`, { name: '子フォルダ' })).body.name).toBe('子フォルダ');

    const empty = await api.post(`${base}/workflows`, { name: 'Contract flow', folderId: parent.body.id, type: 'WORKFLOW_TYPE_STANDARD' });
    expect(empty.status).toBe(201);
    const copy = await api.post(`${base}/workflows`, { name: 'コピー', copyFromWorkflowId: WORKFLOW.supportTriage });
    expect(copy.status).toBe(201);
    expect((await api.patch(`${base}/workflows/${copy.body.id}`, { name: 'コピー 2', description: '説明' })).body.name).toBe('コピー 2');
    const dup = await api.post(`${base}/workflows/${empty.body.id}/duplicate`, { name: 'Contract flow copy' });
    expect(dup.status).toBe(201);

    const moved = await api.post(`${base}/workflow-items/move`, { workflowIds: [copy.body.id, dup.body.id], targetFolderId: child.body.id });
    expect(moved.body.items).toHaveLength(2);
    const refused = await api.post(`${base}/workflow-items/move`, { folderIds: [parent.body.id], targetFolderId: child.body.id });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('A folder cannot be moved into itself or one of its subfolders');

    expect((await api.delete(`${base}/workflows/${empty.body.id}`)).status).toBe(204);
    expect((await api.delete(`${base}/workflow-folders/${parent.body.id}`)).status).toBe(204);
    const gone = await api.get(`${base}/workflows/${copy.body.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ code: 404 });
  });

  it('answers rule violations with the error schema', async () => {
    const blank = await api.post(`${base}/workflows`, { name: ' ' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Please enter a workflow name');
    expect((await api.post(`${base}/workflow-folders`, { name: ' ' })).body.message).toBe('Please enter a folder name');
  });

  it('refuses requests that break the contract', async () => {
    await api.post(`${base}/workflows`, { title: 'no name' }, { expectRejected: true });
    await api.get(`${base}/workflow-items?pageSize=5`, { expectRejected: true });
    await api.post(`${base}/workflow-items/move`, { folderIds: 'fld_support' }, { expectRejected: true });
    await api.post(`${base}/workflow-folders`, { name: 'a/b' }, { expectRejected: true });
  });
});

describe('contract: graph, edit permission, debug runs, models', () => {
  beforeAll(resetMock);
  const flow = `${base}/workflows/${WORKFLOW.supportTriage}`;

  it('takes the edit permission, saves the graph, refuses a stale save and releases', async () => {
    expect((await api.get(`${flow}/edit-permission`)).body.heldByMe).toBe(false);
    expect((await api.post(`${flow}/edit-permission`)).body.heldByMe).toBe(true);
    const held = await api.post(`${base}/workflows/${WORKFLOW.faqAnswer}/edit-permission`);
    expect(held.status).toBe(409);
    expect(held.body.holder.name).toBe('高橋 美咲');

    const graph = (await api.get(`${flow}/graph`)).body;
    expect(graph.nodes.map((n: { kind: string }) => n.kind)).toContain('NODE_KIND_IF_ELSE');
    const saved = await api.put(`${flow}/graph`, { baseRevision: graph.revision, nodes: graph.nodes, edges: graph.edges });
    expect(saved.body.revision).toBe(graph.revision + 1);
    const stale = await api.put(`${flow}/graph`, { baseRevision: graph.revision, nodes: graph.nodes, edges: graph.edges });
    expect(stale.status).toBe(409);
    expect(stale.body.currentRevision).toBe(graph.revision + 1);
    const ghost = await api.put(`${flow}/graph`, {
      baseRevision: saved.body.revision,
      nodes: graph.nodes,
      edges: [{ id: 'e1', source: 'start', target: 'ghost' }],
    });
    expect(ghost.status).toBe(400);
    expect(ghost.body.message).toBe('Node not found: ghost');

    const badOperator = structuredClone(graph.nodes);
    badOperator.find((n: { kind: string }) => n.kind === 'NODE_KIND_IF_ELSE').data.branches[0].conditions[0].operator = 'IF_ELSE_OPERATOR_LIKE';
    await api.put(`${flow}/graph`, { baseRevision: saved.body.revision, nodes: badOperator, edges: graph.edges }, { expectRejected: true });

    expect((await api.delete(`${flow}/edit-permission`)).status).toBe(204);
    const forbidden = await api.put(`${flow}/graph`, { baseRevision: saved.body.revision, nodes: graph.nodes, edges: graph.edges });
    expect(forbidden.status).toBe(403);
  });

  it('runs a debug run in step mode, then an auto run that is stopped', async () => {
    const step = await api.post(`${flow}/debug-runs`, { mode: 'DEBUG_RUN_MODE_STEP', inputs: [{ name: 'inquiry', value: '返品したい' }] });
    expect(step.status).toBe(201);
    const next = await api.post(`${flow}/debug-runs/${step.body.id}/next`);
    expect(next.body.nodes[0].status).toBe('DEBUG_NODE_STATUS_SUCCEEDED');

    const auto = await api.post(`${flow}/debug-runs`, { mode: 'DEBUG_RUN_MODE_AUTO' });
    await sleep(1100);
    const polled = await api.get(`${flow}/debug-runs/${auto.body.id}`);
    expect(polled.body.nodes.length).toBeGreaterThanOrEqual(2);
    const stopped = await api.post(`${flow}/debug-runs/${auto.body.id}/stop`);
    expect(stopped.body).toMatchObject({ status: 'DEBUG_RUN_STATUS_CANCELLED', error: 'Debug execution cancelled' });
    expect((await api.post(`${flow}/debug-runs/${auto.body.id}/stop`)).status).toBe(409);
    const list = await api.get(`${flow}/debug-runs?page=1&pageSize=10`);
    expect(list.body.items.slice(0, 2).map((r: { id: string }) => r.id)).toEqual([auto.body.id, step.body.id]);

    await api.post(`${flow}/debug-runs`, { mode: 'DEBUG_RUN_MODE_TURBO' }, { expectRejected: true });
  });

  it('times each node, counts an LLM node’s tokens, and fails the node the scenario names', async () => {
    const step = await api.post(`${flow}/debug-runs`, { mode: 'DEBUG_RUN_MODE_STEP' });
    let run = step.body;
    for (let i = 0; i < 6; i += 1) run = (await api.post(`${flow}/debug-runs/${step.body.id}/next`)).body;
    expect(run.status).toBe('DEBUG_RUN_STATUS_SUCCEEDED');
    expect(run.nodes.every((n: { elapsedMs?: number }) => (n.elapsedMs ?? 0) > 0)).toBe(true);
    const llm = run.nodes.find((n: { kind: string }) => n.kind === 'NODE_KIND_LLM');
    expect(llm.usage.totalTokens).toBe(llm.usage.promptTokens + llm.usage.completionTokens);

    await setScenario({ failDebugNodes: ['NODE_KIND_LLM'] });
    try {
      const failing = await api.post(`${flow}/debug-runs`, { mode: 'DEBUG_RUN_MODE_STEP' });
      for (let i = 0; i < 3; i += 1) run = (await api.post(`${flow}/debug-runs/${failing.body.id}/next`)).body;
    } finally {
      await setScenario({ failDebugNodes: [] });
    }
    expect(run).toMatchObject({ status: 'DEBUG_RUN_STATUS_FAILED', error: 'Workflow debug execution failed' });
    expect(run.nodes.at(-1)).toMatchObject({ kind: 'NODE_KIND_LLM', status: 'DEBUG_NODE_STATUS_FAILED', error: 'Model selection is temporarily unavailable.' });
  });

  it('serves every seeded graph and debug run within the contract', async () => {
    for (const projectId of [PROJECT.support, PROJECT.invoice, PROJECT.research]) {
      const tree = await api.get(`/studio/v1/projects/${projectId}/workflows/hierarchy`);
      for (const workflow of tree.body.workflows.filter((w: { id: string }) => !w.id.startsWith('wf_experiment_1'))) {
        const graph = await api.get(`/studio/v1/projects/${projectId}/workflows/${workflow.id}/graph`);
        expect(graph.status).toBe(200);
        expect((await api.get(`/studio/v1/projects/${projectId}/workflows/${workflow.id}/debug-runs`)).status).toBe(200);
      }
    }
  });

  it('lists the models', async () => {
    const models = await api.get('/studio/v1/models?page=1&pageSize=10&name=gpt');
    expect(models.body.items.map((m: { id: string }) => m.id)).toEqual(['gpt-4o', 'gpt-4o-mini']);
    await api.get('/studio/v1/models?pageSize=1000', { expectRejected: true });
  });
});
