import type { Error } from './error';

/**
 * The gateway's rate limit for this caller was reached. `Retry-After` says how many seconds to wait before calling again (the backend exposes it to the studio's origin with `Access-Control-Expose-Headers: Retry-After`). The studio waits and retries a query (when the wait is 30 seconds or less, at most 3 times) and tells the user about a refused change; it never retries a change by itself.
 */
export type TooManyRequestsResponse = Error;
