/** Debug runs (step and auto mode) and the LLM model catalogue. */
import type { DebugValue } from '../../../src/generated/model';
import {
  getGetDebugRunMockHandler,
  getListDebugRunsMockHandler,
  getNextDebugRunStepMockHandler,
  getStartDebugRunMockHandler,
  getStopDebugRunMockHandler,
} from '../../../src/generated/debug-runs/debug-runs.msw';
import { ListDebugRunsQueryParams, StartDebugRunBody } from '../../../src/generated/debug-runs/debug-runs.zod';
import { getListModelsMockHandler } from '../../../src/generated/models/models.msw';
import { ListModelsQueryParams } from '../../../src/generated/models/models.zod';
import { clock } from '../../lib/clock';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { paginate } from '../../lib/paginate';
import { actorOf, tenantOf } from '../../lib/request-context';
import { scenario } from '../../lib/scenario';
import { readJson, readQuery } from '../../lib/validate';
import { projectOf } from '../projects/table';
import { beginRun, cancelRun, planRun, stepRun } from './debug-engine';
import { invalidField, workflowMessages as m } from './messages';
import { debugRuns, graphOf, llmModels, toDebugRun, workflowIn, type DebugRunRow } from './table';

const workflowOf = (request: Request, params: Record<string, unknown>) =>
  workflowIn(projectOf(String(params.projectId), tenantOf(request)).id, String(params.workflowId));

function runOf(request: Request, params: Record<string, unknown>): DebugRunRow {
  const workflow = workflowOf(request, params);
  const row = debugRuns.find(String(params.runId));
  if (!row || row.workflowId !== workflow.id) throw notFound(m.debugRunNotFound);
  return row;
}

const isOver = (row: DebugRunRow) => row.status !== 'DEBUG_RUN_STATUS_RUNNING' && row.status !== 'DEBUG_RUN_STATUS_PAUSED';

export const debugHandlers = [
  getListDebugRunsMockHandler(({ request, params }) => {
    const workflow = workflowOf(request, params);
    const query = readQuery(request, ListDebugRunsQueryParams);
    const page = paginate(
      debugRuns.where((r) => r.workflowId === workflow.id && !r.evaluationRunId),
      query,
      (r) => r.createdBy.name,
    );
    return { ...page, items: page.items.map(toDebugRun) };
  }),

  getStartDebugRunMockHandler(async ({ request, params }) => {
    const workflow = workflowOf(request, params);
    const body = await readJson(request, StartDebugRunBody);
    const graph = graphOf(workflow);
    const start = graph.nodes.find((n) => n.kind === 'NODE_KIND_START');
    if (!start || start.kind !== 'NODE_KIND_START') throw badRequest(m.startNodeNotFound);
    if (!graph.nodes.some((n) => n.kind === 'NODE_KIND_END')) throw badRequest(m.endNodeNotFound);
    const declared = start.data.inputVariables;
    (body.inputs ?? []).forEach((input, index) => {
      if (!declared.some((v) => v.name === input.name)) throw invalidField(`inputs.${index}.name`, m.unknownStartVariable(input.name));
    });
    const inputs: DebugValue[] = declared.map((v) => ({
      name: v.name,
      value: body.inputs?.find((i) => i.name === v.name)?.value ?? v.debugValue ?? '',
    }));
    const now = clock.now();
    const row: DebugRunRow = {
      id: newId('dbg'),
      projectId: workflow.projectId,
      workflowId: workflow.id,
      mode: body.mode,
      status: body.mode === 'DEBUG_RUN_MODE_AUTO' ? 'DEBUG_RUN_STATUS_RUNNING' : 'DEBUG_RUN_STATUS_PAUSED',
      graphRevision: graph.revision,
      inputs,
      nodes: [],
      outputs: [],
      startedAt: new Date(now).toISOString(),
      createdBy: actorOf(request),
      // The scenario as it is now decides which nodes fail: the whole run is planned at its start.
      plan: planRun(graph, inputs, (id) => llmModels.find(id), { failNodes: scenario.get().failDebugNodes }),
      done: 0,
      startedMs: now,
    };
    return toDebugRun(debugRuns.insert(beginRun(row)));
  }),

  getGetDebugRunMockHandler(({ request, params }) => toDebugRun(runOf(request, params))),

  getNextDebugRunStepMockHandler(({ request, params }) => {
    const row = runOf(request, params);
    if (isOver(row)) throw conflict(m.debugRunFinished);
    if (row.status !== 'DEBUG_RUN_STATUS_PAUSED') throw conflict(m.debugRunNotPaused);
    stepRun(row, clock.now());
    return toDebugRun(debugRuns.replace(row));
  }),

  getStopDebugRunMockHandler(({ request, params }) => {
    const row = runOf(request, params);
    if (isOver(row)) throw conflict(m.debugRunFinished);
    cancelRun(row, clock.now());
    return toDebugRun(debugRuns.replace(row));
  }),
];

export const modelHandlers = [
  getListModelsMockHandler(({ request }) => {
    const query = readQuery(request, ListModelsQueryParams);
    return paginate(llmModels.all(), query, (model) => model.displayName);
  }),
];
