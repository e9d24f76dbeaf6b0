/**
 * Evaluations: sets (from a dataset file, debug runs or by hand; rows added by hand), runs of a saved
 * revision over a set that move on with the clock, cancel, per-row results and the comparison of two runs.
 */
import { HttpResponse, type RequestHandler } from 'msw';
import type { EvaluationRunLimit, EvaluationSetLimit, EvaluationSetNameConflict } from '../../../src/generated/model';
import {
  getAddEvaluationRowsMockHandler,
  getCancelEvaluationRunMockHandler,
  getCompareEvaluationRunsMockHandler,
  getCreateEvaluationSetMockHandler,
  getDeleteEvaluationSetMockHandler,
  getGetEvaluationRunMockHandler,
  getGetEvaluationSetMockHandler,
  getListEvaluationResultsMockHandler,
  getListEvaluationRowsMockHandler,
  getListEvaluationRunsMockHandler,
  getListEvaluationSetsMockHandler,
  getStartEvaluationRunMockHandler,
  getUpdateEvaluationSetMockHandler,
} from '../../../src/generated/evaluations/evaluations.msw';
import {
  AddEvaluationRowsBody,
  CompareEvaluationRunsQueryParams,
  CreateEvaluationSetBody,
  ListEvaluationResultsQueryParams,
  ListEvaluationRowsQueryParams,
  ListEvaluationRunsQueryParams,
  ListEvaluationSetsQueryParams,
  StartEvaluationRunBody,
  UpdateEvaluationSetBody,
} from '../../../src/generated/evaluations/evaluations.zod';
import { clock } from '../../lib/clock';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { paginate } from '../../lib/paginate';
import { actorOf, tenantOf } from '../../lib/request-context';
import { readChecked, readJson, readQuery, type Violation } from '../../lib/validate';
import { whenProjectDeleted } from '../projects/handlers';
import { projectOf } from '../projects/table';
import { revisionsOf } from '../workflows/revisions';
import { graphOf, llmModels, whenWorkflowsRemoved, workflowIn } from '../workflows/table';
import { cancelEvaluation, doneResults, EVALUATION_PENDING_MS, isActive, runEvaluation, toEvaluationResult, toEvaluationRun, type RunRow } from './engine';
import { evaluationMessages as m } from './messages';
import { endOutputs, outputViolations, setBodyViolations, startVariables } from './rules';
import { libraryScore, rowChanges } from './scoring';
import { manualRowViolations, rowsFromSource } from './sources';
import {
  evaluationRuns,
  evaluationSets,
  MAX_ACTIVE_RUNS,
  MAX_ROWS_PER_SET,
  MAX_SETS_PER_WORKFLOW,
  runsOf,
  setsOf,
  toEvaluationSet,
  type SetRow,
} from './table';

const workflowOf = (request: Request, params: Record<string, unknown>) =>
  workflowIn(projectOf(String(params.projectId), tenantOf(request)).id, String(params.workflowId));

function setOf(request: Request, params: Record<string, unknown>): SetRow {
  const workflow = workflowOf(request, params);
  const row = evaluationSets.find(String(params.setId));
  if (!row || row.workflowId !== workflow.id) throw notFound(m.setNotFound);
  return row;
}

function runIn(workflowId: string, runId: string): RunRow {
  const row = evaluationRuns.find(runId);
  if (!row || row.workflowId !== workflowId) throw notFound(m.runNotFound);
  return row;
}

const refuse = (violations: Violation[]) => {
  if (violations.length) throw badRequest(violations[0]!.message, violations);
};

function nameTaken(namedSetId: string): HttpResponse<EvaluationSetNameConflict> {
  return HttpResponse.json({ code: 409, message: m.nameTaken, namedSetId }, { status: 409 });
}

/** A name another set of the workflow has (compared after trimming). */
function refuseTakenName(workflowId: string, name: string, self?: string): void {
  const other = setsOf(workflowId).find((row) => row.id !== self && row.name === name);
  if (other) throw nameTaken(other.id);
}

const tooManyRows = (field: string) => badRequest(m.tooManyRows, [{ field, message: m.tooManyRows }]);

whenProjectDeleted((projectId) => {
  evaluationSets.removeWhere((row) => row.projectId === projectId);
  evaluationRuns.removeWhere((row) => row.projectId === projectId);
});
whenWorkflowsRemoved((ids) => {
  evaluationSets.removeWhere((row) => ids.has(row.workflowId));
  evaluationRuns.removeWhere((row) => ids.has(row.workflowId));
});

