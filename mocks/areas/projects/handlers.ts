import {
  getCreateProjectMockHandler,
  getDeleteProjectMockHandler,
  getGetProjectMockHandler,
  getListProjectsMockHandler,
  getUpdateProjectMockHandler,
} from '../../../src/generated/projects/projects.msw';
import { CreateProjectBody, ListProjectsQueryParams, UpdateProjectBody } from '../../../src/generated/projects/projects.zod';
import { clock } from '../../lib/clock';
import { badRequest, messages } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { paginate } from '../../lib/paginate';
import { actorOf, tenantOf } from '../../lib/request-context';
import { readJson, readQuery } from '../../lib/validate';
import { projectOf, projects, toProject } from './table';

/** Cascading deletes register here: areas that keep rows per project remove them with the project. */
const onProjectDeleted: Array<(projectId: string) => void> = [];
export function whenProjectDeleted(listener: (projectId: string) => void): void {
  onProjectDeleted.push(listener);
}

export const projectHandlers = [
  getListProjectsMockHandler(({ request }) => {
    const query = readQuery(request, ListProjectsQueryParams);
    const orgId = tenantOf(request);
    const page = paginate(
      projects.where((row) => row.orgId === orgId),
      query,
    );
    return { ...page, items: page.items.map(toProject) };
  }),

  getCreateProjectMockHandler(async ({ request }) => {
    const body = await readJson(request, CreateProjectBody);
    if (!body.name.trim()) throw badRequest(messages.projectNameRequired, [{ field: 'name', message: messages.projectNameRequired }]);
    const now = clock.iso();
    const row = projects.insert({
      id: newId('prj'),
      name: body.name.trim(),
      ...(body.description ? { description: body.description } : {}),
      createdBy: actorOf(request),
      createdAt: now,
      updatedAt: now,
      orgId: tenantOf(request),
    });
    return toProject(row);
  }),

  getGetProjectMockHandler(({ request, params }) => toProject(projectOf(String(params.projectId), tenantOf(request)))),

  getUpdateProjectMockHandler(async ({ request, params }) => {
    const row = projectOf(String(params.projectId), tenantOf(request));
    const body = await readJson(request, UpdateProjectBody);
    if (body.name !== undefined && !body.name.trim()) {
      throw badRequest(messages.projectNameRequired, [{ field: 'name', message: messages.projectNameRequired }]);
    }
    return toProject(projects.update(row.id, { ...body, ...(body.name ? { name: body.name.trim() } : {}), updatedAt: clock.iso() }));
  }),

  getDeleteProjectMockHandler(({ request, params }) => {
    const row = projectOf(String(params.projectId), tenantOf(request));
    projects.remove(row.id);
    for (const listener of onProjectDeleted) listener(row.id);
  }),
];
