/**
 * The evaluations area's tables: sets (the contract's EvaluationSet plus its project and rows) and runs
 * (engine.ts's RunRow: they move on with the clock). A row a run has done gets its trace, a debug run of
 * the revision, stored when the row is done (so a canceled run leaves no trace of rows it never ran).
 */
import type { EvaluationRowInput, EvaluationSet } from '../../../src/generated/model';
import { defineTable } from '../../lib/db';
import { beginRun, planDurationMs, planRun, tickDebugRun } from '../workflows/debug-engine';
import { revisionsOf } from '../workflows/revisions';
import { debugRuns, llmModels, type DebugRunRow } from '../workflows/table';
import { advanceRun, doneResults, type RunRow } from './engine';
import { seedRuns, seedSets } from './seed';

/** A stored set: the contract's set plus its project and its rows (rowCount is their number). */
export type SetRow = EvaluationSet & { projectId: string; rows: EvaluationRowInput[] };
export type { RunRow };

/** The contract's limits. */
export const MAX_SETS_PER_WORKFLOW = 50;
export const MAX_ROWS_PER_SET = 10000;
export const MAX_ACTIVE_RUNS = 3;

export const evaluationSets = defineTable<SetRow>('evaluation-sets', seedSets);

/** Stores the debug run each newly done row ran as (re-planned from the revision: the same plan, deterministic). */
function storeTraces(row: RunRow): void {
  const revision = revisionsOf(row.workflowId).find((saved) => saved.revision === row.revision);
  if (!revision) return;
  const startMs = Date.parse(row.startedAt) + row.pendingMs;
  const set = evaluationSets.find(row.setId);
  for (const result of doneResults(row)) {
    if (result.traced) continue;
    result.traced = true;
    if (debugRuns.find(result.debugRunId)) continue;
    const inputs = (set?.inputNames ?? Object.keys(result.inputs)).map((name) => ({ name, value: result.inputs[name] ?? '' }));
    const plan = planRun(revision, inputs, (id) => llmModels.find(id));
    const startedMs = startMs + result.doneAtMs - planDurationMs(plan);
    const trace: DebugRunRow = {
      id: result.debugRunId,
      projectId: row.projectId,
      workflowId: row.workflowId,
      mode: 'DEBUG_RUN_MODE_AUTO',
      status: 'DEBUG_RUN_STATUS_RUNNING',
      graphRevision: row.revision,
      inputs,
      nodes: [],
      outputs: [],
      startedAt: new Date(startedMs).toISOString(),
      createdBy: row.startedBy,
      plan,
      done: 0,
      startedMs,
      evaluationRunId: row.id,
    };
    beginRun(trace);
    tickDebugRun(trace, startedMs + planDurationMs(plan));
    debugRuns.insert(trace);
  }
}

export const evaluationRuns = defineTable<RunRow>('evaluation-runs', seedRuns, {
  tick(rows, now) {
    for (const row of rows) {
      advanceRun(row, now);
      storeTraces(row);
    }
  },
});

/** The workflow's sets, newest first. */
export const setsOf = (workflowId: string) =>
  evaluationSets.where((row) => row.workflowId === workflowId).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
/** The workflow's runs, newest first. */
export const runsOf = (workflowId: string) =>
  evaluationRuns.where((row) => row.workflowId === workflowId).sort((a, b) => b.startedAt.localeCompare(a.startedAt));

export function toEvaluationSet({ projectId: _p, rows, ...set }: SetRow): EvaluationSet {
  return { ...set, rowCount: rows.length };
}
