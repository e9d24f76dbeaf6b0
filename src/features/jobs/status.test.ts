import { describe, expect, it } from 'vitest';
import { isActive, jobTimeOf } from './status';

const at = (iso: string) => Date.parse(iso);

describe('job time (§4: not executed, elapsed, execution time)', () => {
  it('says not executed without an execution', () => {
    expect(jobTimeOf(undefined, 0)).toEqual({ kind: 'notExecuted' });
  });

  it('counts elapsed time from the start while running, from creation while pending', () => {
    const now = at('2026-11-25T10:05:00Z');
    expect(jobTimeOf({ status: 'JOB_STATUS_RUNNING', createdAt: '2026-11-25T10:00:00Z', startedAt: '2026-11-25T10:01:00Z' }, now)).toEqual({
      kind: 'elapsed',
      ms: 240_000,
    });
    expect(jobTimeOf({ status: 'JOB_STATUS_PENDING', createdAt: '2026-11-25T10:04:30Z' }, now)).toEqual({ kind: 'elapsed', ms: 30_000 });
  });

  it('gives the execution time once done (cancelled before starting: zero)', () => {
    expect(
      jobTimeOf({ status: 'JOB_STATUS_SUCCESS', createdAt: '2026-11-25T10:00:00Z', startedAt: '2026-11-25T10:00:02Z', finishedAt: '2026-11-25T10:01:02Z' }, 0),
    ).toEqual({ kind: 'executionTime', ms: 60_000 });
    expect(jobTimeOf({ status: 'JOB_STATUS_CANCELED', createdAt: '2026-11-25T10:00:00Z' }, 0)).toEqual({ kind: 'executionTime', ms: 0 });
  });

  it('pending and running are active', () => {
    expect(isActive('JOB_STATUS_PENDING')).toBe(true);
    expect(isActive('JOB_STATUS_RUNNING')).toBe(true);
    expect(isActive('JOB_STATUS_FAILURE')).toBe(false);
    expect(isActive(undefined)).toBe(false);
  });
});
