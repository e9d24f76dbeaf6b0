/**
 * Workflow APIs (publishing): the tenant id, API versions of a workflow, their publish status, API keys
 * and history (tag workflow-apis). Creating a version, changing its status and issuing a key take the
 * workflow's edit permission (403 otherwise); a new version takes its names from the saved graph.
 */
import type { RequestHandler } from 'msw';
import {
  getCreateApiVersionMockHandler,
  getGetApiVersionMockHandler,
  getGetTenantMockHandler,
  getGetWorkflowApiMockHandler,
  getIssueApiKeyMockHandler,
  getListApiVersionHistoryMockHandler,
  getListApiVersionsMockHandler,
  getUpdateApiVersionMockHandler,
} from '../../../src/generated/workflow-apis/workflow-apis.msw';
import {
  CreateApiVersionBody,
  ListApiVersionHistoryQueryParams,
  ListApiVersionsQueryParams,
  UpdateApiVersionBody,
} from '../../../src/generated/workflow-apis/workflow-apis.zod';
import type { ApiHistoryAction, ApiVersionCreated } from '../../../src/generated/model';
import { clock } from '../../lib/clock';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { paginate } from '../../lib/paginate';
import { actorOf, tenantOf } from '../../lib/request-context';
import { requireFields } from '../../lib/required';
import { readJson, readQuery } from '../../lib/validate';
import { whenProjectDeleted } from '../projects/handlers';
import { projectOf } from '../projects/table';
import { revisionMessages, workflowRevisions } from '../workflows/revisions';
import { workflowGraphs, workflowIn } from '../workflows/table';
import { tenantIdOf, workflowInfo, workflowMessages } from './catalog';
import { requireHolder, savedSignature } from './workflow-access';
import { apiHistory, apiVersions, endpointsOf, hintOf, newApiKey, toApiVersion, toHistoryEntry, type ApiVersionRow } from './table';

/**
 * The project (in the caller's organization) and the workflow in it, or a thrown 404: a workflow the
 * workflows area does not hold (never created, deleted, or another project's) has no API, so every
 * operation answers 404 rather than an empty or invented one. The workflow is what the workflows area
 * stores now: its name, and its saved revision (what a new version runs unless one is named).
 */
function scope(request: Request, params: Record<string, unknown>) {
  const project = projectOf(String(params.projectId), tenantOf(request));
  const workflowId = String(params.workflowId);
  const stored = workflowIn(project.id, workflowId);
  const workflow = { ...workflowInfo(project.id, workflowId), name: stored.name, savedRevision: Math.max(1, workflowGraphs.find(workflowId)?.revision ?? 1) };
  return { project, workflowId, workflow };
}

