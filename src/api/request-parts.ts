/** What both transports of `httpClient` (fetch, and axios for progress) build a call and its error from. */
import type { AxiosRequestConfig } from 'axios';
import { getRuntimeConfig } from '../lib/runtime-config';
import { getRequestContext } from './request-context';

/**
 * The studio's headers for a call. `Content-Type` only with a body (as axios does: a GET that declares a
 * JSON body it does not have is refused by the contract's proxy), and none for a multipart body (the
 * browser sets its boundary).
 */
export function studioHeaders(extra: AxiosRequestConfig['headers'], body: unknown): Headers {
  const runtime = getRuntimeConfig();
  const { getAccessToken, getTenantId } = getRequestContext();
  const headers = new Headers({ 'Content-Type': 'application/json', Accept: 'application/json' });
  for (const [name, value] of Object.entries((extra ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) headers.set(name, String(value));
  }
  const token = getAccessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  headers.set('idp', runtime.idp);
  const tenantId = getTenantId();
  if (tenantId) headers.set('aiw-tenant-id', tenantId);
  if (body === undefined || body === null || (typeof FormData !== 'undefined' && body instanceof FormData)) headers.delete('Content-Type');
  return headers;
}

export function messageOf(data: unknown, fallback: string): string {
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string' && data.message) {
    return data.message;
  }
  return fallback;
}

/** Query parameters as axios writes them for the contract's scalar parameters (undefined and null left out). */
export function queryString(params: unknown): string {
  if (!params || typeof params !== 'object') return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    search.append(name, value instanceof Date ? value.toISOString() : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
