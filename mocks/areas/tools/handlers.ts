/** The project's tools (tag tools) and the candidate sources of the tool dialog. */
import type { RequestHandler } from 'msw';
import type { Tool, ToolInput } from '../../../src/generated/model';
import {
  getCreateToolMockHandler,
  getDeleteToolMockHandler,
  getGetToolMockHandler,
  getGetToolSourceSignatureMockHandler,
  getListToolSourcesMockHandler,
  getListToolsMockHandler,
  getUpdateToolMockHandler,
} from '../../../src/generated/tools/tools.msw';
import {
  CreateToolBody,
  GetToolSourceSignatureQueryParams,
  ListToolSourcesQueryParams,
  ListToolsQueryParams,
  UpdateToolBody,
} from '../../../src/generated/tools/tools.zod';
import { clock } from '../../lib/clock';
import { badRequest, conflict } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { paginate } from '../../lib/paginate';
import { actorOf, tenantOf } from '../../lib/request-context';
import { readChecked, readQuery } from '../../lib/validate';
import { agents } from '../agents/table';
import { whenProjectDeleted } from '../projects/handlers';
import { projectOf } from '../projects/table';
import { SOURCE_FIELDS, toolMessages, toolRules } from './rules';
import { signatureOf } from './signature';
import { sourcesFor, toSourceOption } from './sources';
import { toolOf, tools, toTool } from './table';

type ToolFields = Pick<Tool, 'name' | 'displayName' | 'description' | 'type' | 'inputSchema' | 'outputSchema' | 'source'>;

/** The stored fields of a tool from the dialog's input: the source resolved, the name unique in the project. */
function fieldsOf(body: ToolInput, projectId: string, selfId?: string): ToolFields {
  const m = toolMessages;
  const [sourceField, versionField] = SOURCE_FIELDS[body.type];
  const sourceId = (body as unknown as Record<string, string>)[sourceField!.field]!;
  const entry = sourcesFor(projectId, body.type).find((s) => s.id === sourceId);
  if (!entry) {
    const message = m.sourceNotFound(sourceField!.label);
    throw badRequest(message, [{ field: sourceField!.field, message }]);
  }
  let source: Tool['source'] = { id: entry.id, name: entry.name };
  if (body.type === 'TOOL_TYPE_WORKFLOW') {
    const version = entry.apiVersions.find((v) => v.id === body.apiVersionId);
    if (!version) {
      const message = m.sourceNotFound(versionField!.label);
      throw badRequest(message, [{ field: versionField!.field, message }]);
    }
    source = { ...source, apiVersionId: version.id, apiVersionName: version.name };
  }
  if (tools.where((row) => row.projectId === projectId && row.id !== selfId && row.name === body.name).length) {
    throw conflict(m.toolNameTaken);
  }
  return {
    name: body.name,
    displayName: body.displayName.trim(),
    description: body.description.trim(),
    type: body.type,
    inputSchema: body.inputSchema,
    outputSchema: body.outputSchema,
    source,
  };
}

// A deleted project takes its tools with it.
whenProjectDeleted((projectId) => tools.removeWhere((row) => row.projectId === projectId));

/** The stateful handlers of tools (tag tools). */
export const toolHandlers: RequestHandler[] = [
  getListToolsMockHandler(({ request, params }) => {
    const project = projectOf(String(params.projectId), tenantOf(request));
    const query = readQuery(request, ListToolsQueryParams);
    const rows = tools.where((row) => row.projectId === project.id && (!query.type || row.type === query.type));
    const page = paginate(rows, query, (row) => `${row.displayName}\u0000${row.name}`);
    return { ...page, items: page.items.map(toTool) };
  }),

  getCreateToolMockHandler(async ({ request, params }) => {
    const project = projectOf(String(params.projectId), tenantOf(request));
    const body = await readChecked(request, CreateToolBody, toolRules);
    const fields = fieldsOf(body, project.id);
    const now = clock.iso();
    const row = tools.insert({ id: newId('tl'), projectId: project.id, ...fields, createdBy: actorOf(request), createdAt: now, updatedAt: now });
    return toTool(row);
  }),

  getGetToolMockHandler(({ request, params }) => {
    const project = projectOf(String(params.projectId), tenantOf(request));
    return toTool(toolOf(project.id, String(params.toolId)));
  }),

  getUpdateToolMockHandler(async ({ request, params }) => {
    const project = projectOf(String(params.projectId), tenantOf(request));
    const row = toolOf(project.id, String(params.toolId));
    const body = await readChecked(request, UpdateToolBody, toolRules);
    const fields = fieldsOf(body, project.id, row.id);
    // The source is replaced whole (a type change drops the old source's version).
    return toTool(tools.replace({ ...row, ...fields, updatedAt: clock.iso() }));
  }),

  getDeleteToolMockHandler(({ request, params }) => {
    const project = projectOf(String(params.projectId), tenantOf(request));
    const row = toolOf(project.id, String(params.toolId));
    const users = agents.where((agent) => agent.projectId === project.id && agent.toolIds.includes(row.id));
    if (users.length) throw conflict(toolMessages.toolInUse(users.map((agent) => agent.name)));
    tools.remove(row.id);
  }),

  getListToolSourcesMockHandler(({ request, params }) => {
    const project = projectOf(String(params.projectId), tenantOf(request));
    const query = readQuery(request, ListToolSourcesQueryParams);
    const page = paginate(sourcesFor(project.id, query.type), query);
    return { ...page, items: page.items.map(toSourceOption) };
  }),

  getGetToolSourceSignatureMockHandler(({ request, params }) => {
    const project = projectOf(String(params.projectId), tenantOf(request));
    // A blank version is 'Select API version' (signatureOf), not the generic query error.
    const url = new URL(request.url);
    if (url.searchParams.get('apiVersionId')?.trim() === '') url.searchParams.delete('apiVersionId');
    const query = readQuery(new Request(url), GetToolSourceSignatureQueryParams);
    return signatureOf(project.id, project.orgId, query.type, String(params.sourceId), query.apiVersionId);
  }),
];