/** The stateful handlers of evaluations (tag evaluations). */
export const evaluationHandlers: RequestHandler[] = [
  getListEvaluationSetsMockHandler(({ request, params }) => {
    const query = readQuery(request, ListEvaluationSetsQueryParams);
    const page = paginate(setsOf(workflowOf(request, params).id), query);
    return { ...page, items: page.items.map(toEvaluationSet) };
  }),

  getCreateEvaluationSetMockHandler(async ({ request, params }) => {
    const workflow = workflowOf(request, params);
    const body = await readChecked(request, CreateEvaluationSetBody, (raw) => setBodyViolations(raw, false));
    const graph = graphOf(workflow);
    refuse(outputViolations(body.outputs, endOutputs(graph.nodes)));
    const name = body.name.trim();
    const sets = setsOf(workflow.id);
    if (sets.length >= MAX_SETS_PER_WORKFLOW) {
      throw HttpResponse.json<EvaluationSetLimit>({ code: 409, message: m.setLimit, limit: MAX_SETS_PER_WORKFLOW }, { status: 409 });
    }
    refuseTakenName(workflow.id, name);
    const inputNames = startVariables(graph.nodes);
    const { rows, source } = rowsFromSource(body.source, {
      projectId: workflow.projectId,
      workflowId: workflow.id,
      inputNames,
      outputNames: body.outputs.map((o) => o.name),
    });
    if (rows.length > MAX_ROWS_PER_SET) throw tooManyRows('source');
    const now = clock.iso();
    const row = evaluationSets.insert({
      id: newId('evs'),
      projectId: workflow.projectId,
      workflowId: workflow.id,
      name,
      ...(body.description?.trim() ? { description: body.description.trim() } : {}),
      outputs: body.outputs,
      inputNames,
      rowCount: rows.length,
      source,
      createdAt: now,
      createdBy: actorOf(request),
      updatedAt: now,
      rows,
    });
    return toEvaluationSet(row);
  }),

  getGetEvaluationSetMockHandler(({ request, params }) => toEvaluationSet(setOf(request, params))),

  getUpdateEvaluationSetMockHandler(async ({ request, params }) => {
    const row = setOf(request, params);
    const body = await readChecked(request, UpdateEvaluationSetBody, (raw) => setBodyViolations(raw, true));
    if (body.outputs) {
      const names = row.outputs.map((o) => o.name).sort();
      const next = body.outputs.map((o) => o.name).sort();
      if (names.join('\u0000') !== next.join('\u0000')) refuse([{ field: 'outputs', message: m.outputsRenamed }]);
    }
    const name = body.name?.trim();
    if (name) refuseTakenName(row.workflowId, name, row.id);
    const next: SetRow = { ...row, ...(name ? { name } : {}), ...(body.outputs ? { outputs: body.outputs } : {}), updatedAt: clock.iso() };
    if (body.description !== undefined) {
      if (body.description.trim()) next.description = body.description.trim();
      else delete next.description;
    }
    return toEvaluationSet(evaluationSets.replace(next));
  }),

  getDeleteEvaluationSetMockHandler(({ request, params }) => {
    const row = setOf(request, params);
    if (runsOf(row.workflowId).some((run) => run.setId === row.id && isActive(run))) throw conflict(m.setRunning);
    evaluationSets.remove(row.id);
    evaluationRuns.removeWhere((run) => run.setId === row.id);
  }),

  getListEvaluationRowsMockHandler(({ request, params }) => {
    const query = readQuery(request, ListEvaluationRowsQueryParams);
    const row = setOf(request, params);
    const page = paginate(
      row.rows.map((r, index) => ({ index, ...r })),
      { page: query.page, pageSize: query.pageSize ?? 100 },
    );
    return page;
  }),

  getAddEvaluationRowsMockHandler(async ({ request, params }) => {
    const row = setOf(request, params);
    const body = await readJson(request, AddEvaluationRowsBody);
    refuse(
      manualRowViolations(
        body.rows,
        { projectId: row.projectId, workflowId: row.workflowId, inputNames: row.inputNames, outputNames: row.outputs.map((o) => o.name) },
        'rows',
      ),
    );
    if (row.rows.length + body.rows.length > MAX_ROWS_PER_SET) throw tooManyRows('rows');
    const next = { ...row, rows: [...row.rows, ...body.rows], updatedAt: clock.iso() };
    return toEvaluationSet(evaluationSets.replace(next));
  }),

  getListEvaluationRunsMockHandler(({ request, params }) => {
    const query = readQuery(request, ListEvaluationRunsQueryParams);
    const runs = runsOf(workflowOf(request, params).id).filter(
      (run) =>
        (query.setId === undefined || run.setId === query.setId) &&
        (query.revision === undefined || run.revision === query.revision) &&
        (query.status === undefined || run.status === query.status),
    );
    const page = paginate(runs, query, (run) => run.setName);
    return { ...page, items: page.items.map(toEvaluationRun) };
  }),

  getStartEvaluationRunMockHandler(async ({ request, params }) => {
    const workflow = workflowOf(request, params);
    const body = await readJson(request, StartEvaluationRunBody);
    const set = evaluationSets.find(body.setId);
    if (!set || set.workflowId !== workflow.id) refuse([{ field: 'setId', message: m.setNotFound }]);
    const saved = revisionsOf(workflow.id);
    const revision = body.revision === undefined ? saved[0] : saved.find((row) => row.revision === body.revision);
    if (!revision) refuse([{ field: 'revision', message: body.revision === undefined ? m.noSavedRevision : m.revisionNotFound }]);
    const active = runsOf(workflow.id).filter(isActive);
    if (active.length >= MAX_ACTIVE_RUNS) {
      throw HttpResponse.json<EvaluationRunLimit>(
        { code: 409, message: m.runLimit, limit: MAX_ACTIVE_RUNS, activeRunIds: active.map((run) => run.id) },
        { status: 409 },
      );
    }
    const id = newId('evr');
    const plan = runEvaluation({
      runId: id,
      rows: set!.rows,
      outputs: set!.outputs,
      inputNames: set!.inputNames,
      graph: revision!,
      modelOf: (modelId) => llmModels.find(modelId),
      score: libraryScore,
    });
    const row = evaluationRuns.insert({
      id,
      projectId: workflow.projectId,
      workflowId: workflow.id,
      setId: set!.id,
      setName: set!.name,
      revision: revision!.revision,
      startedBy: actorOf(request),
      startedAt: clock.iso(),
      status: 'EVALUATION_RUN_STATUS_PENDING',
      pendingMs: EVALUATION_PENDING_MS,
      cursorMs: -1,
      plan,
    });
    return toEvaluationRun(row);
  }),

  getGetEvaluationRunMockHandler(({ request, params }) => toEvaluationRun(runIn(workflowOf(request, params).id, String(params.runId)))),

  getCancelEvaluationRunMockHandler(({ request, params }) => {
    const row = runIn(workflowOf(request, params).id, String(params.runId));
    if (!isActive(row)) throw conflict(m.runFinished);
    cancelEvaluation(row, clock.now());
    return toEvaluationRun(evaluationRuns.replace(row));
  }),

  getListEvaluationResultsMockHandler(({ request, params }) => {
    const query = readQuery(request, ListEvaluationResultsQueryParams);
    const row = runIn(workflowOf(request, params).id, String(params.runId));
    const outcome = query.outcome ?? 'EVALUATION_OUTCOME_ALL';
    const done = doneResults(row)
      .filter((r) => outcome === 'EVALUATION_OUTCOME_ALL' || r.pass === (outcome === 'EVALUATION_OUTCOME_PASSED'))
      .sort((a, b) => a.index - b.index);
    const page = paginate(done, { page: query.page, pageSize: query.pageSize ?? 100 });
    return { ...page, items: page.items.map(toEvaluationResult) };
  }),

  getCompareEvaluationRunsMockHandler(({ request, params }) => {
    const query = readQuery(request, CompareEvaluationRunsQueryParams);
    const workflow = workflowOf(request, params);
    const head = runIn(workflow.id, String(params.runId));
    const base = runIn(workflow.id, String(params.baseRunId));
    if (base.setId !== head.setId) refuse([{ field: 'baseRunId', message: m.otherSet }]);
    const baseDone = new Map(doneResults(base).map((r) => [r.index, r]));
    const headDone = new Map(doneResults(head).map((r) => [r.index, r]));
    const changes = rowChanges([...baseDone.values()], [...headDone.values()]);
    const counts = { regressed: 0, improved: 0, unchanged: 0, new: 0, removed: 0 };
    for (const { change } of changes) counts[change.replace('EVALUATION_ROW_CHANGE_', '').toLowerCase() as keyof typeof counts] += 1;
    const rows = changes
      .filter(({ change }) => query.change === undefined || change === query.change)
      .map(({ index, change }) => {
        const b = baseDone.get(index);
        const h = headDone.get(index);
        return { index, change, base: b ? toEvaluationResult(b) : null, head: h ? toEvaluationResult(h) : null };
      });
    const page = paginate(rows, { page: query.page, pageSize: query.pageSize ?? 100 });
    return { ...page, baseRunId: base.id, headRunId: head.id, counts };
  }),
];
