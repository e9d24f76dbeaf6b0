import type { Error } from './error';

/**
 * ZITADEL's rate limit (per IP address in ZITADEL Cloud) was reached. ZITADEL promises no `Retry-After`: the studio backs off exponentially (1, 2, 4 seconds) when none is sent.
 */
export type ZitadelTooManyRequestsResponse = Error;
