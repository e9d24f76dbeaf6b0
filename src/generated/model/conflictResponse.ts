import type { Error } from './error';

/**
 * The request conflicts with the resource's current state.
 */
export type ConflictResponse = Error;
