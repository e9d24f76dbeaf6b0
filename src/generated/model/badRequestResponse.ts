import type { Error } from './error';

/**
 * The request is malformed or breaks a validation rule.
 */
export type BadRequestResponse = Error;
