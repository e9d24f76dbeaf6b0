import type { Error } from './error';

/**
 * The caller's role, IP address or edit permission does not allow this.
 */
export type ForbiddenResponse = Error;
