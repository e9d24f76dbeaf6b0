import { describe, expect, it } from 'vitest';
import { PROJECT, WORKFLOW } from '../../fixtures/ids';
import { clock } from '../../lib/clock';
import { mockApi } from '../../lib/test-client';
import { SEED_SET_ID } from './seed';
import { evaluationSets, MAX_ROWS_PER_SET } from './table';

const api = mockApi();
const base = `/studio/v1/projects/${PROJECT.support}`;
const triage = `${base}/workflows/${WORKFLOW.supportTriage}`;
const sets = `${triage}/evaluation-sets`;
const runs = `${triage}/evaluation-runs`;

/** 'お問い合わせ,顧客ID,期待カテゴリ,期待優先度,備考' and two rows (備考 empty) in Shift_JIS, as Excel writes it. */
const SJIS_CSV = new Uint8Array([
  0x82, 0xa8, 0x96, 0xe2, 0x82, 0xa2, 0x8d, 0x87, 0x82, 0xed, 0x82, 0xb9, 0x2c, 0x8c, 0xda, 0x8b, 0x71, 0x49, 0x44, 0x2c, 0x8a, 0xfa, 0x91, 0xd2, 0x83, 0x4a,
  0x83, 0x65, 0x83, 0x53, 0x83, 0x8a, 0x2c, 0x8a, 0xfa, 0x91, 0xd2, 0x97, 0x44, 0x90, 0xe6, 0x93, 0x78, 0x2c, 0x94, 0xf5, 0x8d, 0x6c, 0x0d, 0x0a, 0x90, 0xbf,
  0x8b, 0x81, 0x8f, 0x91, 0x82, 0xf0, 0x8d, 0xc4, 0x94, 0xad, 0x8d, 0x73, 0x82, 0xb5, 0x82, 0xc4, 0x82, 0xad, 0x82, 0xbe, 0x82, 0xb3, 0x82, 0xa2, 0x2c, 0x43,
  0x2d, 0x31, 0x2c, 0x90, 0xbf, 0x8b, 0x81, 0x2c, 0x6e, 0x6f, 0x72, 0x6d, 0x61, 0x6c, 0x2c, 0x0d, 0x0a, 0x95, 0xd4, 0x95, 0x69, 0x82, 0xb5, 0x82, 0xbd, 0x82,
  0xa2, 0x82, 0xc5, 0x82, 0xb7, 0x2c, 0x43, 0x2d, 0x32, 0x2c, 0x95, 0xd4, 0x95, 0x69, 0x2c, 0x68, 0x69, 0x67, 0x68, 0x2c, 0x0d, 0x0a,
]);

async function uploadSjis(): Promise<string> {
  const data = new FormData();
  data.append('file', new File([SJIS_CSV], '評価用_問い合わせ.csv', { type: 'text/csv' }));
  const uploaded = await api.post(`${base}/datasets/files`, data);
  expect(uploaded.status).toBe(201);
  clock.advance(1000);
  return uploaded.body.id;
}

const exact = { type: 'SCORER_TYPE_EXACT_MATCH' };
const outputs = [
  { name: 'category', scorer: exact },
  { name: 'priority', scorer: exact },
];
const datasetSource = (datasetFileId: string, changes: Record<string, unknown> = {}) => ({
  type: 'EVALUATION_SOURCE_TYPE_DATASET',
  datasetFileId,
  inputColumns: { inquiry: 'お問い合わせ', customerId: '顧客ID' },
  expectedColumns: { category: '期待カテゴリ', priority: '期待優先度' },
  ...changes,
});
const manualRow = { inputs: { inquiry: '配送予定日を教えてください。', customerId: 'C-9' }, expected: { priority: 'normal' } };
const manual = (name: string, changes: Record<string, unknown> = {}) => ({
  name,
  outputs,
  source: { type: 'EVALUATION_SOURCE_TYPE_MANUAL', rows: [manualRow] },
  ...changes,
});

/** Moves the clock until the run is over; its last answer. */
async function finish(runId: string) {
  for (let i = 0; i < 200; i++) {
    const run = await api.get(`${runs}/${runId}`);
    if (!['EVALUATION_RUN_STATUS_PENDING', 'EVALUATION_RUN_STATUS_RUNNING'].includes(run.body.status)) return run.body;
    clock.advance(2000);
  }
  throw new Error('the run did not finish');
}

