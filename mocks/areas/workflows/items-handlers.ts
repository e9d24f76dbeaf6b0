/** Workflows and folders: list and hierarchy views, create (empty or copy), rename, move, duplicate, delete. */
import { z } from 'zod';
import type { WorkflowForSelection, WorkflowItem } from '../../../src/generated/model';
import {
  getCreateWorkflowFolderMockHandler,
  getCreateWorkflowMockHandler,
  getDeleteWorkflowFolderMockHandler,
  getDeleteWorkflowMockHandler,
  getDuplicateWorkflowMockHandler,
  getGetWorkflowFolderMockHandler,
  getGetWorkflowHierarchyMockHandler,
  getGetWorkflowMockHandler,
  getListWorkflowItemsMockHandler,
  getListWorkflowsForSelectionMockHandler,
  getMoveWorkflowItemsMockHandler,
  getUpdateWorkflowFolderMockHandler,
  getUpdateWorkflowMockHandler,
} from '../../../src/generated/workflows/workflows.msw';
import {
  CreateWorkflowBody,
  CreateWorkflowFolderBody,
  DuplicateWorkflowBody,
  ListWorkflowItemsQueryParams,
  ListWorkflowsForSelectionQueryParams,
  MoveWorkflowItemsBody,
  UpdateWorkflowBody,
  UpdateWorkflowFolderBody,
} from '../../../src/generated/workflows/workflows.zod';
import { clock } from '../../lib/clock';
import { conflict, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { paginate } from '../../lib/paginate';
import { actorOf, tenantOf } from '../../lib/request-context';
import { readJson, readQuery } from '../../lib/validate';
import { projectOf } from '../projects/table';
import { invalidField, refuseBlank, workflowMessages as m } from './messages';
import { emptyGraph } from './seed-graphs';
import {
  ancestorsOf,
  folderIn,
  graphOf,
  pathOf,
  removeWorkflows,
  subtreeOf,
  toFolder,
  toWorkflow,
  workflowFolders,
  workflowGraphs,
  workflowIn,
  workflows,
  type FolderRow,
  type WorkflowRow,
} from './table';

const projectIdOf = (request: Request, params: Record<string, unknown>) => projectOf(String(params.projectId), tenantOf(request)).id;

/** The folder a listing names by id or path; undefined for the root. */
function folderOfQuery(projectId: string, folderId?: string, folderPath?: string): FolderRow | undefined {
  if (folderId) return folderIn(projectId, folderId);
  const names = (folderPath ?? '/').split('/').filter(Boolean);
  let current: FolderRow | undefined;
  for (const name of names) {
    current = workflowFolders.where((f) => f.projectId === projectId && f.parentId === current?.id && f.name === name)[0];
    if (!current) throw notFound(m.folderNotFound);
  }
  return current;
}

function refuseTakenName(projectId: string, parentId: string | undefined, name: string, exceptId?: string): void {
  const taken = workflowFolders.where((f) => f.projectId === projectId && f.parentId === parentId && f.name === name && f.id !== exceptId);
  if (taken.length) throw conflict(m.folderNameTaken);
}

function copyGraph(fromWorkflowId: string, to: WorkflowRow, now: string): void {
  const source = workflowGraphs.find(fromWorkflowId);
  const shape = source ? structuredClone({ nodes: source.nodes, edges: source.edges }) : emptyGraph();
  workflowGraphs.insert({ id: to.id, projectId: to.projectId, workflowId: to.id, revision: 0, ...shape, updatedAt: now, updatedBy: to.createdBy });
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'ja');
const byUpdatedDesc = (a: { updatedAt: string }, b: { updatedAt: string }) => b.updatedAt.localeCompare(a.updatedAt);

const SelectionQuery = ListWorkflowsForSelectionQueryParams.extend({ publishedOnly: z.enum(['true', 'false']).optional() });

export const itemHandlers = [
  getListWorkflowItemsMockHandler(({ request, params }) => {
    const projectId = projectIdOf(request, params);
    const query = readQuery(request, ListWorkflowItemsQueryParams);
    const folder = folderOfQuery(projectId, query.folderId, query.folderPath);
    const folders = workflowFolders.where((f) => f.projectId === projectId && f.parentId === folder?.id).sort(byName);
    const flows = workflows.where((w) => w.projectId === projectId && w.folderId === folder?.id).sort(byUpdatedDesc);
    const page = paginate<FolderRow | WorkflowRow>([...folders, ...flows], query);
    return {
      ...page,
      items: page.items.map((row): WorkflowItem => ('type' in row ? toWorkflow(row) : toFolder(row))),
      ...(folder ? { folderId: folder.id } : {}),
      path: pathOf(folder?.id),
      breadcrumbs: folder ? ancestorsOf(folder).map((f) => ({ id: f.id, name: f.name })) : [],
    };
  }),

  getMoveWorkflowItemsMockHandler(async ({ request, params }) => {
    const projectId = projectIdOf(request, params);
    const body = await readJson(request, MoveWorkflowItemsBody);
    const folderIds = body.folderIds ?? [];
    const workflowIds = body.workflowIds ?? [];
    if (!folderIds.length && !workflowIds.length) throw invalidField('folderIds', m.nothingToMove);
    const target = body.targetFolderId ? folderIn(projectId, body.targetFolderId) : undefined;
    const movingFolders = folderIds.map((id) => folderIn(projectId, id));
    const movingWorkflows = workflowIds.map((id) => workflowIn(projectId, id));
    // All checks before any change: a refused move changes nothing.
    for (const folder of movingFolders) {
      if (target && subtreeOf(folder.id).has(target.id)) throw conflict(m.moveIntoItself);
    }
    const names = new Set<string>();
    for (const folder of movingFolders) {
      if (names.has(folder.name)) throw conflict(m.folderNameTaken);
      names.add(folder.name);
      const movingIds = new Set(folderIds);
      const clash = workflowFolders.where((f) => f.projectId === projectId && f.parentId === target?.id && f.name === folder.name && !movingIds.has(f.id));
      if (clash.length) throw conflict(m.folderNameTaken);
    }
    const now = clock.iso();
    const moved: WorkflowItem[] = [];
    // An item already in the target stays as it is (not touched, not listed): the answer is what moved.
    for (const folder of movingFolders.filter((f) => f.parentId !== target?.id)) {
      const { parentId: _old, ...rest } = folder;
      moved.push(toFolder(workflowFolders.replace({ ...rest, ...(target ? { parentId: target.id } : {}), updatedAt: now })));
    }
    for (const flow of movingWorkflows.filter((w) => w.folderId !== target?.id)) {
      const { folderId: _old, ...rest } = flow;
      moved.push(toWorkflow(workflows.replace({ ...rest, ...(target ? { folderId: target.id } : {}), updatedAt: now })));
    }
    return { items: moved };
  }),

  getCreateWorkflowFolderMockHandler(async ({ request, params }) => {
    const projectId = projectIdOf(request, params);
    await refuseBlank(request, 'name', m.folderNameRequired);
    const body = await readJson(request, CreateWorkflowFolderBody);
    const parent = body.parentId ? folderIn(projectId, body.parentId) : undefined;
    const name = body.name.trim();
    refuseTakenName(projectId, parent?.id, name);
    const now = clock.iso();
    const row = workflowFolders.insert({
      id: newId('fld'),
      projectId,
      name,
      ...(parent ? { parentId: parent.id } : {}),
      createdBy: actorOf(request),
      createdAt: now,
      updatedAt: now,
    });
    return toFolder(row);
  }),

  getGetWorkflowFolderMockHandler(({ request, params }) => toFolder(folderIn(projectIdOf(request, params), String(params.folderId)))),

  getUpdateWorkflowFolderMockHandler(async ({ request, params }) => {
    const projectId = projectIdOf(request, params);
    const folder = folderIn(projectId, String(params.folderId));
    await refuseBlank(request, 'name', m.folderNameRequired);
    const body = await readJson(request, UpdateWorkflowFolderBody);
    const name = body.name.trim();
    refuseTakenName(projectId, folder.parentId, name, folder.id);
    return toFolder(workflowFolders.update(folder.id, { name, updatedAt: clock.iso() }));
  }),

  getDeleteWorkflowFolderMockHandler(({ request, params }) => {
    const projectId = projectIdOf(request, params);
    const folder = folderIn(projectId, String(params.folderId));
    const folderIds = subtreeOf(folder.id);
    removeWorkflows(new Set(workflows.where((w) => w.projectId === projectId && !!w.folderId && folderIds.has(w.folderId)).map((w) => w.id)));
    workflowFolders.removeWhere((f) => folderIds.has(f.id));
  }),

  // Literal paths before /workflows/{workflowId}.
  getGetWorkflowHierarchyMockHandler(({ request, params }) => {
    const projectId = projectIdOf(request, params);
    const folders = workflowFolders
      .where((f) => f.projectId === projectId)
      .map(toFolder)
      .sort((a, b) => a.path.localeCompare(b.path, 'ja'));
    const flows = workflows
      .where((w) => w.projectId === projectId)
      .sort(byName)
      .map((w) => {
        const view = toWorkflow(w);
        return {
          id: view.id,
          name: view.name,
          ...(view.folderId ? { folderId: view.folderId } : {}),
          type: view.type,
          published: view.published,
          updatedAt: view.updatedAt,
        };
      });
    return { folders, workflows: flows };
  }),

  getListWorkflowsForSelectionMockHandler(({ request, params }) => {
    const projectId = projectIdOf(request, params);
    const query = readQuery(request, SelectionQuery);
    const rows = workflows
      .where((w) => w.projectId === projectId)
      .map(toWorkflow)
      .filter((w) => query.publishedOnly !== 'true' || w.published)
      .sort(byName);
    const page = paginate(rows, query);
    return {
      ...page,
      items: page.items.map((w): WorkflowForSelection => {
        const graph = graphOf(workflowIn(projectId, w.id));
        const variables = (kind: 'NODE_KIND_START' | 'NODE_KIND_END') => {
          const names = new Set<string>();
          for (const node of graph.nodes) {
            if (node.kind === 'NODE_KIND_START' && kind === node.kind) node.data.inputVariables.forEach((v) => names.add(v.name));
            if (node.kind === 'NODE_KIND_END' && kind === node.kind) node.data.outputVariables.forEach((v) => names.add(v.name));
          }
          return [...names].slice(0, 100).map((name) => ({ name }));
        };
        return {
          id: w.id,
          name: w.name,
          folderPath: w.folderPath,
          published: w.published,
          versions: w.versions.filter((v) => v.status === 'WORKFLOW_API_STATUS_PUBLISHED'),
          startVariables: variables('NODE_KIND_START'),
          endVariables: variables('NODE_KIND_END'),
        };
      }),
    };
  }),

  getCreateWorkflowMockHandler(async ({ request, params }) => {
    const projectId = projectIdOf(request, params);
    await refuseBlank(request, 'name', m.workflowNameRequired);
    const body = await readJson(request, CreateWorkflowBody);
    const folder = body.folderId ? folderIn(projectId, body.folderId) : undefined;
    const source = body.copyFromWorkflowId ? workflowIn(projectId, body.copyFromWorkflowId) : undefined;
    const now = clock.iso();
    const row = workflows.insert({
      id: newId('wf'),
      projectId,
      name: body.name.trim(),
      ...(body.description ? { description: body.description } : {}),
      ...(folder ? { folderId: folder.id } : {}),
      type: body.type ?? source?.type ?? 'WORKFLOW_TYPE_STANDARD',
      createdBy: actorOf(request),
      createdAt: now,
      updatedAt: now,
    });
    if (source) copyGraph(source.id, row, now);
    else graphOf(row, { start: body.startNodeTitle, end: body.endNodeTitle });
    return toWorkflow(row);
  }),

  getGetWorkflowMockHandler(({ request, params }) => toWorkflow(workflowIn(projectIdOf(request, params), String(params.workflowId)))),

  getUpdateWorkflowMockHandler(async ({ request, params }) => {
    const row = workflowIn(projectIdOf(request, params), String(params.workflowId));
    await refuseBlank(request, 'name', m.workflowNameRequired, false);
    const body = await readJson(request, UpdateWorkflowBody);
    if (body.name === undefined && body.description === undefined) throw invalidField('name', m.nothingToUpdate);
    return toWorkflow(
      workflows.update(row.id, {
        ...(body.name !== undefined ? { name: body.name.trim() } : {}),
        ...(body.description !== undefined ? { description: body.description } : {}),
        updatedAt: clock.iso(),
      }),
    );
  }),

  getDeleteWorkflowMockHandler(({ request, params }) => {
    const row = workflowIn(projectIdOf(request, params), String(params.workflowId));
    removeWorkflows(new Set([row.id]));
  }),

  getDuplicateWorkflowMockHandler(async ({ request, params }) => {
    const projectId = projectIdOf(request, params);
    const source = workflowIn(projectId, String(params.workflowId));
    await refuseBlank(request, 'name', m.workflowNameRequired, false);
    const body = await readJson(request, DuplicateWorkflowBody.optional());
    const folder = body?.folderId ? folderIn(projectId, body.folderId) : source.folderId ? workflowFolders.find(source.folderId) : undefined;
    const now = clock.iso();
    const row = workflows.insert({
      id: newId('wf'),
      projectId,
      name: (body?.name?.trim() || `${source.name} のコピー`).slice(0, 100),
      ...(source.description ? { description: source.description } : {}),
      ...(folder ? { folderId: folder.id } : {}),
      type: source.type,
      createdBy: actorOf(request),
      createdAt: now,
      updatedAt: now,
    });
    copyGraph(source.id, row, now);
    return toWorkflow(row);
  }),
];
