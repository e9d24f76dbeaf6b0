import { describe, expect, it } from 'vitest';
import { AppError, forbiddenReason, formatErrorChain, HttpError, isForbidden, isTooManyRequests, parseRetryAfter, RequestCancelledError } from './errors';

describe('error types', () => {
  it('HttpError carries the status (0 without a response), the message and the url', () => {
    const error = new HttpError(409, 'Cannot delete running or pending jobs', 'https://api.example.com/studio/v1/jobs/1');
    expect(error).toMatchObject({ code: 409, message: 'Cannot delete running or pending jobs', url: 'https://api.example.com/studio/v1/jobs/1' });
    expect(new HttpError(0, 'Network Error', '/x').code).toBe(0);
  });

  it("prints an application error's cause chain with 'Caused by:' lines and the server's message", () => {
    const http = new HttpError(500, 'database is down', 'https://api.example.com/auth/v1/global/projectorgs/_search');
    const error = new AppError('Failed to get my organizations', { cause: http });
    expect(String(error)).toBe(
      'Failed to get my organizations\nCaused by: HttpError 500 https://api.example.com/auth/v1/global/projectorgs/_search: database is down',
    );
  });

  it('follows nested causes and plain errors', () => {
    const inner = new TypeError('bad input');
    const middle = new AppError('Failed to get me', { cause: inner });
    const outer = new AppError('Failed to start', { cause: middle });
    expect(formatErrorChain(outer)).toBe('Failed to start\nCaused by: Failed to get me\nCaused by: TypeError: bad input');
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-11-22T10:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter('Sun, 22 Nov 2026 10:00:09 GMT', now)).toBe(9);
    expect(parseRetryAfter('Sun, 22 Nov 2026 09:59:00 GMT', now)).toBe(0); // already past
    expect(parseRetryAfter(undefined, now)).toBeUndefined();
    expect(parseRetryAfter('', now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('-5', now)).toBeUndefined();
  });

  it('an HttpError of a 429 carries the wait the server asked for', () => {
    const limited = new HttpError(429, 'Too Many Requests', '/x', undefined, { retryAfterSeconds: 12 });
    expect(limited.retryAfterSeconds).toBe(12);
    expect(isTooManyRequests(limited)).toBe(true);
    expect(isTooManyRequests(new HttpError(500, 'x', '/x'))).toBe(false);
    expect(new HttpError(500, 'x', '/x').retryAfterSeconds).toBeUndefined();
  });

  it("reports cancellation as 'Query was cancelled'", () => {
    expect(new RequestCancelledError('/x').message).toBe('Query was cancelled');
  });
});

describe('refusals (403)', () => {
  it("read the contract's reason, and nothing from other errors or unknown reasons", () => {
    const refused = (body: unknown) => new HttpError(403, 'Forbidden', '/x', body);
    expect(isForbidden(refused(undefined))).toBe(true);
    expect(isForbidden(new HttpError(404, 'x', '/x'))).toBe(false);
    expect(isForbidden(new Error('x'))).toBe(false);
    expect(forbiddenReason(refused({ code: 403, message: 'x', reason: 'ROLE_FORBIDDEN' }))).toBe('ROLE_FORBIDDEN');
    expect(forbiddenReason(refused({ code: 403, message: 'x', reason: 'TENANT_FORBIDDEN' }))).toBe('TENANT_FORBIDDEN');
    expect(forbiddenReason(refused({ code: 403, message: 'x', reason: 'SOMETHING_NEW' }))).toBeUndefined();
    expect(forbiddenReason(refused({ code: 403, message: 'x' }))).toBeUndefined();
    expect(forbiddenReason(refused('not json'))).toBeUndefined();
    expect(forbiddenReason(new HttpError(409, 'x', '/x', { code: 409, message: 'x', reason: 'ROLE_FORBIDDEN' }))).toBeUndefined();
  });
});
