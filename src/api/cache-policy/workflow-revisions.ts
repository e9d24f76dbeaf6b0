/**
 * A workflow's saved revisions: a save or a restore adds one (the revisions list), naming changes one (the
 * list and that revision). The editor keeps the graph a save or restore answers (it carries the new
 * revision), so the graph itself is not refetched.
 */
import type { SaveWorkflowGraphMutationVariables } from '../../generated/workflow-graphs/workflow-graphs';
import {
  getGetWorkflowRevisionQueryKey,
  getListWorkflowRevisionsQueryKey,
  type RestoreWorkflowRevisionMutationVariables,
  type UpdateWorkflowRevisionMutationVariables,
} from '../../generated/workflow-revisions/workflow-revisions';
import { stale } from './rule';

export const workflowRevisionsPolicy = {
  // The one entry of a save (the editor's auto-save applies it too): the revision list goes stale (a new
  // revision), the graph never does (the editor keeps the graph it saved: refetching it would replace what
  // the user is editing).
  saveWorkflowGraph: stale(
    ({ projectId, workflowId }: SaveWorkflowGraphMutationVariables) => [getListWorkflowRevisionsQueryKey(projectId, workflowId)],
    'background',
  ),
  restoreWorkflowRevision: stale(
    ({ projectId, workflowId }: RestoreWorkflowRevisionMutationVariables) => [getListWorkflowRevisionsQueryKey(projectId, workflowId)],
    'background',
  ),
  updateWorkflowRevision: stale(({ projectId, workflowId, revision }: UpdateWorkflowRevisionMutationVariables) => [
    getListWorkflowRevisionsQueryKey(projectId, workflowId),
    getGetWorkflowRevisionQueryKey(projectId, workflowId, revision),
  ]),
};
