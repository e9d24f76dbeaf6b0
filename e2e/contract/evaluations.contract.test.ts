import { beforeAll, describe, expect, it } from 'vitest';
import { PROJECT, WORKFLOW } from '../../mocks/fixtures/ids';
import { contractApi, resetMock } from './client';

const api = contractApi();
const triage = `/studio/v1/projects/${PROJECT.support}/workflows/${WORKFLOW.supportTriage}`;
const sets = `${triage}/evaluation-sets`;
const runs = `${triage}/evaluation-runs`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() - started > timeoutMs) return value;
    await sleep(250);
  }
}

const row = (inquiry: string, priority: string) => ({ inputs: { inquiry, customerId: 'C-1' }, expected: { priority } });
const body = {
  name: '契約テスト セット',
  outputs: [{ name: 'priority', scorer: { type: 'SCORER_TYPE_EXACT_MATCH', normalize: { width: true, case: true, whitespace: true } } }],
  source: { type: 'EVALUATION_SOURCE_TYPE_MANUAL', rows: [row('返品したいです', 'high')] },
};

describe('contract: evaluations', () => {
  beforeAll(resetMock);

  it('creates, lists, reads, updates a set, adds rows, and refuses an unsafe regex naming its field', async () => {
    const created = await api.post(sets, body);
    expect(created.status).toBe(201);
    expect((await api.get(`${sets}?page=1&pageSize=10&name=契約テスト`)).body.items.map((s: { id: string }) => s.id)).toEqual([created.body.id]);
    expect((await api.get(`${sets}/${created.body.id}`)).body.rowCount).toBe(1);
    const updated = await api.patch(`${sets}/${created.body.id}`, {
      name: '契約テスト 2',
      outputs: [{ name: 'priority', scorer: { type: 'SCORER_TYPE_CONTAINS' } }],
    });
    expect(updated.body.name).toBe('契約テスト 2');
    expect((await api.post(`${sets}/${created.body.id}/rows`, { rows: [row('配送予定日を教えてください', 'normal')] })).body.rowCount).toBe(2);
    const rows = await api.get(`${sets}/${created.body.id}/rows?page=1&pageSize=100`);
    expect(rows.body.items).toHaveLength(2);
    const unsafe = await api.post(sets, { ...body, name: 'regex', outputs: [{ name: 'priority', scorer: { type: 'SCORER_TYPE_REGEX', pattern: '(h)\\1' } }] });
    expect(unsafe.status).toBe(400);
    expect(unsafe.body.details[0].field).toBe('outputs.0.scorer.pattern');
    const taken = await api.post(sets, { ...body, name: '契約テスト 2' });
    expect(taken.status).toBe(409);
  });

  it('runs a set pending → running → success, lists its results, cancels another run, compares two runs and deletes the set', async () => {
    const set = (await api.post(sets, { ...body, name: '契約テスト 実行' })).body;
    const started = await api.post(runs, { setId: set.id });
    expect(started.status).toBe(201);
    const done = await until(
      () => api.get(`${runs}/${started.body.id}`),
      (res) => res.body.status === 'EVALUATION_RUN_STATUS_SUCCESS',
    );
    expect(done.body.counts).toMatchObject({ total: 1, done: 1 });
    const results = await api.get(`${runs}/${started.body.id}/results?page=1&pageSize=100&outcome=EVALUATION_OUTCOME_ALL`);
    expect(results.body.items[0].outputs[0]).toMatchObject({ name: 'priority', expected: 'high' });
    expect((await api.get(`${runs}?page=1&pageSize=10&setId=${set.id}`)).body.totalCount).toBe(1);

    const second = await api.post(runs, { setId: set.id });
    const canceled = await api.post(`${runs}/${second.body.id}/cancel`);
    expect(canceled.body.status).toBe('EVALUATION_RUN_STATUS_CANCELED');
    expect((await api.post(`${runs}/${second.body.id}/cancel`)).status).toBe(409);

    const compared = await api.get(`${runs}/${started.body.id}/compare/${second.body.id}?page=1&pageSize=100`);
    expect(compared.status).toBe(200);
    expect(compared.body.counts.new).toBe(1);

    expect((await api.delete(`${sets}/${set.id}`)).status).toBe(204);
    expect((await api.get(`${runs}/${started.body.id}`)).status).toBe(404);
  });
});
