import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from './errors';
import { createQueryClient, retryDelay, shouldReport, shouldRetry } from './query-client';

const tooMany = (retryAfterSeconds?: number) => new HttpError(429, 'Too Many Requests', '/x', undefined, { retryAfterSeconds });

afterEach(() => {
  vi.useRealTimers();
});

describe('query retries', () => {
  it('retries up to 3 times, never after a 401 or 403', () => {
    const serverError = new HttpError(500, 'x', '/x');
    expect([0, 1, 2, 3].map((n) => shouldRetry(n, serverError))).toEqual([true, true, true, false]);
    expect(shouldRetry(0, new HttpError(401, 'x', '/x'))).toBe(false);
    expect(shouldRetry(0, new HttpError(403, 'x', '/x'))).toBe(false);
    expect(shouldRetry(0, new HttpError(0, 'Network Error', '/x'))).toBe(true);
  });

  it("never retries a 404 (an unknown id, or another organization's: the answer stays the same) nor any other final 4xx", () => {
    expect(shouldRetry(0, new HttpError(404, 'Not Found', '/studio/v1/projects/prj_nope'))).toBe(false);
    for (const code of [400, 409, 410, 422]) expect(shouldRetry(0, new HttpError(code, 'x', '/x'))).toBe(false);
    // A timeout or a rate limit may answer otherwise later.
    expect(shouldRetry(0, new HttpError(408, 'Request Timeout', '/x'))).toBe(true);
    expect([0, 1, 2, 3].map((n) => shouldRetry(n, new HttpError(503, 'x', '/x')))).toEqual([true, true, true, false]);
  });

  it('retries a 429 up to 3 times when the wait is 30 seconds or less (or not given), never a longer one', () => {
    expect([0, 1, 2, 3].map((n) => shouldRetry(n, tooMany(5)))).toEqual([true, true, true, false]);
    expect(shouldRetry(0, tooMany(30))).toBe(true);
    expect(shouldRetry(0, tooMany())).toBe(true);
    expect(shouldRetry(0, tooMany(31))).toBe(false);
    expect(shouldRetry(0, tooMany(3600))).toBe(false);
  });

  it("waits a 429's Retry-After (at most 30 seconds), otherwise backs off 1, 2, 4 … seconds up to 30", () => {
    expect(retryDelay(0, tooMany(7))).toBe(7000);
    expect(retryDelay(2, tooMany(7))).toBe(7000);
    expect(retryDelay(0, tooMany(0))).toBe(0);
    expect(retryDelay(0, tooMany(90))).toBe(30_000);
    expect([0, 1, 2].map((n) => retryDelay(n, tooMany()))).toEqual([1000, 2000, 4000]);
    expect([0, 1, 2, 5, 10].map((n) => retryDelay(n, new HttpError(500, 'x', '/x')))).toEqual([1000, 2000, 4000, 30_000, 30_000]);
  });

  it('a query refused with 429 waits the Retry-After, then loads; a mutation is not retried', async () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    let calls = 0;
    const queryFn = vi.fn(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(tooMany(5)) : Promise.resolve('loaded');
    });
    const result = client.fetchQuery({ queryKey: ['limited'], queryFn });
    await vi.advanceTimersByTimeAsync(4900);
    expect(queryFn).toHaveBeenCalledTimes(1); // still waiting the 5 seconds
    await vi.advanceTimersByTimeAsync(200);
    await expect(result).resolves.toBe('loaded');
    expect(queryFn).toHaveBeenCalledTimes(2);

    const mutationFn = vi.fn(() => Promise.reject(tooMany(5)));
    const mutation = client.getMutationCache().build(client, { mutationFn });
    await expect(mutation.execute(undefined)).rejects.toMatchObject({ code: 429 });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(mutationFn).toHaveBeenCalledTimes(1);
  });
});

describe('failed changes and the error reporter', () => {
  const fail = (client: ReturnType<typeof createQueryClient>, error: unknown, handled?: boolean) =>
    client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(error), ...(handled ? { meta: { handled } } : {}) })
      .execute(undefined)
      .catch(() => undefined);

  it('reports a failure nobody handles once; a handled one (a toast, an inline message) is not reported', async () => {
    const report = vi.fn();
    const client = createQueryClient({ report });
    const failure = new HttpError(500, 'Internal Server Error', '/x');
    await fail(client, failure);
    await fail(client, new HttpError(409, 'A tool with this name already exists', '/x'), true);
    await fail(client, new HttpError(0, 'Network Error', '/x'), true);
    await fail(client, new Error('shown'), true);
    expect(report).toHaveBeenCalledOnce();
    expect(report).toHaveBeenCalledWith(failure);
  });

  it("reports a handled failure that is the server's fault (5xx)", async () => {
    const report = vi.fn();
    const client = createQueryClient({ report });
    const failure = new HttpError(503, 'Service Unavailable', '/x');
    await fail(client, failure, true);
    expect(report).toHaveBeenCalledWith(failure);
  });

  it('selects failures by the rule: unhandled always, handled only on a 5xx', () => {
    expect(shouldReport(new HttpError(400, 'x', '/x'), false)).toBe(true);
    expect(shouldReport(new Error('x'), false)).toBe(true);
    expect(shouldReport(new HttpError(404, 'x', '/x'), true)).toBe(false);
    expect(shouldReport(new HttpError(429, 'x', '/x'), true)).toBe(false);
    expect(shouldReport(new HttpError(500, 'x', '/x'), true)).toBe(true);
  });
});
