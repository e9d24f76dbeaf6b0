/** Batch jobs, their executions, and the dataset files they run over. */
import type { DatasetFile, JobExecution } from '../../generated/model';
import {
  type DeleteDatasetFileMutationVariables,
  getGetDatasetFileColumnsQueryKey,
  getGetDatasetFileQueryKey,
  getListDatasetFilesQueryKey,
  type UploadDatasetFileMutationVariables,
} from '../../generated/datasets/datasets';
import {
  type CancelJobExecutionMutationVariables,
  type CreateJobMutationVariables,
  type DeleteJobMutationVariables,
  type ExecuteJobMutationVariables,
  getGetJobExecutionQueryKey,
  getGetJobQueryKey,
  getListJobExecutionsQueryKey,
  getListJobsQueryKey,
  type UpdateJobMutationVariables,
} from '../../generated/jobs/jobs';
import { stale } from './rule';

/** A run started or cancelled: the job's last execution (lists, the job) and its executions. */
const runChanged = (projectId: string, jobId: string) => [
  getListJobsQueryKey(projectId),
  getGetJobQueryKey(projectId, jobId),
  getListJobExecutionsQueryKey(projectId, jobId),
];

export const jobsPolicy = {
  createJob: stale(({ projectId }: CreateJobMutationVariables) => [getListJobsQueryKey(projectId)]),
  updateJob: stale(({ projectId, jobId }: UpdateJobMutationVariables) => [getListJobsQueryKey(projectId), getGetJobQueryKey(projectId, jobId)]),
  deleteJob: stale(({ projectId, jobId }: DeleteJobMutationVariables) => [getListJobsQueryKey(projectId), getListJobExecutionsQueryKey(projectId, jobId)]),
  executeJob: stale(({ projectId, jobId }: ExecuteJobMutationVariables, run: JobExecution) => [
    ...runChanged(projectId, jobId),
    getGetJobExecutionQueryKey(projectId, jobId, run.id),
  ]),
  cancelJobExecution: stale(({ projectId, jobId, executionId }: CancelJobExecutionMutationVariables) => [
    ...runChanged(projectId, jobId),
    getGetJobExecutionQueryKey(projectId, jobId, executionId),
  ]),
};

export const datasetsPolicy = {
  uploadDatasetFile: stale(({ projectId }: UploadDatasetFileMutationVariables, file: DatasetFile) => [
    getListDatasetFilesQueryKey(projectId),
    // A file of the same name is replaced: its detail and columns may have changed.
    getGetDatasetFileQueryKey(projectId, file.id),
    getGetDatasetFileColumnsQueryKey(projectId, file.id),
  ]),
  deleteDatasetFile: stale(({ projectId }: DeleteDatasetFileMutationVariables) => [getListDatasetFilesQueryKey(projectId)]),
};
