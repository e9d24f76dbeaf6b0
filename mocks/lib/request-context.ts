/**
 * Who is calling and for which organization. Read after the auth gate (mocks/lib/auth-gate.ts) has
 * verified the token and checked the headers: the user is the token's `sub` and nothing else.
 */
import { decodeJwt } from 'jose';
import type { StudioRole } from '../../src/generated/access';
import { DEV_USERS, type DevUser } from '../fixtures/people';
import { apiError } from './errors';
import { rolesClaimOfToken, studioRolesIn } from './roles';

/** The bearer token of the Authorization header (the scheme name is case-insensitive, RFC 6750). */
export function bearerToken(request: Request): string | undefined {
  return /^bearer +([^\s]+)\s*$/i.exec(request.headers.get('authorization') ?? '')?.[1];
}

/** The payload of the request's token, unverified (the gate verified it): undefined when it is not a JWT. */
function claimsOf(request: Request): Record<string, unknown> | undefined {
  const token = bearerToken(request);
  if (!token) return undefined;
  try {
    return decodeJwt(token);
  } catch {
    return undefined;
  }
}

/** The signed-in user: the dev user the token's `sub` names. Never a default: no user is a 401. */
export function currentUser(request: Request): DevUser {
  const sub = claimsOf(request)?.sub;
  const user = Object.values(DEV_USERS).find((candidate) => candidate.sub === sub);
  if (!user) throw apiError(401, 'Unauthorized');
  return user;
}

/** The active organization (`aiw-tenant-id`), which the gate checked. Never a fallback. */
export function tenantOf(request: Request): string {
  const tenant = request.headers.get('aiw-tenant-id');
  if (!tenant) throw apiError(400, 'The aiw-tenant-id header is required');
  return tenant;
}

/** The caller's studio roles in the active organization, from the token's roles claim. */
export function rolesOf(request: Request): StudioRole[] {
  return studioRolesIn(rolesClaimOfToken(claimsOf(request) ?? {}), tenantOf(request));
}

/** The caller as the contract's `UserRef`. */
export function actorOf(request: Request): { id: string; name: string } {
  const user = currentUser(request);
  return { id: user.sub, name: user.displayName };
}
