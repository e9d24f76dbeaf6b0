/** The workflow graph (revisioned saves by the edit-permission holder) and the edit permission itself. */
import { HttpResponse } from 'msw';
import type { EditPermissionConflict, GraphEdge, GraphNode, UserRef, WorkflowGraphConflict, WorkflowRevisionRestoredFrom } from '../../../src/generated/model';
import {
  getGetEditPermissionMockHandler,
  getReleaseEditPermissionMockHandler,
  getRequestEditPermissionMockHandler,
} from '../../../src/generated/edit-permissions/edit-permissions.msw';
import { getGetWorkflowGraphMockHandler, getSaveWorkflowGraphMockHandler } from '../../../src/generated/workflow-graphs/workflow-graphs.msw';
import { SaveWorkflowGraphBody } from '../../../src/generated/workflow-graphs/workflow-graphs.zod';
// The per-kind facts the backend shares with the editor (the model half of each kind: no React).
import { CLOB_THRESHOLD } from '../../../src/features/workflow-editor/kinds/database/bind-rules';
import { KIND_TABLE } from '../../../src/features/workflow-editor/kinds/model-table';
import { ELSE_HANDLE } from '../../../src/features/workflow-editor/model/handles';
import { isReservedVariableName } from '../../../src/features/workflow-editor/model/variables';
import { clock } from '../../lib/clock';
import { forbiddenBecause } from '../../lib/auth-gate';
import { actorOf, tenantOf } from '../../lib/request-context';
import { readJson } from '../../lib/validate';
import { projectOf } from '../projects/table';
import { invalidField, workflowMessages as m } from './messages';
import type { GraphContent } from './revision-summary';
import { recordRevision } from './revisions';
import {
  editPermissions,
  graphOf,
  llmModels,
  toEditPermission,
  toGraph,
  workflowGraphs,
  workflowIn,
  workflows,
  type EditPermissionRow,
  type GraphRow,
  type WorkflowRow,
} from './table';

export const workflowOf = (request: Request, params: Record<string, unknown>) =>
  workflowIn(projectOf(String(params.projectId), tenantOf(request)).id, String(params.workflowId));

function heldByOther(row: EditPermissionRow): HttpResponse<EditPermissionConflict> {
  const body: EditPermissionConflict = { code: 409, message: m.editPermissionHeld(row.holder.name), holder: row.holder, since: row.since };
  return HttpResponse.json(body, { status: 409 });
}

/** The rules of a graph the schema cannot say; throws a 400 naming the field. */
export function checkGraph(nodes: GraphNode[], edges: GraphEdge[]): void {
  const ids = new Set<string>();
  let starts = 0;
  nodes.forEach((node, index) => {
    if (ids.has(node.id)) throw invalidField(`nodes.${index}.id`, m.duplicateNodeId(node.id));
    ids.add(node.id);
    if (node.kind === 'NODE_KIND_START') {
      starts += 1;
      if (starts > 1) throw invalidField(`nodes.${index}.kind`, m.oneStartNode);
      node.data.inputVariables.forEach((variable, v) => {
        if (isReservedVariableName(variable.name)) throw invalidField(`nodes.${index}.data.inputVariables.${v}.name`, m.reservedVariable);
      });
    }
    if (node.kind === 'NODE_KIND_LLM') {
      const model = llmModels.find(node.data.modelId);
      if (!model) throw invalidField(`nodes.${index}.data.modelId`, m.modelNotFound(node.data.modelId));
      if (node.data.maxTokens !== undefined && node.data.maxTokens > model.maxTokens) {
        throw invalidField(`nodes.${index}.data.maxTokens`, m.maxTokensTooLarge(model.maxTokens));
      }
    }
    if (node.kind === 'NODE_KIND_DATABASE') {
      node.data.bindVariables.forEach((bind, b) => {
        if (bind.type === 'BIND_VARIABLE_TYPE_VARCHAR2' && bind.value.length > CLOB_THRESHOLD) {
          throw invalidField(`nodes.${index}.data.bindVariables.${b}.type`, m.clobRequired);
        }
      });
    }
  });
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const edgeIds = new Set<string>();
  edges.forEach((edge, index) => {
    if (edgeIds.has(edge.id)) throw invalidField(`edges.${index}.id`, m.duplicateEdgeId(edge.id));
    edgeIds.add(edge.id);
    const source = byId.get(edge.source);
    if (!source) throw invalidField(`edges.${index}.source`, m.nodeNotFound(edge.source));
    if (!byId.has(edge.target)) throw invalidField(`edges.${index}.target`, m.nodeNotFound(edge.target));
    if (source.kind === 'NODE_KIND_IF_ELSE') {
      const handles = new Set(KIND_TABLE.outputHandlesOf(source).map((h) => h.id));
      const handle = edge.sourceHandle ?? ELSE_HANDLE;
      if (!handles.has(handle)) throw invalidField(`edges.${index}.sourceHandle`, m.unknownBranch(handle));
    }
  });
}

