/**
 * The caller's studio roles, as the backend must take them: from the verified access token's project
 * roles claim (ZITADEL: role key → { organization id: domain }), never from the request. The demo
 * scenario's role override (the demo panel) applies on top, in mock mode only.
 */
import type { StudioRole } from '../../src/generated/access';
import { STUDIO_PROJECT_ID } from '../fixtures/ids';
import { scenario } from './scenario';

/** ZITADEL's roles claims: the studio project's own, and the generic one (same value). */
export const PROJECT_ROLES_CLAIM = `urn:zitadel:iam:org:project:${STUDIO_PROJECT_ID}:roles`;
export const GENERIC_ROLES_CLAIM = 'urn:zitadel:iam:org:project:roles';
export const STUDIO_ROLES: readonly StudioRole[] = ['admin', 'agent_editor'];

export type RolesClaim = Record<string, Record<string, string>>;

/** The roles claim of a token's payload (an empty claim when it carries none). */
export function rolesClaimOfToken(claims: Record<string, unknown>): RolesClaim {
  const claim = claims[PROJECT_ROLES_CLAIM] ?? claims[GENERIC_ROLES_CLAIM];
  return claim && typeof claim === 'object' && !Array.isArray(claim) ? (claim as RolesClaim) : {};
}

/** The studio roles the claim grants in `orgId`, with the demo scenario's override applied. */
export function studioRolesIn(claim: RolesClaim, orgId: string): StudioRole[] {
  const override = scenario.get().role;
  if (override === 'none') return [];
  if (override !== 'as-user') return [override];
  return STUDIO_ROLES.filter((role) => {
    const orgs = claim[role];
    return Boolean(orgs && typeof orgs === 'object' && Object.hasOwn(orgs, orgId));
  });
}
