import type { Error } from './error';

/**
 * The resource does not exist (or is not visible to the caller).
 */
export type NotFoundResponse = Error;
