import { describe, expect, it } from 'vitest';
import { HttpError } from './errors';
import { shouldRetry } from './query-client';

describe('query retries', () => {
  it('retries up to 3 times, never after a 401 or 403', () => {
    const serverError = new HttpError(500, 'x', '/x');
    expect([0, 1, 2, 3].map((n) => shouldRetry(n, serverError))).toEqual([true, true, true, false]);
    expect(shouldRetry(0, new HttpError(401, 'x', '/x'))).toBe(false);
    expect(shouldRetry(0, new HttpError(403, 'x', '/x'))).toBe(false);
    expect(shouldRetry(0, new HttpError(0, 'Network Error', '/x'))).toBe(true);
  });
});
