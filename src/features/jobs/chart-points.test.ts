import { describe, expect, it } from 'vitest';
import type { JobExecution } from '../../generated/model';
import { chartPoints } from './chart-points';

const person = { id: 'u1', name: 'Hanako Sato' };
const run = (id: string, change: Partial<JobExecution>): JobExecution => ({
  id,
  jobId: 'job_1',
  jobName: 'Job',
  status: 'JOB_STATUS_SUCCESS',
  totalRows: 10,
  processedRows: 10,
  succeededRows: 10,
  failedRows: 0,
  executedBy: person,
  createdAt: '2026-10-01T00:00:00Z',
  startedAt: '2026-10-01T00:00:00Z',
  finishedAt: '2026-10-01T00:01:30Z',
  ...change,
});

describe('executions chart points', () => {
  it('takes finished executions oldest first, with duration and failure rate', () => {
    const points = chartPoints([
      run('b', {
        createdAt: '2026-10-02T00:00:00Z',
        startedAt: '2026-10-02T00:00:00Z',
        finishedAt: '2026-10-02T00:00:12.340Z',
        status: 'JOB_STATUS_FAILURE',
        succeededRows: 7,
        failedRows: 3,
      }),
      run('a', {}),
      run('c', { createdAt: '2026-10-03T00:00:00Z', status: 'JOB_STATUS_RUNNING' }),
    ]);
    expect(points).toEqual([
      { id: 'a', createdAt: '2026-10-01T00:00:00Z', durationSeconds: 90, failureRate: 0 },
      { id: 'b', createdAt: '2026-10-02T00:00:00Z', durationSeconds: 12.3, failureRate: 30 },
    ]);
  });

  it('a run cancelled before any row counts zero, not NaN', () => {
    expect(chartPoints([run('x', { status: 'JOB_STATUS_CANCELED', succeededRows: 0, failedRows: 0, startedAt: undefined, finishedAt: undefined })])).toEqual([
      { id: 'x', createdAt: '2026-10-01T00:00:00Z', durationSeconds: 0, failureRate: 0 },
    ]);
  });
});