function versionsOf(projectId: string, workflowId: string): ApiVersionRow[] {
  return apiVersions.where((row) => row.projectId === projectId && row.workflowId === workflowId).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

function versionOf(projectId: string, workflowId: string, apiId: string): ApiVersionRow {
  const row = apiVersions.find(apiId);
  if (!row || row.projectId !== projectId || row.workflowId !== workflowId) throw notFound(workflowMessages.apiVersionNotFound);
  return row;
}

/** A named workflowVersion must be a kept revision (never saved or pruned: 400, as createApiVersion says). */
function requireKeptRevision(workflowId: string, revision: number | undefined): void {
  if (revision === undefined) return;
  const kept = workflowRevisions.where((row) => row.workflowId === workflowId && row.revision === revision).length > 0;
  const message = revisionMessages.revisionNotFound;
  if (!kept) throw badRequest(message, [{ field: 'workflowVersion', message }]);
}

function record(request: Request, row: ApiVersionRow, action: ApiHistoryAction, occurredAt: string): void {
  apiHistory.insert({
    id: newId('aph'),
    apiId: row.id,
    versionName: row.versionName,
    action,
    actor: actorOf(request),
    occurredAt,
    projectId: row.projectId,
    workflowId: row.workflowId,
  });
}

whenProjectDeleted((projectId) => {
  apiVersions.removeWhere((row) => row.projectId === projectId);
  apiHistory.removeWhere((row) => row.projectId === projectId);
});

const apiVersionHandlers = [
  getGetTenantMockHandler(({ request }) => {
    const organizationId = tenantOf(request);
    return { tenantId: tenantIdOf(organizationId), organizationId };
  }),

  getGetWorkflowApiMockHandler(({ request, params }) => {
    const { project, workflowId, workflow } = scope(request, params);
    const versions = versionsOf(project.id, workflowId);
    const latest = versions[0];
    return {
      workflowId,
      workflowName: workflow.name,
      tenantId: tenantIdOf(project.orgId),
      versionCount: versions.length,
      publishedVersionCount: versions.filter((v) => v.status === 'WORKFLOW_API_STATUS_PUBLISHED').length,
      ...(latest ? { latestVersion: toApiVersion(latest, workflow.name) } : {}),
    };
  }),

  getListApiVersionsMockHandler(({ request, params }) => {
    const query = readQuery(request, ListApiVersionsQueryParams);
    const { project, workflowId, workflow } = scope(request, params);
    const page = paginate(versionsOf(project.id, workflowId), query, (row) => row.versionName);
    return { ...page, items: page.items.map((row) => toApiVersion(row, workflow.name)) };
  }),

  getCreateApiVersionMockHandler(async ({ request, params }): Promise<ApiVersionCreated> => {
    const { project, workflowId, workflow } = scope(request, params);
    requireHolder(request, workflowId);
    await requireFields(request, { versionName: workflowMessages.versionNameRequired });
    const body = await readJson(request, CreateApiVersionBody);
    const versionName = body.versionName.trim();
    requireKeptRevision(workflowId, body.workflowVersion);
    const existing = versionsOf(project.id, workflowId);
    if (existing.some((v) => v.versionName === versionName)) throw conflict(workflowMessages.versionNameTaken);
    const latest = existing[0];
    const now = clock.iso();
    const id = newId('api');
    const tenantId = tenantIdOf(project.orgId);
    const apiKey = newApiKey();
    const row = apiVersions.insert({
      id,
      workflowId,
      workflowName: workflow.name,
      workflowVersion: body.workflowVersion ?? workflow.savedRevision,
      versionName,
      ...(body.description ? { description: body.description } : {}),
      status: 'WORKFLOW_API_STATUS_PUBLISHED',
      ...endpointsOf(tenantId, workflowId, id),
      tenantId,
      ...(savedSignature(workflowId) ?? {
        inputVariableNames: [...(latest?.inputVariableNames ?? workflow.inputVariableNames)],
        outputVariableNames: [...(latest?.outputVariableNames ?? workflow.outputVariableNames)],
      }),
      apiKeyIssuedAt: now,
      apiKeyHint: hintOf(apiKey),
      createdBy: actorOf(request),
      createdAt: now,
      updatedAt: now,
      projectId: project.id,
      apiKey,
    });
    record(request, row, 'API_HISTORY_ACTION_CREATED', now);
    record(request, row, 'API_HISTORY_ACTION_PUBLISHED', now);
    record(request, row, 'API_HISTORY_ACTION_API_KEY_ISSUED', now);
    return { ...toApiVersion(row, workflow.name), apiKey };
  }),

  getGetApiVersionMockHandler(({ request, params }) => {
    const { project, workflowId, workflow } = scope(request, params);
    return toApiVersion(versionOf(project.id, workflowId, String(params.apiId)), workflow.name);
  }),

  getUpdateApiVersionMockHandler(async ({ request, params }) => {
    const { project, workflowId, workflow } = scope(request, params);
    const row = versionOf(project.id, workflowId, String(params.apiId));
    requireHolder(request, workflowId);
    const body = await readJson(request, UpdateApiVersionBody);
    if (body.status === row.status) return toApiVersion(row, workflow.name);
    const now = clock.iso();
    const updated = apiVersions.update(row.id, { status: body.status, updatedAt: now });
    record(request, updated, body.status === 'WORKFLOW_API_STATUS_PUBLISHED' ? 'API_HISTORY_ACTION_PUBLISHED' : 'API_HISTORY_ACTION_UNPUBLISHED', now);
    return toApiVersion(updated, workflow.name);
  }),

  getIssueApiKeyMockHandler(({ request, params }) => {
    const { project, workflowId } = scope(request, params);
    const row = versionOf(project.id, workflowId, String(params.apiId));
    requireHolder(request, workflowId);
    const now = clock.iso();
    const apiKey = newApiKey();
    // The previous key is replaced: it no longer works.
    const updated = apiVersions.update(row.id, { apiKey, apiKeyHint: hintOf(apiKey), apiKeyIssuedAt: now, updatedAt: now });
    record(request, updated, 'API_HISTORY_ACTION_API_KEY_ISSUED', now);
    return { apiId: updated.id, apiKey, apiKeyIssuedAt: now, apiKeyHint: updated.apiKeyHint };
  }),

  getListApiVersionHistoryMockHandler(({ request, params }) => {
    const query = readQuery(request, ListApiVersionHistoryQueryParams);
    const { project, workflowId } = scope(request, params);
    const rows = apiHistory
      .where((row) => row.projectId === project.id && row.workflowId === workflowId && (!query.apiId || row.apiId === query.apiId))
      .sort((a, b) => b.occurredAt.localeCompare(a.occurredAt));
    const page = paginate(rows, query, (row) => row.versionName);
    return { ...page, items: page.items.map(toHistoryEntry) };
  }),
];

export const workflowApiHandlers: RequestHandler[] = apiVersionHandlers;
