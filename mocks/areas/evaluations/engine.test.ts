import { describe, expect, it } from 'vitest';
import type { EvaluationOutput, GraphNode, LlmModel, ScorerLlmJudge } from '../../../src/generated/model';
import { supportTriageGraph } from '../workflows/seed-graphs';
import { advanceRun, cancelEvaluation, doneResults, judge, runEvaluation, toEvaluationRun, type RunRow, type ScoreFn } from './engine';

/** A fake scorer: exact equality (the real one is the scoring library, wired by the handlers). */
const equal: ScoreFn = (_scorer, output, expected) => (output === expected ? { score: 1, pass: true } : { score: 0, pass: false });
const models = (id: string): LlmModel | undefined => (id === 'gpt-4o' ? ({ id, displayName: 'GPT-4o', available: true } as LlmModel) : undefined);
const rows = ['請求書の再発行をお願いします。', '返品したいです。', 'ログインできません。', '配送予定日を教えてください。', '解約したいです。'].map(
  (inquiry, i) => ({ inputs: { inquiry, customerId: `C-${i}` }, expected: { category: '請求', priority: i === 1 ? 'high' : 'normal' } }),
);
const judgeScorer: ScorerLlmJudge = { type: 'SCORER_TYPE_LLM_JUDGE', model: 'gpt-4o', rubric: 'カテゴリが正しいか', threshold: 0.5 };
const outputs: EvaluationOutput[] = [
  { name: 'category', scorer: judgeScorer },
  { name: 'priority', scorer: { type: 'SCORER_TYPE_EXACT_MATCH' } },
];

function plan(graph = supportTriageGraph(), modelOf = models) {
  return runEvaluation({ runId: 'evr_t', rows, outputs, inputNames: ['inquiry', 'customerId'], graph, modelOf, score: equal });
}

function withPrompt(prompt: string) {
  const graph = supportTriageGraph();
  graph.nodes = graph.nodes.map((node) => (node.kind === 'NODE_KIND_LLM' ? ({ ...node, data: { ...node.data, prompt } } as GraphNode) : node));
  return graph;
}

function runOf(results: ReturnType<typeof plan>): RunRow {
  return {
    id: 'evr_t',
    projectId: 'prj',
    workflowId: 'wf',
    setId: 'evs',
    setName: 'set',
    revision: 1,
    startedBy: { id: 'u', name: 'U' },
    startedAt: new Date(0).toISOString(),
    status: 'EVALUATION_RUN_STATUS_PENDING',
    pendingMs: 1000,
    cursorMs: -1,
    plan: results,
  };
}

describe('evaluation engine (mock backend)', () => {
  it('runs each row through the graph: the end node’s outputs scored, the row’s trace, tokens and latency', () => {
    const results = plan();
    expect(results).toHaveLength(5);
    // The refund branch answers priority high; the others the general end node's normal.
    expect(results.map((r) => r.outputs.find((o) => o.name === 'priority')!.output)).toEqual(['normal', 'high', 'normal', 'normal', 'normal']);
    expect(results.every((r) => r.outputs.find((o) => o.name === 'priority')!.pass)).toBe(true);
    expect(results[0]!.outputs[0]!.output).toContain('[GPT-4o] 次の問い合わせを');
    expect(results[0]).toMatchObject({ index: 0, debugRunId: 'dbg_evr_t_0' });
    expect(results[0]!.tokens).toBeGreaterThan(0);
    expect(results[0]!.latencyMs).toBeGreaterThan(1000);
    // Rows and scores are deterministic.
    expect(plan()).toEqual(results);
  });

  it('changes a row’s outputs, and so its judged score, when the LLM node’s prompt changes', () => {
    const before = plan();
    const after = plan(withPrompt('問い合わせを分類してください: {{start.inquiry}}'));
    expect(after[0]!.outputs[0]!.output).toBe('[GPT-4o] 問い合わせを分類してください: 請求書の再発行をお願いします。');
    expect(after.map((r) => r.outputs[0]!.score)).not.toEqual(before.map((r) => r.outputs[0]!.score));
  });

  it('judges deterministically from the output and the rubric, passing at the threshold', () => {
    const scorer = judgeScorer;
    const verdict = judge(scorer, '請求');
    expect(judge(scorer, '請求')).toEqual(verdict);
    expect(verdict.score).toBeGreaterThanOrEqual(0);
    expect(verdict.score).toBeLessThanOrEqual(1);
    expect(judge({ ...scorer, threshold: verdict.score }, '請求').pass).toBe(true);
    expect(judge({ ...scorer, threshold: Math.min(1, verdict.score + 0.01) }, '請求').pass).toBe(verdict.score === 1);
  });

  it('errors a row whose workflow run fails (an unavailable model): no outputs, score 0', () => {
    const results = plan(supportTriageGraph(), () => undefined);
    expect(results[0]).toMatchObject({ pass: false, score: 0, outputs: [], error: 'Workflow debug execution failed' });
  });

  it('moves pending → running → success over the clock, counting rows as their lanes reach them', () => {
    const row = runOf(plan());
    advanceRun(row, 500);
    expect(toEvaluationRun(row)).toMatchObject({ status: 'EVALUATION_RUN_STATUS_PENDING', counts: { total: 5, done: 0 } });
    expect(toEvaluationRun(row)).not.toHaveProperty('passRate');
    const first = Math.min(...row.plan.map((r) => r.doneAtMs));
    advanceRun(row, 1000 + first);
    const running = toEvaluationRun(row);
    expect(running.status).toBe('EVALUATION_RUN_STATUS_RUNNING');
    expect(running.counts.done).toBeGreaterThanOrEqual(1);
    expect(running.counts.done).toBeLessThan(5);
    expect(running.estimatedSecondsLeft).toBeGreaterThan(0);
    advanceRun(row, 1000 + Math.max(...row.plan.map((r) => r.doneAtMs)));
    const done = toEvaluationRun(row);
    expect(done.status).toBe('EVALUATION_RUN_STATUS_SUCCESS');
    expect(done.counts.done).toBe(5);
    expect(done.counts.passed + done.counts.failed + done.counts.errored).toBe(5);
    expect(done.passRate).toBe(Math.round((done.counts.passed / 5) * 1000) / 1000);
    expect(done.latencyMs!.p95).toBeGreaterThanOrEqual(done.latencyMs!.p50);
    expect(done).not.toHaveProperty('estimatedSecondsLeft');
    expect(done.finishedAt).toBeDefined();
  });

  it('cancels for real: no row is done after the cancel', () => {
    const row = runOf(plan());
    const first = Math.min(...row.plan.map((r) => r.doneAtMs));
    cancelEvaluation(row, 1000 + first);
    const doneAtCancel = doneResults(row).length;
    advanceRun(row, 10_000_000);
    expect(row.status).toBe('EVALUATION_RUN_STATUS_CANCELED');
    expect(doneResults(row)).toHaveLength(doneAtCancel);
    expect(doneAtCancel).toBeLessThan(5);
    const pending = runOf(plan());
    cancelEvaluation(pending, 10);
    advanceRun(pending, 10_000_000);
    expect(toEvaluationRun(pending).counts.done).toBe(0);
  });
});
