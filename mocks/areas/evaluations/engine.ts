/**
 * The mock's evaluation engine. Starting a run plans every row at once: the row runs through the
 * revision's graph with the debug engine (so its outputs follow the graph: change the LLM node's prompt
 * and the outputs change), each checked output is scored (the scorer is a parameter; the LLM judge is the
 * mock's own, a hash of output and rubric), and the row is given a place on one of EVALUATION_LANES lanes.
 * The run then reveals the rows over the mock clock: pending for `pendingMs`, then each row done when its
 * lane reaches it. A cancel freezes the cursor: no row is done after it.
 */
import type {
  DebugValue,
  EvaluationOutput,
  EvaluationOutputResult,
  EvaluationResult,
  EvaluationRowInput,
  EvaluationRun,
  EvaluationRunStatus,
  GraphEdge,
  GraphNode,
  LlmModel,
  Scorer,
  ScorerLlmJudge,
  UserRef,
} from '../../../src/generated/model';
import { planDurationMs, planRun } from '../workflows/debug-engine';

/** One output scored: a score in 0..1, whether it passes and, for some failures, why. */
export interface ScoreResult {
  score: number;
  pass: boolean;
  reason?: string;
}
/** Scores an output against its expected answer (every scorer but the LLM judge, which the engine runs). */
export type ScoreFn = (scorer: Exclude<Scorer, ScorerLlmJudge>, output: string, expected: string) => ScoreResult;

/** Rows run side by side. */
export const EVALUATION_LANES = 4;
/** How long a run started through the API waits before its first row. */
export const EVALUATION_PENDING_MS = 1500;
/** Why a row whose workflow run failed has no outputs. */
export const ROW_FAILED = 'Workflow debug execution failed';

/** A row of a run as planned: its result, when (ms after the pending time) it is done, whether its trace is stored. */
export type PlannedResult = EvaluationResult & { doneAtMs: number; traced?: boolean };

/** A stored run: the contract's fields that do not move, how it moves, and its planned rows. */
export interface RunRow {
  id: string;
  projectId: string;
  workflowId: string;
  setId: string;
  setName: string;
  revision: number;
  startedBy: UserRef;
  startedAt: string;
  status: EvaluationRunStatus;
  pendingMs: number;
  /** Where the run is, in ms after the pending time (frozen by a cancel). */
  cursorMs: number;
  canceled?: boolean;
  finishedAt?: string;
  plan: PlannedResult[];
}

/** A share in [0, 1) picked from text (FNV-1a), as the debug engine picks its durations. */
export function shareOf(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return (h >>> 0) / 2 ** 32;
}

/** The mock's LLM judge: a score from the output and the rubric (the same pair always scores the same). */
export function judge(scorer: ScorerLlmJudge, output: string): ScoreResult {
  const score = Math.round(shareOf(`${scorer.rubric}\u0000${output}`) * 100) / 100;
  const pass = score >= scorer.threshold;
  return { score, pass, reason: `${scorer.model}: ${score.toFixed(2)} ${pass ? '≥' : '<'} ${scorer.threshold}` };
}

const scoreOne = (scorer: Scorer, output: string, expected: string, score: ScoreFn): ScoreResult =>
  scorer.type === 'SCORER_TYPE_LLM_JUDGE' ? judge(scorer, output) : score(scorer, output, expected);

export interface EvaluationPlanInput {
  runId: string;
  rows: readonly EvaluationRowInput[];
  outputs: readonly EvaluationOutput[];
  inputNames: readonly string[];
  graph: { nodes: GraphNode[]; edges: GraphEdge[] };
  modelOf: (id: string) => LlmModel | undefined;
  score: ScoreFn;
}

/**
 * Plans every row of a run: its outputs through the graph, its scores, its time on a lane. A row's trace is
 * the debug run `dbg_<runId>_<index>` (stored once the row is done, from the same deterministic plan).
 */
