/**
 * orval's mutator: every generated hook calls `httpClient` with an axios-style request config.
 * Base URL from the runtime config; `Authorization: Bearer`, `idp` and `aiw-tenant-id` on every call;
 * JSON; no credentials; no default timeout. Failures become `HttpError` (with the `Retry-After` of a
 * 429), cancellation `RequestCancelledError` ('Query was cancelled').
 *
 * Plain JSON calls (nearly all) go through `fetch`, so the first screen carries no HTTP library; a call
 * that asks for progress events or a response type (uploads, downloads) goes through axios, loaded on
 * first use (./axios-transport.ts). Both build the same headers and errors.
 */
import type { AxiosRequestConfig } from 'axios';
import { getRuntimeConfig } from '../lib/runtime-config';
import { HttpError, parseRetryAfter, RequestCancelledError } from './errors';
import { messageOf, queryString, studioHeaders } from './request-parts';

function bodyOf(data: unknown): BodyInit | undefined {
  if (data === undefined || data === null) return undefined;
  if (typeof data === 'string' || data instanceof FormData || data instanceof Blob || data instanceof URLSearchParams || data instanceof ArrayBuffer)
    return data;
  return JSON.stringify(data);
}

/** The answer's body: JSON when it parses, the text otherwise, undefined when empty (axios's defaults). */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const usesAxios = (config: AxiosRequestConfig) => Boolean(config.onUploadProgress || config.onDownloadProgress || config.responseType);

export const httpClient = async <T>(config: AxiosRequestConfig, options?: AxiosRequestConfig): Promise<T> => {
  const merged = { ...config, ...options };
  const base = getRuntimeConfig().apiBaseUrl;
  const url = `${base}${merged.url ?? ''}`;
  if (usesAxios(merged)) {
    const { axiosRequest } = await import('./axios-transport');
    return axiosRequest<T>(merged, url);
  }
  const signal = merged.signal as AbortSignal | undefined;
  let response: Response;
  let body: unknown;
  try {
    response = await fetch(`${url}${queryString(merged.params)}`, {
      method: (merged.method ?? 'GET').toUpperCase(),
      headers: studioHeaders(merged.headers, merged.data),
      body: bodyOf(merged.data),
      credentials: 'same-origin',
      signal,
    });
    body = await readBody(response);
  } catch (error) {
    if (signal?.aborted) throw new RequestCancelledError(url);
    throw new HttpError(0, 'Network Error', url, undefined, { cause: error });
  }
  if (!response.ok) {
    const retryAfterSeconds = parseRetryAfter(response.headers.get('Retry-After'));
    throw new HttpError(response.status, messageOf(body, `Request failed with status code ${response.status}`), url, body, { retryAfterSeconds });
  }
  return body as T;
};

/** Error type of the generated hooks: an `HttpError` carrying the operation's error body. */
export type ErrorType<TBody> = HttpError<TBody>;
/** Request body type of the generated hooks. */
export type BodyType<TBody> = TBody;
