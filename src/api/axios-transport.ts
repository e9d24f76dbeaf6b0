/**
 * The axios side of `httpClient` (./http-client.ts), loaded on first use: calls that need upload or
 * download progress or a response type (file uploads, downloads). Same headers, errors and base URL.
 */
import axios, { type AxiosRequestConfig, isAxiosError, isCancel } from 'axios';
import { HttpError, parseRetryAfter, RequestCancelledError } from './errors';
import { messageOf, studioHeaders } from './request-parts';

const instance = axios.create({ withCredentials: false, timeout: 0 });

export async function axiosRequest<T>(config: AxiosRequestConfig, url: string): Promise<T> {
  try {
    const headers = Object.fromEntries(studioHeaders(config.headers, config.data).entries());
    const response = await instance.request<T>({ ...config, url, headers });
    return response.data;
  } catch (error) {
    if (isCancel(error)) throw new RequestCancelledError(url);
    if (isAxiosError(error)) {
      const status = error.response?.status ?? 0;
      const retryAfter: unknown = error.response?.headers['retry-after'];
      const retryAfterSeconds = parseRetryAfter(typeof retryAfter === 'string' ? retryAfter : undefined);
      throw new HttpError(status, messageOf(error.response?.data, error.message), url, error.response?.data, { cause: error, retryAfterSeconds });
    }
    throw error instanceof Error ? error : new Error(String(error));
  }
}
