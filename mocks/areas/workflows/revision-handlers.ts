/** The saved revisions of a workflow's graph: list, read, name or describe, restore (a new save). */
import {
  getGetWorkflowRevisionMockHandler,
  getListWorkflowRevisionsMockHandler,
  getRestoreWorkflowRevisionMockHandler,
  getUpdateWorkflowRevisionMockHandler,
} from '../../../src/generated/workflow-revisions/workflow-revisions.msw';
import {
  ListWorkflowRevisionsQueryParams,
  RestoreWorkflowRevisionBody,
  UpdateWorkflowRevisionBody,
} from '../../../src/generated/workflow-revisions/workflow-revisions.zod';
import type { WorkflowRevisionNameConflict } from '../../../src/generated/model';
import { HttpResponse } from 'msw';
import { paginate } from '../../lib/paginate';
import { readJson, readQuery } from '../../lib/validate';
import { checkGraph, commitGraph, refuseStale, requireHolder, workflowOf } from './graph-handlers';
import { invalidField, workflowMessages as m } from './messages';
import { parseRevision, revisionMessages, revisionOf, revisionsOf, toRevision, toRevisionDetail, workflowRevisions } from './revisions';
import { graphOf, toGraph } from './table';

function revisionParam(params: Record<string, unknown>): number {
  const revision = parseRevision(params.revision);
  if (revision === undefined) throw invalidField('revision', revisionMessages.invalidRevision);
  return revision;
}

function nameTaken(namedRevision: number): HttpResponse<WorkflowRevisionNameConflict> {
  const body: WorkflowRevisionNameConflict = { code: 409, message: revisionMessages.revisionNameTaken, namedRevision };
  return HttpResponse.json(body, { status: 409 });
}

export const revisionHandlers = [
  getListWorkflowRevisionsMockHandler(({ request, params }) => {
    const query = readQuery(request, ListWorkflowRevisionsQueryParams);
    const workflow = workflowOf(request, params);
    const page = paginate(revisionsOf(workflow.id), query, (row) => row.name ?? '');
    return { ...page, items: page.items.map(toRevision) };
  }),

  getGetWorkflowRevisionMockHandler(({ request, params }) => {
    const workflow = workflowOf(request, params);
    return toRevisionDetail(revisionOf(workflow.id, revisionParam(params)));
  }),

  getUpdateWorkflowRevisionMockHandler(async ({ request, params }) => {
    const workflow = workflowOf(request, params);
    const revision = revisionParam(params);
    requireHolder(request, workflow);
    const body = await readJson(request, UpdateWorkflowRevisionBody);
    if (body.name === undefined && body.description === undefined) throw invalidField('name', m.nothingToUpdate);
    const row = revisionOf(workflow.id, revision);
    const name = body.name?.trim();
    if (name) {
      const holder = revisionsOf(workflow.id).find((other) => other.revision !== revision && other.name === name);
      if (holder) throw nameTaken(holder.revision);
    }
    const next = { ...row };
    if (name !== undefined) {
      if (name) next.name = name;
      else delete next.name;
    }
    if (body.description !== undefined) {
      const description = body.description.trim();
      if (description) next.description = description;
      else delete next.description;
    }
    return toRevision(workflowRevisions.replace(next));
  }),

  getRestoreWorkflowRevisionMockHandler(async ({ request, params }) => {
    const workflow = workflowOf(request, params);
    const revision = revisionParam(params);
    const me = requireHolder(request, workflow);
    const body = await readJson(request, RestoreWorkflowRevisionBody);
    const source = revisionOf(workflow.id, revision);
    const stored = graphOf(workflow);
    refuseStale(stored, body.baseRevision);
    const content = { nodes: structuredClone(source.nodes), edges: structuredClone(source.edges) };
    checkGraph(content.nodes, content.edges);
    const restoredFrom = { revision: source.revision, ...(source.name ? { name: source.name } : {}) };
    return toGraph(commitGraph(workflow, stored, content, me, restoredFrom));
  }),
];
