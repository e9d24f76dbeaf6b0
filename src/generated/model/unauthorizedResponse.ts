import type { Error } from './error';

/**
 * The bearer token is missing, invalid or expired.
 */
export type UnauthorizedResponse = Error;
