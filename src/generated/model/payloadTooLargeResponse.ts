import type { Error } from './error';

/**
 * An uploaded file is over the size limit.
 */
export type PayloadTooLargeResponse = Error;
