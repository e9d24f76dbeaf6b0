/** The project's agents (tag agents): each calls one or more of the project's tools. */
import type { RequestHandler } from 'msw';
import {
  getCreateAgentMockHandler,
  getDeleteAgentMockHandler,
  getGetAgentMockHandler,
  getListAgentsMockHandler,
  getUpdateAgentMockHandler,
} from '../../../src/generated/agents/agents.msw';
import { CreateAgentBody, ListAgentsQueryParams, UpdateAgentBody } from '../../../src/generated/agents/agents.zod';
import { clock } from '../../lib/clock';
import { badRequest } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { paginate } from '../../lib/paginate';
import { actorOf, tenantOf } from '../../lib/request-context';
import { readChecked, readQuery } from '../../lib/validate';
import { whenProjectDeleted } from '../projects/handlers';
import { projectOf } from '../projects/table';
import { tools } from '../tools/table';
import { agentMessages, agentRules } from './rules';
import { agentOf, agents, toAgent } from './table';

/** The tool ids, each a tool of the project (else 400 'Tool not found: {id}'), without repeats. */
function checkedToolIds(projectId: string, toolIds: string[]): string[] {
  toolIds.forEach((id, index) => {
    const tool = tools.find(id);
    if (!tool || tool.projectId !== projectId) {
      const message = agentMessages.toolNotFound(id);
      throw badRequest(message, [{ field: `toolIds.${index}`, message }]);
    }
  });
  return [...new Set(toolIds)];
}

// A deleted project takes its agents with it.
whenProjectDeleted((projectId) => agents.removeWhere((row) => row.projectId === projectId));

/** The stateful handlers of agents (tag agents). */
export const agentHandlers: RequestHandler[] = [
  getListAgentsMockHandler(({ request, params }) => {
    const project = projectOf(String(params.projectId), tenantOf(request));
    const query = readQuery(request, ListAgentsQueryParams);
    const page = paginate(
      agents.where((row) => row.projectId === project.id),
      query,
    );
    return { ...page, items: page.items.map(toAgent) };
  }),

  getCreateAgentMockHandler(async ({ request, params }) => {
    const project = projectOf(String(params.projectId), tenantOf(request));
    const body = await readChecked(request, CreateAgentBody, agentRules(false));
    const toolIds = checkedToolIds(project.id, body.toolIds);
    const now = clock.iso();
    const row = agents.insert({
      id: newId('ag'),
      projectId: project.id,
      name: body.name.trim(),
      toolIds,
      ...(body.systemPrompt?.trim() ? { systemPrompt: body.systemPrompt } : {}),
      createdBy: actorOf(request),
      createdAt: now,
      updatedAt: now,
    });
    return toAgent(row);
  }),

  getGetAgentMockHandler(({ request, params }) => {
    const project = projectOf(String(params.projectId), tenantOf(request));
    return toAgent(agentOf(project.id, String(params.agentId)));
  }),

  getUpdateAgentMockHandler(async ({ request, params }) => {
    const project = projectOf(String(params.projectId), tenantOf(request));
    const row = agentOf(project.id, String(params.agentId));
    const body = await readChecked(request, UpdateAgentBody, agentRules(true));
    const next = { ...row, updatedAt: clock.iso() };
    if (body.name !== undefined) next.name = body.name.trim();
    if (body.toolIds !== undefined) next.toolIds = checkedToolIds(project.id, body.toolIds);
    if (body.systemPrompt !== undefined) {
      if (body.systemPrompt.trim()) next.systemPrompt = body.systemPrompt;
      else delete next.systemPrompt;
    }
    return toAgent(agents.replace(next));
  }),

  getDeleteAgentMockHandler(({ request, params }) => {
    const project = projectOf(String(params.projectId), tenantOf(request));
    agents.remove(agentOf(project.id, String(params.agentId)).id);
  }),
];
