import type { Error } from './error';

/**
 * The server failed; try again later.
 */
export type InternalErrorResponse = Error;
