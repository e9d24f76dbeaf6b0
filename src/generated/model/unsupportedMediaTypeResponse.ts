import type { Error } from './error';

/**
 * The uploaded file's type is not accepted.
 */
export type UnsupportedMediaTypeResponse = Error;