describe('evaluations (mock backend)', () => {
  it('creates a set from a Shift_JIS dataset file with Japanese headers, its rows read as the upload decoded them', async () => {
    const fileId = await uploadSjis();
    const created = await api.post(sets, { name: 'SJIS セット', outputs, source: datasetSource(fileId) });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'SJIS セット',
      rowCount: 2,
      inputNames: ['inquiry', 'customerId'],
      source: { type: 'EVALUATION_SOURCE_TYPE_DATASET', datasetFileId: fileId, datasetFileName: '評価用_問い合わせ.csv' },
    });
    const rows = await api.get(`${sets}/${created.body.id}/rows`);
    expect(rows.body.items).toEqual([
      { index: 0, inputs: { inquiry: '請求書を再発行してください', customerId: 'C-1' }, expected: { category: '請求', priority: 'normal' } },
      { index: 1, inputs: { inquiry: '返品したいです', customerId: 'C-2' }, expected: { category: '返品', priority: 'high' } },
    ]);
    expect((await api.get(sets)).body.items[0].id).toBe(created.body.id);
  });

  it('refuses each bad set with a 400 naming its field, and creates nothing', async () => {
    const fileId = await uploadSjis();
    const before = (await api.get(sets)).body.totalCount;
    const judge = (rubric: string) => ({ type: 'SCORER_TYPE_LLM_JUDGE', model: 'gpt-4o', rubric, threshold: 0.5 });
    const cases: Array<[unknown, string]> = [
      [{ name: 'x', outputs, source: datasetSource(fileId, { inputColumns: { inquiry: '本文', customerId: '顧客ID' } }) }, 'source.inputColumns.inquiry'],
      [{ name: 'x', outputs, source: datasetSource(fileId, { inputColumns: { inquiry: 'お問い合わせ' } }) }, 'source.inputColumns.customerId'],
      [
        { name: 'x', outputs, source: datasetSource(fileId, { expectedColumns: { category: '備考', priority: '期待優先度' } }) },
        'source.expectedColumns.category',
      ],
      [{ name: 'x', outputs, source: datasetSource(fileId, { expectedColumns: { category: '期待カテゴリ' } }) }, 'source.expectedColumns.priority'],
      [{ name: 'x', outputs, source: datasetSource('dsf_nope') }, 'source.datasetFileId'],
      [manual('x', { outputs: [{ name: 'category', scorer: { type: 'SCORER_TYPE_REGEX', pattern: '(a)\\1' } }] }), 'outputs.0.scorer.pattern'],
      [manual('x', { outputs: [{ name: 'category', scorer: { type: 'SCORER_TYPE_REGEX', pattern: '(?<=請求)書' } }] }), 'outputs.0.scorer.pattern'],
      [manual('x', { outputs: [{ name: 'category', scorer: { type: 'SCORER_TYPE_REGEX', pattern: '請求(' } }] }), 'outputs.0.scorer.pattern'],
      [manual('x', { outputs: [{ name: 'category', scorer: { type: 'SCORER_TYPE_JSON_SCHEMA', schema: { type: 'nope' } } }] }), 'outputs.0.scorer.schema'],
      [manual('x', { outputs: [{ name: 'category', scorer: judge('あ'.repeat(4001)) }] }), 'outputs.0.scorer.rubric'],
      [manual('x', { outputs: [{ name: 'answer', scorer: exact }] }), 'outputs.0.name'],
      [manual(' '), 'name'],
      [
        manual('x', { source: { type: 'EVALUATION_SOURCE_TYPE_MANUAL', rows: [{ inputs: { inquiry: 'a' }, expected: {} }] } }),
        'source.rows.0.inputs.customerId',
      ],
      [manual('x', { source: { type: 'EVALUATION_SOURCE_TYPE_DEBUG_RUNS', debugRunIds: ['dbg_seed_cancelled'] } }), 'source.debugRunIds.0'],
    ];
    for (const [body, field] of cases) {
      const answer = await api.post(sets, body);
      expect(answer.status, field).toBe(400);
      expect(answer.body.details[0].field, JSON.stringify(answer.body)).toBe(field);
    }
    const rubric = await api.post(sets, cases[9]![0]);
    expect(rubric.body.message).toBe('The rubric can be at most 4,000 characters');
    const backreference = await api.post(sets, cases[5]![0]);
    expect(backreference.body.message).toMatch(/^Backreferences are not supported/);
    expect((await api.get(sets)).body.totalCount).toBe(before);
  });

  it('makes a set from succeeded debug runs: their inputs, and their outputs as the expected answers', async () => {
    const created = await api.post(sets, manual('デバッグから', { source: { type: 'EVALUATION_SOURCE_TYPE_DEBUG_RUNS', debugRunIds: ['dbg_seed_else'] } }));
    expect(created.status).toBe(201);
    const rows = await api.get(`${sets}/${created.body.id}/rows`);
    expect(rows.body.items[0].inputs.inquiry).toBe('配送予定日を教えてください');
    expect(rows.body.items[0].expected.priority).toBe('normal');
  });

  it('keeps the limits: names unique, 50 sets per workflow, 10,000 rows per set, 100 rows added at a time', async () => {
    const taken = await api.post(sets, manual('問い合わせ分類 回帰テスト'));
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ code: 409, message: 'An evaluation set with this name already exists', namedSetId: SEED_SET_ID });
    for (let i = (await api.get(sets)).body.totalCount; i < 50; i++) expect((await api.post(sets, manual(`セット ${i}`))).status).toBe(201);
    const over = await api.post(sets, manual('51 個目'));
    expect(over.status).toBe(409);
    expect(over.body).toEqual({ code: 409, message: 'A workflow can have at most 50 evaluation sets', limit: 50 });

    const rowsPath = `${sets}/${SEED_SET_ID}/rows`;
    expect((await api.post(rowsPath, { rows: Array.from({ length: 101 }, () => manualRow) })).status).toBe(400);
    const added = await api.post(rowsPath, { rows: [manualRow] });
    expect(added.status).toBe(201);
    expect(added.body.rowCount).toBe(21);
    const set = evaluationSets.find(SEED_SET_ID)!;
    set.rows = Array.from({ length: MAX_ROWS_PER_SET - 1 }, () => manualRow);
    const full = await api.post(rowsPath, { rows: [manualRow, manualRow] });
    expect(full.status).toBe(400);
    expect(full.body.details).toEqual([{ field: 'rows', message: 'An evaluation set can have at most 10,000 rows' }]);
    const rubricTooLong = await api.patch(`${sets}/${SEED_SET_ID}`, {
      outputs: [{ name: 'category', scorer: { type: 'SCORER_TYPE_LLM_JUDGE', model: 'gpt-4o', rubric: 'x'.repeat(4001), threshold: 0.5 } }],
    });
    expect(rubricTooLong.body.details[0].field).toBe('outputs.0.scorer.rubric');
  });

  it('runs a set on the latest revision: pending, then running with rows done over time, then success with counts; each row’s trace is a debug run', async () => {
    const started = await api.post(runs, { setId: SEED_SET_ID });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ status: 'EVALUATION_RUN_STATUS_PENDING', revision: 12, counts: { total: 20, done: 0 } });
    clock.advance(4000);
    const running = await api.get(`${runs}/${started.body.id}`);
    expect(running.body.status).toBe('EVALUATION_RUN_STATUS_RUNNING');
    expect(running.body.counts.done).toBeGreaterThan(0);
    expect(running.body.counts.done).toBeLessThan(20);
    expect(running.body.estimatedSecondsLeft).toBeGreaterThan(0);
    // A running run answers the rows done so far (the contract says so): as many as its counts, in index order.
    const sofar = await api.get(`${runs}/${started.body.id}/results`);
    expect(sofar.body.totalCount).toBe(running.body.counts.done);
    const indexes = sofar.body.items.map((r: { index: number }) => r.index);
    expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
    const done = await finish(started.body.id);
    expect(done.status).toBe('EVALUATION_RUN_STATUS_SUCCESS');
    expect(done.counts.done).toBe(20);
    expect(done.counts.passed + done.counts.failed + done.counts.errored).toBe(20);
    expect(done.passRate).toBeCloseTo(done.counts.passed / 20, 3);
    expect(done.tokens.total).toBeGreaterThan(0);

    const failed = await api.get(`${runs}/${started.body.id}/results?outcome=EVALUATION_OUTCOME_FAILED`);
    expect(failed.body.totalCount).toBe(done.counts.failed + done.counts.errored);
    const all = await api.get(`${runs}/${started.body.id}/results`);
    expect(all.body.items.map((r: { index: number }) => r.index)).toEqual([...Array(20).keys()]);
    const trace = await api.get(`${triage}/debug-runs/${all.body.items[0].debugRunId}`);
    expect(trace.status).toBe(200);
    expect(trace.body).toMatchObject({ status: 'DEBUG_RUN_STATUS_SUCCEEDED', graphRevision: 12 });
    expect(trace.body.inputs[0].value).toBe(all.body.items[0].inputs.inquiry);
    // The Debug tab's list keeps to the runs started there.
    const listed = await api.get(`${triage}/debug-runs?pageSize=100`);
    expect(listed.body.items.map((r: { id: string }) => r.id)).not.toContain(trace.body.id);

    const filtered = await api.get(`${runs}?setId=${SEED_SET_ID}&status=EVALUATION_RUN_STATUS_SUCCESS&revision=12`);
    expect(filtered.body.items.map((r: { id: string }) => r.id)).toContain(started.body.id);
  });

  it('refuses a revision never saved, and a 4th run while 3 are pending or running', async () => {
    const unsaved = await api.post(runs, { setId: SEED_SET_ID, revision: 99 });
    expect(unsaved.status).toBe(400);
    expect(unsaved.body.details[0].field).toBe('revision');
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await api.post(runs, { setId: SEED_SET_ID })).body.id);
    const fourth = await api.post(runs, { setId: SEED_SET_ID });
    expect(fourth.status).toBe(409);
    expect(fourth.body).toMatchObject({ code: 409, limit: 3, activeRunIds: expect.arrayContaining(ids) });
    expect((await api.delete(`${sets}/${SEED_SET_ID}`)).status).toBe(409);
  });

  it('cancels for real: no row is done after the cancel, and a finished run answers 409', async () => {
    const started = await api.post(runs, { setId: SEED_SET_ID });
    clock.advance(4000);
    const canceled = await api.post(`${runs}/${started.body.id}/cancel`);
    expect(canceled.status).toBe(200);
    expect(canceled.body.status).toBe('EVALUATION_RUN_STATUS_CANCELED');
    const doneAtCancel = canceled.body.counts.done;
    expect(doneAtCancel).toBeLessThan(20);
    clock.advance(600_000);
    const later = await api.get(`${runs}/${started.body.id}`);
    expect(later.body.counts.done).toBe(doneAtCancel);
    expect((await api.get(`${runs}/${started.body.id}/results`)).body.totalCount).toBe(doneAtCancel);
    // No trace of a row never run.
    expect((await api.get(`${triage}/debug-runs/dbg_${started.body.id}_19`)).status).toBe(404);
    expect((await api.post(`${runs}/${started.body.id}/cancel`)).status).toBe(409);
  });

  it('compares two runs after a prompt change: regressed rows first, with the counts', async () => {
    const before = await finish((await api.post(runs, { setId: SEED_SET_ID })).body.id);
    await api.post(`${triage}/edit-permission`);
    const graph = (await api.get(`${triage}/graph`)).body;
    const nodes = graph.nodes.map((node: { kind: string; data: Record<string, unknown> }) =>
      node.kind === 'NODE_KIND_LLM' ? { ...node, data: { ...node.data, prompt: '簡潔に分類してください。\n問い合わせ: {{start.inquiry}}' } } : node,
    );
    const saved = await api.put(`${triage}/graph`, { baseRevision: graph.revision, nodes, edges: graph.edges });
    expect(saved.status).toBe(200);
    const after = await finish((await api.post(runs, { setId: SEED_SET_ID })).body.id);
    expect(after.revision).toBe(13);

    const compared = await api.get(`${runs}/${after.id}/compare/${before.id}`);
    expect(compared.status).toBe(200);
    const { counts, items } = compared.body;
    expect(counts.regressed).toBeGreaterThan(0);
    expect(counts.regressed + counts.improved + counts.unchanged + counts.new + counts.removed).toBe(20);
    expect(items[0].change).toBe('EVALUATION_ROW_CHANGE_REGRESSED');
    type Side = { pass: boolean; score: number };
    const regressedRows = items.filter((row: { change: string }) => row.change === 'EVALUATION_ROW_CHANGE_REGRESSED');
    for (const { base: b, head: h } of regressedRows as Array<{ base: Side; head: Side }>) {
      // Passed and now fails, or passes as before with a score at least 0.1 lower.
      expect((b.pass && !h.pass) || (b.pass === h.pass && h.score <= b.score - 0.1 + 1e-9)).toBe(true);
    }
    const order = ['REGRESSED', 'IMPROVED', 'NEW', 'REMOVED', 'UNCHANGED'].map((c) => `EVALUATION_ROW_CHANGE_${c}`);
    const ranks = items.map((row: { change: string }) => order.indexOf(row.change));
    expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
    const regressed = await api.get(`${runs}/${after.id}/compare/${before.id}?change=EVALUATION_ROW_CHANGE_REGRESSED`);
    expect(regressed.body.totalCount).toBe(counts.regressed);

    const other = await api.post(sets, manual('別セット'));
    const otherRun = await api.post(runs, { setId: other.body.id });
    const mismatch = await api.get(`${runs}/${otherRun.body.id}/compare/${before.id}`);
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.details[0].field).toBe('baseRunId');
  });

  it('seeds a finished run of the support-desk set on the latest revision', async () => {
    const list = await api.get(`${runs}?setId=${SEED_SET_ID}`);
    expect(list.body.items[0]).toMatchObject({ status: 'EVALUATION_RUN_STATUS_SUCCESS', revision: 12, counts: { total: 20, done: 20 } });
    const compared = await api.get(`${runs}/${list.body.items[0].id}/compare/${list.body.items[1].id}`);
    expect(compared.status).toBe(200);
  });
});
