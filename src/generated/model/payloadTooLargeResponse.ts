import type { Error } from './error';

/**
 * An uploaded file is over its size limit, or the request body over the backend's limit of 20 MB (any request, JSON included).
 */
export type PayloadTooLargeResponse = Error;
