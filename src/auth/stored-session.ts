/**
 * The API layer reads the bearer token at request time from where oidc-client-ts keeps the session:
 * local storage under `oidc.user:<authority>:<client id>` (§3). Always the current token, renewals
 * included, with no React state in between.
 */
import { setRequestContext } from '../api/request-context';
import { readActiveOrganization } from '../lib/active-organization-storage';
import { getRuntimeConfig } from '../lib/runtime-config';

export function sessionStorageKey(): string {
  const { oidcAuthority, oidcClientId } = getRuntimeConfig();
  return `oidc.user:${oidcAuthority}:${oidcClientId}`;
}

export function storedAccessToken(): string | undefined {
  try {
    const raw = localStorage.getItem(sessionStorageKey());
    return raw ? ((JSON.parse(raw) as { access_token?: string }).access_token ?? undefined) : undefined;
  } catch {
    return undefined;
  }
}

/** A session is stored (valid or expired): the studio starts; none: the entry goes straight to sign-in. */
export function hasStoredSession(): boolean {
  try {
    return localStorage.getItem(sessionStorageKey()) !== null;
  } catch {
    return false;
  }
}

/** Every backend call carries the stored session's token and the active organization. */
export function connectApiToSession(): void {
  setRequestContext({ getAccessToken: storedAccessToken, getTenantId: readActiveOrganization });
}
