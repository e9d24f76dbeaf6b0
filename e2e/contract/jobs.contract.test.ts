import { beforeAll, describe, expect, it } from 'vitest';
import { DATASET_FILE, PROJECT, WORKFLOW } from '../../mocks/fixtures/ids';
import { contractApi, resetMock } from './client';

const api = contractApi();
const jobsPath = `/studio/v1/projects/${PROJECT.support}/jobs`;
const valid = {
  name: '契約テストジョブ',
  datasetFileId: DATASET_FILE.inquiries,
  workflowId: WORKFLOW.supportTriage,
  workflowVersion: 5,
  datasetColumn: '問い合わせ本文',
  startNodeVariable: 'inquiry',
  endNodeVariable: 'category',
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() - started > timeoutMs) return value;
    await sleep(250);
  }
}

describe('contract: jobs', () => {
  beforeAll(resetMock);

  it('creates, lists, reads, updates and deletes a job', async () => {
    const created = await api.post(jobsPath, valid);
    expect(created.status).toBe(201);
    const list = await api.get(`${jobsPath}?page=1&pageSize=10&name=契約テスト`);
    expect(list.body.items.map((j: { id: string }) => j.id)).toEqual([created.body.id]);
    expect((await api.get(`${jobsPath}/${created.body.id}`)).body.workflowName).toBe('問い合わせ振り分け');
    const updated = await api.patch(`${jobsPath}/${created.body.id}`, { name: '契約テスト 2', endNodeVariable: 'priority' });
    expect(updated.body).toMatchObject({ name: '契約テスト 2', endNodeVariable: 'priority' });
    expect((await api.delete(`${jobsPath}/${created.body.id}`)).status).toBe(204);
    const gone = await api.get(`${jobsPath}/${created.body.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.code).toBe(404);
  });

  it('executes a job that runs pending → running → success over time, with per-row results', async () => {
    const file = await api.post(
      `/studio/v1/projects/${PROJECT.support}/datasets/files`,
      (() => {
        const data = new FormData();
        data.append('file', new File(['inquiry\n請求書を再発行してください\nPassword reset please\n'], 'contract_jobs.csv', { type: 'text/csv' }));
        return data;
      })(),
    );
    const ready = await until(
      () => api.get(`/studio/v1/projects/${PROJECT.support}/datasets/files/${file.body.id}`),
      (res) => res.body.status === 'DATASET_FILE_STATUS_UPLOADED',
    );
    expect(ready.body.rowCount).toBe(2);
    const job = (await api.post(jobsPath, { ...valid, name: 'Contract run', datasetFileId: file.body.id, datasetColumn: 'inquiry' })).body;

    const started = await api.post(`${jobsPath}/${job.id}/executions`);
    expect(started.status).toBe(201);
    expect(started.body.status).toBe('JOB_STATUS_PENDING');
    const refused = await api.delete(`${jobsPath}/${job.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Cannot delete running or pending jobs');

    const path = `${jobsPath}/${job.id}/executions/${started.body.id}`;
    const done = await until(
      () => api.get(path),
      (res) => res.body.status === 'JOB_STATUS_SUCCESS',
    );
    expect(done.body).toMatchObject({ status: 'JOB_STATUS_SUCCESS', processedRows: 2, succeededRows: 2 });
    expect(done.body.results[0]).toMatchObject({ rowNumber: 1, status: 'JOB_ROW_STATUS_SUCCESS', outputValue: expect.stringContaining('billing') });
    const history = await api.get(`${jobsPath}/${job.id}/executions?page=1&pageSize=10&name=山田`);
    expect(history.body.items.map((e: { id: string }) => e.id)).toEqual([started.body.id]);
    expect((await api.get(`${jobsPath}/${job.id}`)).body.lastExecution).toMatchObject({ status: 'JOB_STATUS_SUCCESS', finishedAt: expect.any(String) });

    const again = await api.post(`${path}/cancel`);
    expect(again.status).toBe(409);
    expect((await api.delete(`${jobsPath}/${job.id}`)).status).toBe(204);
  });

  it('cancels the seeded running execution', async () => {
    const running = (await api.get(`${jobsPath}/job_nightly_triage`)).body.lastExecution;
    expect(running.status).toBe('JOB_STATUS_RUNNING');
    const canceled = await api.post(`${jobsPath}/job_nightly_triage/executions/${running.id}/cancel`);
    expect(canceled.status).toBe(200);
    expect(canceled.body.status).toBe('JOB_STATUS_CANCELED');
    const detail = await api.get(`${jobsPath}/job_nightly_triage/executions/${running.id}`);
    expect(detail.body.results.at(-1).status).toBe('JOB_ROW_STATUS_CANCELED');
  });

  it('answers rule violations with the error schema', async () => {
    const blank = await api.post(jobsPath, { ...valid, name: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Please enter a job name');
    const column = await api.post(jobsPath, { ...valid, datasetColumn: 'missing' });
    expect(column.status).toBe(400);
    const other = (await api.get(`${jobsPath}/job_faq_answer_test/executions`)).body.items[0].id;
    const notFound = await api.get(`${jobsPath}/job_inquiry_triage/executions/${other}`);
    expect(notFound.status).toBe(404);
    expect(notFound.body.message).toBe('Execution not found for job');
  });

  it('refuses requests that break the contract', async () => {
    const { name: _name, ...noName } = valid;
    await api.post(jobsPath, noName, { expectRejected: true });
    await api.post(jobsPath, { ...valid, name: 'x'.repeat(21) }, { expectRejected: true });
    await api.post(jobsPath, { ...valid, extra: true }, { expectRejected: true });
    await api.patch(`${jobsPath}/job_inquiry_triage`, {}, { expectRejected: true });
    await api.get(`${jobsPath}?pageSize=5`, { expectRejected: true });
  });
});
