import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_VERSION, PROJECT, WORKFLOW } from '../../fixtures/ids';
import { mockApi } from '../../lib/test-client';
import { summarize } from './revision-summary';
import { pruneRevisions, REVISION_RETENTION, revisionsOf } from './revisions';
import { HELD_BY_OTHER } from './table';

const api = mockApi();
const base = `/studio/v1/projects/${PROJECT.support}`;
const triage = `${base}/workflows/${WORKFLOW.supportTriage}`;

type Revision = { revision: number; name?: string; summary: Record<string, number>; apiVersions: { id: string }[]; restoredFrom?: unknown };

async function save(url: string, body: unknown) {
  return api.put(`${url}/graph`, body);
}

describe('workflow revisions (mock backend)', () => {
  it('keeps the contract’s retention bound', () => {
    const contract = readFileSync('openapi/paths/workflow-revisions.yaml', 'utf8');
    expect(contract).toContain(`the latest ${REVISION_RETENTION} revisions of each workflow are kept`);
  });

  it('lists the seeded revisions newest first, with the API versions that run them, paged and filtered by name', async () => {
    const graph = (await api.get(`${triage}/graph`)).body;
    expect(graph.revision).toBe(12);
    const page = await api.get(`${triage}/revisions?pageSize=10`);
    expect(page.status).toBe(200);
    expect(page.body.totalCount).toBe(12);
    const items: Revision[] = page.body.items;
    expect(items.map((r) => r.revision)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(items[0]).toMatchObject({ workflowId: WORKFLOW.supportTriage, savedAt: graph.updatedAt, savedBy: graph.updatedBy });
    expect(items.find((r) => r.revision === 3)!.apiVersions.map((v) => v.id)).toEqual([API_VERSION.supportTriageV1]);
    expect(items.find((r) => r.revision === 5)!.apiVersions.map((v) => v.id)).toEqual(['api_support_triage_v2']);
    expect(items.find((r) => r.revision === 12)!.apiVersions).toEqual([]);
    const named = await api.get(`${triage}/revisions?name=${encodeURIComponent('初回')}`);
    expect(named.body.items.map((r: Revision) => r.revision)).toEqual([3]);

    const current = await api.get(`${triage}/revisions/12`);
    expect(current.body.graph).toEqual(graph);
    const first = await api.get(`${triage}/revisions/1`);
    expect(first.body.graph.revision).toBe(1);
    expect(first.body.summary.nodesAdded).toBe(first.body.graph.nodes.length);

    expect((await api.get(`${triage}/revisions/13`)).body).toEqual({ code: 404, message: 'Revision not found' });
    expect((await api.get(`${triage}/revisions/abc`)).status).toBe(400);
    expect((await api.get(`${triage}/revisions/0`)).status).toBe(400);
    expect((await api.get(`${base}/workflows/wf_nope/revisions`)).status).toBe(404);
    expect((await api.get(`${triage}/revisions`, { orgId: 'org_other' })).status).toBe(403);
  });

  it('records every save with who, when and what changed (a move is no change)', async () => {
    await api.post(`${triage}/edit-permission`);
    const graph = (await api.get(`${triage}/graph`)).body;
    const [moved, ...rest] = graph.nodes;
    const titled = rest.map((node: { title?: string }, i: number) => (i === 0 ? { ...node, title: '新しい題' } : node));
    const saved = await save(triage, { baseRevision: 12, nodes: [{ ...moved, position: { x: 1, y: 2 } }, ...titled], edges: graph.edges.slice(1) });
    expect(saved.body.revision).toBe(13);
    const latest = (await api.get(`${triage}/revisions?pageSize=10`)).body.items[0];
    expect(latest).toMatchObject({
      revision: 13,
      savedAt: saved.body.updatedAt,
      savedBy: saved.body.updatedBy,
      summary: { nodesAdded: 0, nodesRemoved: 0, nodesChanged: 1, edgesAdded: 0, edgesRemoved: 1 },
    });
    expect((await api.get(`${triage}/revisions/13`)).body.graph).toEqual(saved.body);
  });

  it('names and describes a revision: edit permission, unique names, empty clears', async () => {
    const url = `${triage}/revisions/7`;
    const refused = await api.patch(url, { name: 'x' });
    expect(refused.status).toBe(403);
    expect(refused.body.reason).toBe('EDIT_PERMISSION_REQUIRED');
    await api.post(`${triage}/edit-permission`);
    const named = await api.patch(url, { name: ' 検証版 ', description: '説明' });
    expect(named.body).toMatchObject({ revision: 7, name: '検証版', description: '説明' });
    const taken = await api.patch(`${triage}/revisions/8`, { name: '検証版' });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ code: 409, message: 'A revision with this name already exists', namedRevision: 7 });
    expect((await api.patch(url, { name: '検証版' })).status).toBe(200);
    const cleared = await api.patch(url, { name: '' });
    expect(cleared.body.name).toBeUndefined();
    expect(cleared.body.description).toBe('説明');
    expect((await api.patch(url, {})).status).toBe(400);
    expect((await api.patch(url, { name: 'x'.repeat(51) })).status).toBe(400);
    expect((await api.patch(url, { label: 'x' })).status).toBe(400);
    expect((await api.patch(`${triage}/revisions/99`, { name: 'y' })).status).toBe(404);
  });

  it('restores a revision as a new save: edit permission, 409 on a stale base, restoredFrom as data', async () => {
    expect((await api.post(`${base}/workflows/${HELD_BY_OTHER}/revisions/1/restore`, { baseRevision: 5 })).status).toBe(403);
    await api.post(`${triage}/edit-permission`);
    const stale = await api.post(`${triage}/revisions/3/restore`, { baseRevision: 11 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ currentRevision: 12 });
    expect((await api.get(`${triage}/graph`)).body.revision).toBe(12);

    const old = (await api.get(`${triage}/revisions/3`)).body.graph;
    const restored = await api.post(`${triage}/revisions/3/restore`, { baseRevision: 12 });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ revision: 13, nodes: old.nodes, edges: old.edges });
    expect((await api.get(`${triage}/graph`)).body).toEqual(restored.body);
    const latest = (await api.get(`${triage}/revisions/13`)).body;
    expect(latest.restoredFrom).toEqual({ revision: 3, name: '初回公開' });
    expect((await api.get(`${triage}/revisions/12`)).status).toBe(200);
    expect((await api.post(`${triage}/revisions/99/restore`, { baseRevision: 13 })).status).toBe(404);
    expect((await api.post(`${triage}/revisions/3/restore`, { baseRevision: 13, extra: 1 })).status).toBe(400);
  });

  it('prunes the oldest unnamed revisions beyond the bound, keeping named ones and those an API version runs', () => {
    pruneRevisions(WORKFLOW.supportTriage, 2);
    expect(revisionsOf(WORKFLOW.supportTriage).map((r) => r.revision)).toEqual([12, 11, 9, 5, 3]);
  });

  it('counts changes as the contract says', () => {
    const node = (id: string, title: string, x = 0) => ({ id, kind: 'NODE_KIND_END' as const, title, position: { x, y: 0 }, data: { outputVariables: [] } });
    const before = { nodes: [node('a', 'A'), node('b', 'B'), node('c', 'C')], edges: [{ id: 'e1', source: 'a', target: 'b' }] };
    const after = {
      nodes: [node('a', 'A', 99), node('b', 'B2'), node('d', 'D')],
      edges: [
        { id: 'renamed', source: 'a', target: 'b' },
        { id: 'e2', source: 'b', target: 'd' },
      ],
    };
    expect(summarize(before, after)).toEqual({ nodesAdded: 1, nodesRemoved: 1, nodesChanged: 1, edgesAdded: 1, edgesRemoved: 0 });
  });
});
