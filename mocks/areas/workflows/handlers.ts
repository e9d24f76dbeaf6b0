/**
 * The workflows area's stateful handlers: folders and workflows, the graph, its saved revisions and its edit permission,
 * debug runs and the model catalogue. Literal paths (/workflows/hierarchy, /workflows/selection) come
 * before /workflows/{workflowId} (see items-handlers.ts).
 */
import type { RequestHandler } from 'msw';
import { whenProjectDeleted } from '../projects/handlers';
import { debugHandlers, modelHandlers } from './debug-handlers';
import { graphHandlers } from './graph-handlers';
import { itemHandlers } from './items-handlers';
import { revisionHandlers } from './revision-handlers';
import { workflowRevisions } from './revisions';
import { debugRuns, editPermissions, workflowFolders, workflowGraphs, workflows } from './table';

whenProjectDeleted((projectId) => {
  for (const table of [workflows, workflowFolders, workflowGraphs, editPermissions, debugRuns, workflowRevisions]) {
    table.removeWhere((row) => row.projectId === projectId);
  }
});

export const workflowHandlers: RequestHandler[] = [...itemHandlers, ...graphHandlers, ...revisionHandlers, ...debugHandlers, ...modelHandlers];
