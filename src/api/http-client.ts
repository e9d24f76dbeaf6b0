/**
 * The one axios instance of the studio and orval's mutator: every generated hook calls `httpClient`.
 * Base URL from the runtime config; `Authorization: Bearer`, `idp` and `aiw-tenant-id` on every call;
 * JSON; no credentials; no default timeout. Failures become `HttpError`, cancellation
 * `RequestCancelledError` ('Query was cancelled').
 */
import axios, { type AxiosRequestConfig, isAxiosError, isCancel } from 'axios';
import { getRuntimeConfig } from '../lib/runtime-config';
import { HttpError, RequestCancelledError } from './errors';
import { getRequestContext } from './request-context';

export const axiosInstance = axios.create({
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  withCredentials: false,
  timeout: 0,
});

axiosInstance.interceptors.request.use((config) => {
  const runtime = getRuntimeConfig();
  const { getAccessToken, getTenantId } = getRequestContext();
  config.baseURL = runtime.apiBaseUrl;
  const token = getAccessToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  config.headers.set('idp', runtime.idp);
  const tenantId = getTenantId();
  if (tenantId) config.headers.set('aiw-tenant-id', tenantId);
  // Let the browser set the multipart boundary itself.
  if (typeof FormData !== 'undefined' && config.data instanceof FormData) config.headers.delete('Content-Type');
  return config;
});

function messageOf(data: unknown, fallback: string): string {
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string' && data.message) {
    return data.message;
  }
  return fallback;
}

/** Turns what axios throws into the studio's error types. */
export function toStudioError(error: unknown, url: string): Error {
  if (isCancel(error)) return new RequestCancelledError(url);
  if (isAxiosError(error)) {
    const status = error.response?.status ?? 0;
    return new HttpError(status, messageOf(error.response?.data, error.message), url, error.response?.data, { cause: error });
  }
  return error instanceof Error ? error : new Error(String(error));
}

export const httpClient = async <T>(config: AxiosRequestConfig, options?: AxiosRequestConfig): Promise<T> => {
  const merged = { ...config, ...options };
  const url = `${getRuntimeConfig().apiBaseUrl}${merged.url ?? ''}`;
  try {
    const response = await axiosInstance.request<T>(merged);
    return response.data;
  } catch (error) {
    throw toStudioError(error, url);
  }
};

/** Error type of the generated hooks: an `HttpError` carrying the operation's error body. */
export type ErrorType<TBody> = HttpError<TBody>;
/** Request body type of the generated hooks. */
export type BodyType<TBody> = TBody;
