/** Jobs: CRUD, execute, cancel, execution history and per-row results. Executions move on with the clock. */
import type { RequestHandler } from 'msw';
import {
  getCancelJobExecutionMockHandler,
  getCreateJobMockHandler,
  getDeleteJobMockHandler,
  getExecuteJobMockHandler,
  getGetJobExecutionMockHandler,
  getGetJobMockHandler,
  getListJobExecutionsMockHandler,
  getListJobsMockHandler,
  getUpdateJobMockHandler,
} from '../../../src/generated/jobs/jobs.msw';
import { CreateJobBody, ListJobExecutionsQueryParams, ListJobsQueryParams, UpdateJobBody } from '../../../src/generated/jobs/jobs.zod';
import { clock } from '../../lib/clock';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { paginate } from '../../lib/paginate';
import { actorOf, tenantOf } from '../../lib/request-context';
import { requireFields } from '../../lib/required';
import { readJson, readQuery } from '../../lib/validate';
import { whenProjectDeleted } from '../projects/handlers';
import { projectOf } from '../projects/table';
import { datasetFiles, type DatasetFileRow } from '../datasets/table';
import { workflowInfo } from '../workflow-apis/catalog';
import { workflows } from '../workflows/table';
import { jobMessages } from './catalog';
import {
  cancel,
  EXECUTION_PENDING_MS,
  EXECUTION_ROW_MS,
  executions,
  executionsOf,
  isActive,
  isFinal,
  jobs,
  pendingExecution,
  planFor,
  toExecution,
  toExecutionDetail,
  toJob,
  type ExecutionRow,
  type JobRow,
} from './table';

const REQUIRED = {
  name: jobMessages.nameRequired,
  datasetFileId: jobMessages.datasetRequired,
  workflowId: jobMessages.workflowRequired,
  datasetColumn: jobMessages.datasetColumnRequired,
};

function jobOf(request: Request, params: Record<string, unknown>): JobRow {
  const project = projectOf(String(params.projectId), tenantOf(request));
  const row = jobs.find(String(params.jobId));
  if (!row || row.projectId !== project.id) throw notFound(jobMessages.jobNotFound);
  return row;
}

function executionOf(job: JobRow, executionId: string): ExecutionRow {
  const row = executions.find(executionId);
  if (!row || row.jobId !== job.id) throw notFound(jobMessages.executionNotFound);
  return row;
}

/** A job as answered: its workflow named as the workflows area stores it now (a rename shows at once). */
const view = (row: JobRow) => ({ ...toJob(row, executionsOf(row.id)[0]), workflowName: workflows.find(row.workflowId)?.name ?? row.workflowName });

/** The dataset file a job names, checked: in the project, uploaded, with the column. */
/** The job's workflow: one of the project's (a body naming another is a 400, never an invented workflow). */
function checkedWorkflow(projectId: string, workflowId: string) {
  const row = workflows.find(workflowId);
  if (!row || row.projectId !== projectId) {
    throw badRequest(jobMessages.workflowNotFound, [{ field: 'workflowId', message: jobMessages.workflowNotFound }]);
  }
  return { ...workflowInfo(projectId, workflowId), name: row.name };
}

function checkedDataset(projectId: string, datasetFileId: string, datasetColumn: string): DatasetFileRow {
  const file = datasetFiles.find(datasetFileId);
  if (!file || file.projectId !== projectId) {
    throw badRequest(jobMessages.datasetFileNotFound, [{ field: 'datasetFileId', message: jobMessages.datasetFileNotFound }]);
  }
  if (file.status !== 'DATASET_FILE_STATUS_UPLOADED') throw conflict(jobMessages.datasetNotUploaded);
  if (!file.columns.includes(datasetColumn)) {
    throw badRequest(jobMessages.datasetColumnMissing, [{ field: 'datasetColumn', message: jobMessages.datasetColumnMissing }]);
  }
  return file;
}

whenProjectDeleted((projectId) => {
  jobs.removeWhere((row) => row.projectId === projectId);
  executions.removeWhere((row) => row.projectId === projectId);
});