export function runEvaluation(input: EvaluationPlanInput): PlannedResult[] {
  const lanes = Array.from({ length: EVALUATION_LANES }, () => 0);
  const results: PlannedResult[] = [];
  input.rows.forEach((row, index) => {
    const inputs: DebugValue[] = input.inputNames.map((name) => ({ name, value: row.inputs[name] ?? '' }));
    const plan = planRun(input.graph, inputs, input.modelOf);
    const latencyMs = planDurationMs(plan);
    const lane = lanes.indexOf(Math.min(...lanes));
    const startAtMs = lanes[lane]!;
    lanes[lane] = startAtMs + latencyMs;
    const debugRunId = `dbg_${input.runId}_${index}`;
    const tokens = plan.reduce((sum, node) => sum + (node.usage?.totalTokens ?? 0), 0);
    const base = { index, inputs: { ...row.inputs }, tokens, latencyMs, debugRunId, doneAtMs: startAtMs + latencyMs };
    const failed = plan.length === 0 || plan.some((node) => node.error);
    if (failed) {
      results.push({ ...base, outputs: [], pass: false, score: 0, error: ROW_FAILED });
      return;
    }
    const produced = new Map(plan.filter((node) => node.kind === 'NODE_KIND_END').flatMap((node) => node.outputs.map((o) => [o.name, o.value] as const)));
    const outputs: EvaluationOutputResult[] = input.outputs.map(({ name, scorer }) => {
      const output = produced.get(name) ?? '';
      const expected = row.expected[name] ?? '';
      const scored = scoreOne(scorer, output, expected, input.score);
      return { name, output, expected, score: scored.score, pass: scored.pass, ...(scored.reason ? { reason: scored.reason } : {}) };
    });
    const score = outputs.length ? outputs.reduce((sum, o) => sum + o.score, 0) / outputs.length : 0;
    results.push({ ...base, outputs, pass: outputs.every((o) => o.pass), score: Math.round(score * 1000) / 1000 });
  });
  return results;
}

const iso = (ms: number) => new Date(ms).toISOString();
const isOver = (status: EvaluationRunStatus) =>
  status === 'EVALUATION_RUN_STATUS_SUCCESS' || status === 'EVALUATION_RUN_STATUS_FAILURE' || status === 'EVALUATION_RUN_STATUS_CANCELED';
export const isActive = (row: Pick<RunRow, 'status'>) => !isOver(row.status);

/** Moves a run on to `now`: pending, then rows done as their lanes reach them, then SUCCESS (FAILURE when no row ran). */
export function advanceRun(row: RunRow, now: number): void {
  if (isOver(row.status)) return;
  const startMs = Date.parse(row.startedAt) + row.pendingMs;
  if (now < startMs) {
    row.status = 'EVALUATION_RUN_STATUS_PENDING';
    return;
  }
  row.cursorMs = now - startMs;
  const endMs = Math.max(0, ...row.plan.map((r) => r.doneAtMs));
  if (row.cursorMs < endMs) {
    row.status = 'EVALUATION_RUN_STATUS_RUNNING';
    return;
  }
  row.cursorMs = endMs;
  row.finishedAt = iso(startMs + endMs);
  row.status = row.plan.length > 0 && row.plan.every((r) => r.error) ? 'EVALUATION_RUN_STATUS_FAILURE' : 'EVALUATION_RUN_STATUS_SUCCESS';
}

/** Cancels a pending or running run at `now`: the rows done stay, no row is done after it. */
export function cancelEvaluation(row: RunRow, now: number): void {
  advanceRun(row, now);
  if (isOver(row.status)) return;
  if (row.status === 'EVALUATION_RUN_STATUS_PENDING') row.cursorMs = -1;
  row.status = 'EVALUATION_RUN_STATUS_CANCELED';
  row.canceled = true;
  row.finishedAt = iso(now);
}

/** The rows the run has done, by index. */
export function doneResults(row: RunRow): PlannedResult[] {
  return row.plan.filter((result) => result.doneAtMs <= row.cursorMs);
}

/** The value at `fraction` of sorted values (nearest rank). */
function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))]!;
}

/** The run as the contract answers it: counts, pass rate, mean score, latency and time left from the rows done. */
export function toEvaluationRun(row: RunRow): EvaluationRun {
  const done = doneResults(row);
  const passed = done.filter((r) => r.pass).length;
  const errored = done.filter((r) => r.error).length;
  const latencies = done.map((r) => r.latencyMs).sort((a, b) => a - b);
  const endMs = Math.max(0, ...row.plan.map((r) => r.doneAtMs));
  const running = row.status === 'EVALUATION_RUN_STATUS_RUNNING';
  return {
    id: row.id,
    workflowId: row.workflowId,
    setId: row.setId,
    setName: row.setName,
    revision: row.revision,
    status: row.status,
    counts: { total: row.plan.length, done: done.length, passed, failed: done.length - passed - errored, errored },
    ...(done.length
      ? {
          passRate: Math.round((passed / done.length) * 1000) / 1000,
          meanScore: Math.round((done.reduce((sum, r) => sum + r.score, 0) / done.length) * 1000) / 1000,
          latencyMs: { p50: percentile(latencies, 0.5), p95: percentile(latencies, 0.95) },
        }
      : {}),
    tokens: { total: done.reduce((sum, r) => sum + r.tokens, 0) },
    ...(running ? { estimatedSecondsLeft: Math.ceil(Math.max(0, endMs - row.cursorMs) / 1000) } : {}),
    startedAt: row.startedAt,
    ...(row.finishedAt ? { finishedAt: row.finishedAt } : {}),
    startedBy: row.startedBy,
  };
}

/** A result as the contract answers it (without its place in time). */
export function toEvaluationResult({ doneAtMs: _at, traced: _traced, ...result }: PlannedResult): EvaluationResult {
  return result;
}