/** The caller, who must hold the workflow's edit permission (403 EDIT_PERMISSION_REQUIRED). */
export function requireHolder(request: Request, workflow: WorkflowRow): UserRef {
  const me = actorOf(request);
  const permission = editPermissions.find(workflow.id);
  if (!permission || permission.holder.id !== me.id) throw forbiddenBecause('EDIT_PERMISSION_REQUIRED', m.noEditPermission);
  return me;
}

/** A save based on another revision than the stored one: 409 with the stored revision, nothing saved. */
export function refuseStale(stored: GraphRow, baseRevision: number): void {
  if (baseRevision === stored.revision) return;
  const conflictBody: WorkflowGraphConflict = {
    code: 409,
    message: m.graphConflict,
    currentRevision: stored.revision,
    updatedAt: stored.updatedAt,
    ...(stored.updatedBy ? { updatedBy: stored.updatedBy } : {}),
  };
  throw HttpResponse.json(conflictBody, { status: 409 });
}

/** Stores `content` as the next revision and records that revision (with what it was restored from, for a restore). */
export function commitGraph(
  workflow: WorkflowRow,
  stored: GraphRow,
  content: GraphContent,
  me: UserRef,
  restoredFrom?: WorkflowRevisionRestoredFrom,
): GraphRow {
  const before: GraphContent = { nodes: stored.nodes, edges: stored.edges };
  const now = clock.iso();
  const saved = workflowGraphs.update(stored.id, { revision: stored.revision + 1, nodes: content.nodes, edges: content.edges, updatedAt: now, updatedBy: me });
  workflows.update(workflow.id, { updatedAt: now });
  recordRevision(before, saved, restoredFrom);
  return saved;
}

export const graphHandlers = [
  getGetWorkflowGraphMockHandler(({ request, params }) => toGraph(graphOf(workflowOf(request, params)))),

  getSaveWorkflowGraphMockHandler(async ({ request, params }) => {
    const workflow = workflowOf(request, params);
    const body = await readJson(request, SaveWorkflowGraphBody);
    const me = requireHolder(request, workflow);
    const stored = graphOf(workflow);
    refuseStale(stored, body.baseRevision);
    checkGraph(body.nodes, body.edges);
    return toGraph(commitGraph(workflow, stored, { nodes: body.nodes, edges: body.edges }, me));
  }),

  getGetEditPermissionMockHandler(({ request, params }) => {
    const workflow = workflowOf(request, params);
    return toEditPermission(workflow.id, editPermissions.find(workflow.id), actorOf(request));
  }),

  getRequestEditPermissionMockHandler(({ request, params }) => {
    const workflow = workflowOf(request, params);
    const me = actorOf(request);
    const current = editPermissions.find(workflow.id);
    if (current && current.holder.id !== me.id) throw heldByOther(current);
    const row = current ?? editPermissions.insert({ id: workflow.id, projectId: workflow.projectId, holder: me, since: clock.iso() });
    return toEditPermission(workflow.id, row, me);
  }),

  getReleaseEditPermissionMockHandler(({ request, params }) => {
    const workflow = workflowOf(request, params);
    const me = actorOf(request);
    const current = editPermissions.find(workflow.id);
    if (!current) return;
    if (current.holder.id !== me.id) throw heldByOther(current);
    editPermissions.remove(workflow.id);
  }),
];
