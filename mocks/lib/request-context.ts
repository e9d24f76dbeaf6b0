/** Who is calling and for which organization, read from the request's headers. */
import { DEV_USERS, type DevUser } from '../fixtures/people';
import { ORG } from '../fixtures/ids';

function decodeJwtPayload(token: string): Record<string, unknown> | undefined {
  const part = token.split('.')[1];
  if (!part) return undefined;
  try {
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    return JSON.parse(json) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

/**
 * The signed-in dev user. A JWT access token names the user by `sub`; anything else (opaque tokens,
 * no token in plain mock mode) is the admin dev user.
 */
export function currentUser(request: Request): DevUser {
  const auth = request.headers.get('authorization') ?? '';
  const token = auth.startsWith('Bearer ') ? auth.slice(7) : '';
  const sub = decodeJwtPayload(token)?.sub;
  return Object.values(DEV_USERS).find((user) => user.sub === sub) ?? DEV_USERS.admin;
}

/** The active organization (`aiw-tenant-id`); the first organization when the header is absent. */
export function tenantOf(request: Request): string {
  return request.headers.get('aiw-tenant-id') || ORG.acme;
}

/** The caller as the contract's `UserRef`. */
export function actorOf(request: Request): { id: string; name: string } {
  const user = currentUser(request);
  return { id: user.sub, name: user.displayName };
}
