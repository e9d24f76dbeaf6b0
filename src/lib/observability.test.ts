import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../api/errors';
import { fingerprintOf, flagLogLevel, identifyOnce, reportingEnabled, resetAnalytics } from './observability';

describe('observability', () => {
  it('reports errors only in stg and prd', () => {
    expect(['local', 'dev', 'stg', 'prd'].map((env) => reportingEnabled(env as never))).toEqual([false, false, true, true]);
  });

  it('fingerprints HTTP errors of 400 and above by url and status', () => {
    expect(fingerprintOf(new HttpError(404, 'x', 'https://api/x'))).toEqual(['https://api/x', '404']);
    expect(fingerprintOf(new HttpError(0, 'Network Error', 'https://api/x'))).toBeUndefined();
    expect(fingerprintOf(new Error('x'))).toBeUndefined();
  });

  it('logs flags at debug in local and dev, error otherwise', () => {
    expect(['local', 'dev', 'stg', 'prd'].map((env) => flagLogLevel(env as never))).toEqual(['debug', 'debug', 'error', 'error']);
  });

  it('identifies the analytics user once, when user and organization are known', () => {
    resetAnalytics();
    const sink = vi.fn();
    expect(identifyOnce(undefined, 'org', sink)).toBe(false);
    expect(identifyOnce('u1', 'org', sink)).toBe(true);
    expect(identifyOnce('u1', 'org2', sink)).toBe(false);
    expect(sink).toHaveBeenCalledOnce();
    expect(sink).toHaveBeenCalledWith({ userId: 'u1', organizationId: 'org' });
  });
});
