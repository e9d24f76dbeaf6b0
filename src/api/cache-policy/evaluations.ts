/** Evaluation sets of a workflow, their rows, and the runs of a revision over a set. */
import type { EvaluationRun } from '../../generated/model';
import {
  type AddEvaluationRowsMutationVariables,
  type CancelEvaluationRunMutationVariables,
  type CreateEvaluationSetMutationVariables,
  type DeleteEvaluationSetMutationVariables,
  getGetEvaluationRunQueryKey,
  getGetEvaluationSetQueryKey,
  getListEvaluationResultsQueryKey,
  getListEvaluationRowsQueryKey,
  getListEvaluationRunsQueryKey,
  getListEvaluationSetsQueryKey,
  type StartEvaluationRunMutationVariables,
  type UpdateEvaluationSetMutationVariables,
} from '../../generated/evaluations/evaluations';
import { stale } from './rule';

export const evaluationsPolicy = {
  createEvaluationSet: stale(({ projectId, workflowId }: CreateEvaluationSetMutationVariables) => [getListEvaluationSetsQueryKey(projectId, workflowId)]),
  updateEvaluationSet: stale(({ projectId, workflowId, setId }: UpdateEvaluationSetMutationVariables) => [
    getListEvaluationSetsQueryKey(projectId, workflowId),
    getGetEvaluationSetQueryKey(projectId, workflowId, setId),
  ]),
  // A deleted set's runs go with it (the run list names the set).
  deleteEvaluationSet: stale(({ projectId, workflowId }: DeleteEvaluationSetMutationVariables) => [
    getListEvaluationSetsQueryKey(projectId, workflowId),
    getListEvaluationRunsQueryKey(projectId, workflowId),
  ]),
  addEvaluationRows: stale(({ projectId, workflowId, setId }: AddEvaluationRowsMutationVariables) => [
    getListEvaluationSetsQueryKey(projectId, workflowId),
    getGetEvaluationSetQueryKey(projectId, workflowId, setId),
    getListEvaluationRowsQueryKey(projectId, workflowId, setId),
  ]),
  startEvaluationRun: stale(({ projectId, workflowId }: StartEvaluationRunMutationVariables, run: EvaluationRun) => [
    getListEvaluationRunsQueryKey(projectId, workflowId),
    getGetEvaluationRunQueryKey(projectId, workflowId, run.id),
  ]),
  // Cancelled: the run stops where it was (its status, counts and the rows done so far).
  cancelEvaluationRun: stale(({ projectId, workflowId, runId }: CancelEvaluationRunMutationVariables) => [
    getListEvaluationRunsQueryKey(projectId, workflowId),
    getGetEvaluationRunQueryKey(projectId, workflowId, runId),
    getListEvaluationResultsQueryKey(projectId, workflowId, runId),
  ]),
};