/** The stateful handlers of batch jobs and their executions (tag jobs). */
export const jobHandlers: RequestHandler[] = [
  getListJobsMockHandler(({ request, params }) => {
    const query = readQuery(request, ListJobsQueryParams);
    const project = projectOf(String(params.projectId), tenantOf(request));
    const rows = jobs.where((row) => row.projectId === project.id).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const page = paginate(rows, query);
    return { ...page, items: page.items.map(view) };
  }),

  getCreateJobMockHandler(async ({ request, params }) => {
    const project = projectOf(String(params.projectId), tenantOf(request));
    await requireFields(request, REQUIRED);
    const body = await readJson(request, CreateJobBody);
    const workflow = checkedWorkflow(project.id, body.workflowId);
    const file = checkedDataset(project.id, body.datasetFileId, body.datasetColumn);
    const now = clock.iso();
    const row = jobs.insert({
      id: newId('job'),
      name: body.name.trim(),
      datasetFileId: file.id,
      datasetFileName: file.fileName,
      workflowId: body.workflowId,
      workflowName: workflow.name,
      workflowVersion: body.workflowVersion ?? 1,
      datasetColumn: body.datasetColumn,
      ...(body.startNodeVariable ? { startNodeVariable: body.startNodeVariable } : {}),
      ...(body.endNodeVariable ? { endNodeVariable: body.endNodeVariable } : {}),
      createdBy: actorOf(request),
      createdAt: now,
      updatedAt: now,
      projectId: project.id,
    });
    return view(row);
  }),

  getGetJobMockHandler(({ request, params }) => view(jobOf(request, params))),

  getUpdateJobMockHandler(async ({ request, params }) => {
    const row = jobOf(request, params);
    await requireFields(request, REQUIRED, { onlyPresent: true });
    const body = await readJson(request, UpdateJobBody);
    // null clears a variable (the contract's JobUpdate).
    const { startNodeVariable, endNodeVariable, ...changes } = body;
    const next: JobRow = { ...row, ...changes, ...(body.name ? { name: body.name.trim() } : {}) };
    if (startNodeVariable === null) delete next.startNodeVariable;
    else if (startNodeVariable !== undefined) next.startNodeVariable = startNodeVariable;
    if (endNodeVariable === null) delete next.endNodeVariable;
    else if (endNodeVariable !== undefined) next.endNodeVariable = endNodeVariable;
    const workflow = checkedWorkflow(row.projectId, next.workflowId);
    const datasetChanged = body.datasetFileId !== undefined || body.datasetColumn !== undefined;
    const file = datasetChanged ? checkedDataset(row.projectId, next.datasetFileId, next.datasetColumn) : undefined;
    return view(
      jobs.replace({
        ...next,
        workflowName: body.workflowId !== undefined ? workflow.name : row.workflowName,
        datasetFileName: file?.fileName ?? row.datasetFileName,
        updatedAt: clock.iso(),
      }),
    );
  }),

  getDeleteJobMockHandler(({ request, params }) => {
    const row = jobOf(request, params);
    if (executionsOf(row.id).some((execution) => isActive(execution.status))) throw conflict(jobMessages.cannotDeleteRunningJobs);
    jobs.remove(row.id);
    executions.removeWhere((execution) => execution.jobId === row.id);
  }),

  getListJobExecutionsMockHandler(({ request, params }) => {
    const query = readQuery(request, ListJobExecutionsQueryParams);
    const job = jobOf(request, params);
    const page = paginate(executionsOf(job.id), query, (row) => row.executedBy.name);
    return { ...page, items: page.items.map(toExecution) };
  }),

  getExecuteJobMockHandler(({ request, params }) => {
    const job = jobOf(request, params);
    if (executionsOf(job.id).some((execution) => isActive(execution.status))) throw conflict(jobMessages.alreadyRunning);
    const file = datasetFiles.find(job.datasetFileId);
    if (!file || file.projectId !== job.projectId) throw conflict(jobMessages.datasetGone);
    if (file.status !== 'DATASET_FILE_STATUS_UPLOADED') throw conflict(jobMessages.datasetNotUploaded);
    const column = file.columns.indexOf(job.datasetColumn);
    if (column < 0) throw conflict(jobMessages.datasetColumnMissing);
    const plan = planFor(
      job.workflowId,
      job.endNodeVariable,
      file.rows.map((row) => row[column] ?? ''),
    );
    const row = executions.insert(
      pendingExecution(newId('jex'), job, plan, actorOf(request), clock.iso(), { pendingMs: EXECUTION_PENDING_MS, rowMs: EXECUTION_ROW_MS }),
    );
    return toExecution(row);
  }),

  getGetJobExecutionMockHandler(({ request, params }) => {
    const job = jobOf(request, params);
    return toExecutionDetail(executionOf(job, String(params.executionId)));
  }),

  getCancelJobExecutionMockHandler(({ request, params }) => {
    const job = jobOf(request, params);
    const row = executionOf(job, String(params.executionId));
    if (isFinal(row.status)) throw conflict(jobMessages.alreadyFinished);
    cancel(row, clock.now());
    executions.replace(row);
    return toExecution(row);
  }),
];
