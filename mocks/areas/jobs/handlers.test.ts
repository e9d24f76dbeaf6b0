import { describe, expect, it } from 'vitest';
import { DATASET_FILE, PROJECT, WORKFLOW } from '../../fixtures/ids';
import { clock } from '../../lib/clock';
import { mockApi } from '../../lib/test-client';
import { datasetFiles } from '../datasets/table';

const api = mockApi();
const jobsPath = `/studio/v1/projects/${PROJECT.support}/jobs`;
const valid = {
  name: 'テストジョブ',
  datasetFileId: DATASET_FILE.inquiries,
  workflowId: WORKFLOW.supportTriage,
  workflowVersion: 5,
  datasetColumn: '問い合わせ本文',
  startNodeVariable: 'inquiry',
  endNodeVariable: 'category',
};

describe('jobs (mock backend)', () => {
  it('lists seeded jobs in every status, paged and filtered by name', async () => {
    const page1 = await api.get(`${jobsPath}?page=1&pageSize=10`);
    expect(page1.status).toBe(200);
    expect(page1.body.items).toHaveLength(10);
    expect(page1.body.totalCount).toBe(11);
    const all = [...page1.body.items, ...(await api.get(`${jobsPath}?page=2`)).body.items];
    const statuses = new Set(all.map((job: { lastExecution?: { status: string } }) => job.lastExecution?.status ?? 'NOT_EXECUTED'));
    expect(statuses).toEqual(new Set(['JOB_STATUS_PENDING', 'JOB_STATUS_RUNNING', 'JOB_STATUS_SUCCESS', 'JOB_STATUS_FAILURE', 'NOT_EXECUTED']));
    const invoice = await api.get(`/studio/v1/projects/${PROJECT.invoice}/jobs`);
    expect(invoice.body.items[0].lastExecution.status).toBe('JOB_STATUS_CANCELED');
    const filtered = await api.get(`${jobsPath}?name=${encodeURIComponent('分類')}`);
    expect(filtered.body.items.map((j: { name: string }) => j.name).sort()).toEqual(['アンケート分類', '問い合わせ一括分類']);
  });

  it('shows a job’s history with failed rows', async () => {
    const history = await api.get(`${jobsPath}/job_inquiry_triage/executions`);
    expect(history.body.items.map((e: { status: string }) => e.status)).toEqual(['JOB_STATUS_FAILURE', 'JOB_STATUS_CANCELED', 'JOB_STATUS_SUCCESS']);
    const failed = await api.get(`${jobsPath}/job_inquiry_triage/executions/${history.body.items[0].id}`);
    expect(failed.body).toMatchObject({ totalRows: 20, processedRows: 20, failedRows: 2, succeededRows: 18 });
    expect(failed.body.results[6]).toEqual({ rowNumber: 7, inputValue: '', status: 'JOB_ROW_STATUS_FAILURE', errorMessage: 'Input value is empty' });
    expect(failed.body.results[0]).toMatchObject({ status: 'JOB_ROW_STATUS_SUCCESS', outputValue: '{"category":"billing","priority":"normal"}' });
    const canceled = await api.get(`${jobsPath}/job_inquiry_triage/executions/${history.body.items[1].id}`);
    expect(canceled.body.processedRows).toBe(8);
    expect(canceled.body.results[8].status).toBe('JOB_ROW_STATUS_CANCELED');
  });

  it('creates a job that is then listed first, updates it and deletes it', async () => {
    const created = await api.post(jobsPath, valid);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'テストジョブ', datasetFileName: '問い合わせ履歴_2026Q3.csv', workflowName: '問い合わせ振り分け' });
    expect(created.body).not.toHaveProperty('lastExecution');
    expect((await api.get(jobsPath)).body.items[0].id).toBe(created.body.id);

    const updated = await api.patch(`${jobsPath}/${created.body.id}`, {
      name: 'Renamed job',
      datasetFileId: 'dsf_faq_questions_en',
      datasetColumn: 'question',
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: 'Renamed job', datasetFileName: 'faq_questions_en.jsonl', datasetColumn: 'question' });

    expect((await api.delete(`${jobsPath}/${created.body.id}`)).status).toBe(204);
    expect((await api.get(`${jobsPath}/${created.body.id}`)).status).toBe(404);
    expect((await api.get(`${jobsPath}?name=Renamed`)).body.totalCount).toBe(0);
  });

  it('refuses a workflow the project does not hold (never an invented one), on create and on update', async () => {
    const before = (await api.get(jobsPath)).body.totalCount;
    const unknown = await api.post(jobsPath, { ...valid, workflowId: 'wf_does_not_exist' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.details).toEqual([{ field: 'workflowId', message: 'The workflow was not found in this project' }]);
    expect((await api.post(jobsPath, { ...valid, workflowId: 'wf_invoice_check' })).status).toBe(400);
    expect((await api.get(jobsPath)).body.totalCount).toBe(before);
    const created = await api.post(jobsPath, valid);
    expect((await api.patch(`${jobsPath}/${created.body.id}`, { workflowId: 'wf_does_not_exist' })).status).toBe(400);
  });

  it('refuses missing required fields with the spec messages and creates nothing', async () => {
    const before = (await api.get(jobsPath)).body.totalCount;
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...valid, name: ' ' }, 'name', 'Please enter a job name'],
      [{ ...valid, datasetFileId: undefined }, 'datasetFileId', 'Please select a dataset'],
      [{ ...valid, workflowId: '' }, 'workflowId', 'Please select a workflow'],
      [{ ...valid, datasetColumn: undefined }, 'datasetColumn', 'Please select a dataset column'],
    ];
    for (const [body, field, message] of cases) {
      const refused = await api.post(jobsPath, body);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ code: 400, message, details: [{ field, message }] });
    }
    const noColumn = await api.post(jobsPath, { ...valid, datasetColumn: 'nope' });
    expect(noColumn.status).toBe(400);
    expect(noColumn.body.message).toBe('The dataset column does not exist in the dataset file');
    const notUploaded = await api.post(jobsPath, { ...valid, datasetFileId: 'dsf_new_inquiries_nov' });
    expect(notUploaded.status).toBe(409);
    const tooLong = await api.post(jobsPath, { ...valid, name: 'x'.repeat(21) });
    expect(tooLong.status).toBe(400);
    const wrongType = await api.post(jobsPath, { ...valid, workflowVersion: 'latest' });
    expect(wrongType.status).toBe(400);
    const badJson = await api.raw('POST', jobsPath, '{"name"', { 'content-type': 'application/json' });
    expect(badJson.body).toMatchObject({ code: 400, message: 'Invalid JSON body' });
    expect((await api.get(jobsPath)).body.totalCount).toBe(before);
  });

  it('runs an execution pending → running → failure with the clock, and refuses deleting it meanwhile', async () => {
    const job = (await api.post(jobsPath, valid)).body;
    const started = await api.post(`${jobsPath}/${job.id}/executions`);
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ status: 'JOB_STATUS_PENDING', totalRows: 20, processedRows: 0 });
    const path = `${jobsPath}/${job.id}/executions/${started.body.id}`;

    const refused = await api.delete(`${jobsPath}/${job.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ code: 409, message: 'Cannot delete running or pending jobs' });
    expect((await api.get(`${jobsPath}/${job.id}`)).status).toBe(200);
    expect((await api.post(`${jobsPath}/${job.id}/executions`)).status).toBe(409);

    clock.advance(2000 + 3 * 500 + 10);
    const running = await api.get(path);
    expect(running.body).toMatchObject({ status: 'JOB_STATUS_RUNNING', processedRows: 3 });
    expect(running.body.results[3].status).toBe('JOB_ROW_STATUS_PENDING');
    expect((await api.get(`${jobsPath}/${job.id}`)).body.lastExecution).toMatchObject({ status: 'JOB_STATUS_RUNNING', startedAt: expect.any(String) });
    expect((await api.delete(`${jobsPath}/${job.id}`)).status).toBe(409);

    clock.advance(20 * 500);
    const done = await api.get(path);
    expect(done.body).toMatchObject({ status: 'JOB_STATUS_FAILURE', processedRows: 20, failedRows: 2 });
    expect(done.body.finishedAt).toBeDefined();
    expect((await api.get(`${jobsPath}/${job.id}`)).body.lastExecution.finishedAt).toBe(done.body.finishedAt);
    expect((await api.delete(`${jobsPath}/${job.id}`)).status).toBe(204);
  });

  it('ends in success when every row succeeds', async () => {
    const job = (await api.post(jobsPath, { ...valid, datasetFileId: 'dsf_survey_2026_10', datasetColumn: '自由記述' })).body;
    const started = await api.post(`${jobsPath}/${job.id}/executions`);
    clock.advance(2000 + 10 * 500);
    const done = await api.get(`${jobsPath}/${job.id}/executions/${started.body.id}`);
    expect(done.body).toMatchObject({ status: 'JOB_STATUS_SUCCESS', succeededRows: 10, failedRows: 0 });
    const history = await api.get(`${jobsPath}/${job.id}/executions`);
    expect(history.body.items.map((e: { id: string }) => e.id)).toEqual([started.body.id]);
  });

  it('cancels a running execution and refuses to cancel a finished one', async () => {
    const job = (await api.post(jobsPath, valid)).body;
    const started = await api.post(`${jobsPath}/${job.id}/executions`);
    clock.advance(2000 + 2 * 500 + 10);
    const canceled = await api.post(`${jobsPath}/${job.id}/executions/${started.body.id}/cancel`);
    expect(canceled.status).toBe(200);
    expect(canceled.body).toMatchObject({ status: 'JOB_STATUS_CANCELED', processedRows: 2 });
    clock.advance(60_000);
    const later = await api.get(`${jobsPath}/${job.id}/executions/${started.body.id}`);
    expect(later.body.status).toBe('JOB_STATUS_CANCELED');
    expect(later.body.results.slice(2).every((r: { status: string }) => r.status === 'JOB_ROW_STATUS_CANCELED')).toBe(true);
    const again = await api.post(`${jobsPath}/${job.id}/executions/${started.body.id}/cancel`);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: 409, message: 'The execution has already finished' });
    // The seeded pending job can be cancelled too.
    const pending = (await api.get(`${jobsPath}/job_survey_classify`)).body.lastExecution;
    const canceledPending = await api.post(`${jobsPath}/job_survey_classify/executions/${pending.id}/cancel`);
    expect(canceledPending.body).toMatchObject({ status: 'JOB_STATUS_CANCELED', processedRows: 0 });
  });

  it('answers “Execution not found for job” for an execution of another job', async () => {
    const other = (await api.get(`${jobsPath}/job_faq_answer_test/executions`)).body.items[0].id;
    const wrong = await api.get(`${jobsPath}/job_inquiry_triage/executions/${other}`);
    expect(wrong.status).toBe(404);
    expect(wrong.body).toEqual({ code: 404, message: 'Execution not found for job' });
    const cancel = await api.post(`${jobsPath}/job_inquiry_triage/executions/jex_missing/cancel`);
    expect(cancel.body.message).toBe('Execution not found for job');
    expect((await api.get(`/studio/v1/projects/${PROJECT.invoice}/jobs/job_inquiry_triage`)).status).toBe(404);
  });

  it('refuses to delete a dataset file jobs use, and to execute a job whose dataset file is gone anyway', async () => {
    const job = (await api.post(jobsPath, { ...valid, datasetFileId: 'dsf_survey_2026_10', datasetColumn: '自由記述' })).body;
    const inUse = await api.delete(`/studio/v1/projects/${PROJECT.support}/datasets/files/dsf_survey_2026_10`);
    expect(inUse.status).toBe(409);
    expect(inUse.body.message).toContain(job.name);
    // Gone another way (e.g. removed by an administrator): the job cannot run.
    datasetFiles.remove('dsf_survey_2026_10');
    const refused = await api.post(`${jobsPath}/${job.id}/executions`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('The dataset file of this job no longer exists');
  });
});
