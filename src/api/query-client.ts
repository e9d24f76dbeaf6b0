import { MutationCache, QueryClient } from '@tanstack/react-query';
import { HttpError, isTooManyRequests } from './errors';

/** The longest wait a query sits through after a 429 before it tries again (in seconds). */
export const MAX_RATE_LIMIT_WAIT_SECONDS = 30;

/**
 * Whether a 429 leaves room for an automatic retry: not when the server asked for a wait longer than
 * MAX_RATE_LIMIT_WAIT_SECONDS (retrying sooner would only be refused again; the page shows its error
 * and Retry instead). Every other error: true.
 */
export function rateLimitAllowsRetry(error: unknown): boolean {
  return !isTooManyRequests(error) || (error.retryAfterSeconds ?? 0) <= MAX_RATE_LIMIT_WAIT_SECONDS;
}

/**
 * Whether the same request can answer otherwise a moment later: a network failure, a 5xx, a 408 or a
 * 429 can; any other 4xx is the server's final word on that request (401 the session is gone, 403
 * refused, 404 no such thing — an unknown id or another organization's —, 400, 409 …).
 */
const isFinal = (error: unknown) => error instanceof HttpError && error.code >= 400 && error.code < 500 && error.code !== 408 && error.code !== 429;

/**
 * Retry a failed query up to 3 times, never after a final answer (a 4xx but 408 and 429: asking again
 * gets the same one), nor after a 429 that asks to wait longer than 30 seconds.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return !isFinal(error) && rateLimitAllowsRetry(error) && failureCount < 3;
}

/**
 * The wait before retry number `failureCount + 1`, in milliseconds: a 429's `Retry-After` (at most 30
 * seconds), otherwise TanStack Query's default backoff (1, 2, 4 … seconds, at most 30).
 */
export function retryDelay(failureCount: number, error: unknown): number {
  const backoff = Math.min(1000 * 2 ** failureCount, MAX_RATE_LIMIT_WAIT_SECONDS * 1000);
  if (isTooManyRequests(error) && error.retryAfterSeconds !== undefined) {
    return Math.min(error.retryAfterSeconds, MAX_RATE_LIMIT_WAIT_SECONDS) * 1000;
  }
  return backoff;
}

/**
 * Whether a failed mutation goes to the error reporter (stg and prd). One nobody handles (no
 * `meta.handled`: no toast, no inline message) always does. One shown to the user (`meta.handled`, set by
 * useToastMutation and by callers that show the failure themselves) only when it is the server's fault,
 * a 5xx: the spec fingerprints HTTP errors by url and status, so these group per endpoint. A handled 4xx
 * is the server's answer to this request — a name taken (409), a refusal (400, 403), gone (404), wait
 * (429) — worded for the user, not a defect; a network failure (status 0) is the user's connection,
 * which the offline notice already tells them about.
 */
export function shouldReport(error: unknown, handled: boolean): boolean {
  return !handled || (error instanceof HttpError && error.code >= 500);
}

/**
 * The studio's query client. `wait` replaces the retry backoff: component tests retry as the studio does
 * but without waiting (the backoff itself is proved by this module's unit test). `report` receives the
 * failed mutations `shouldReport` selects.
 */
export function createQueryClient({ wait = retryDelay, report }: { wait?: typeof retryDelay; report?: (error: unknown) => void } = {}): QueryClient {
  const client: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      // The cache policy (./cache-policy) runs after every successful mutation, before its own onSuccess
      // (so a success toast describes refetched lists). It names every area's generated query keys, so it
      // is loaded with the first mutation, not with the first screen; should its chunk fail to load (a new
      // deployment), everything is marked stale instead.
      onSuccess: async (data, variables, _context, mutation) => {
        const policy = await import('./cache-policy').catch(() => undefined);
        if (policy) await policy.applyCachePolicy(client, mutation.options.mutationKey, variables, data);
        else await client.invalidateQueries();
      },
      onError: (error, _variables, _context, mutation) => {
        if (shouldReport(error, mutation.meta?.handled === true)) report?.(error);
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay: wait, staleTime: 30_000, gcTime: 5 * 60_000, refetchOnWindowFocus: false },
      // A change is never repeated by itself (a 429 included): the failure toast tells the user when to try again.
      mutations: { retry: false },
    },
  });
  return client;
}
