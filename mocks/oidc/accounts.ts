/**
 * The dev users as the local OpenID Provider's accounts: the same users, `sub`s and claims as the
 * mock backend's userinfo (mocks/areas/identity), with the users' own roles (never the demo
 * scenario's role override, which belongs to the mock backend).
 */
import { userInfoOf } from '../areas/identity/handlers';
import { ownRolesClaim } from '../lib/roles-claim';
import { STUDIO_PROJECT_ID } from '../fixtures/ids';
import { DEV_USERS, ORGANIZATIONS, type DevUser, type DevUserKey } from '../fixtures/people';

/** ZITADEL's generic roles claim and the studio project's own roles claim (same value). */
export const ROLES_CLAIM = 'urn:zitadel:iam:org:project:roles';
export const PROJECT_ROLES_CLAIM = `urn:zitadel:iam:org:project:${STUDIO_PROJECT_ID}:roles`;
/** ZITADEL's scope asking for the roles claims. */
export const ROLES_SCOPE = 'urn:zitadel:iam:org:projects:roles';
/** ZITADEL's audience scope: `urn:zitadel:iam:org:project:id:{projectId}:aud`. */
export const AUD_SCOPE_PATTERN = /^urn:zitadel:iam:org:project:id:(\d+):aud$/;
export const audScopeOf = (projectId: string) => `urn:zitadel:iam:org:project:id:${projectId}:aud`;

/** Scope → the claims it releases (ID token and userinfo). */
export const CLAIMS_BY_SCOPE = {
  // The roles ride on `openid` too, like a ZITADEL project with "assert roles on authentication":
  // the studio asks for openid, profile, email, offline_access and the audience scope only (§6).
  openid: ['sub', ROLES_CLAIM, PROJECT_ROLES_CLAIM],
  profile: ['name', 'given_name', 'family_name', 'preferred_username', 'locale', 'updated_at'],
  email: ['email', 'email_verified'],
  [ROLES_SCOPE]: [ROLES_CLAIM, PROJECT_ROLES_CLAIM],
} as const satisfies Record<string, readonly string[]>;

export const DEV_USER_ENTRIES = Object.entries(DEV_USERS) as [DevUserKey, DevUser][];

export { ownRolesClaim } from '../lib/roles-claim';

/** Every claim the provider may release for the user; the provider masks them by scope. */
export function claimsOf(user: DevUser): Record<string, unknown> {
  const roles = ownRolesClaim(user);
  return { ...userInfoOf(user), [ROLES_CLAIM]: roles, [PROJECT_ROLES_CLAIM]: roles };
}

/** The claims the given scopes release, as the userinfo endpoint answers them. */
export function claimsForScopes(user: DevUser, scopes: Iterable<string>): Record<string, unknown> {
  const all = claimsOf(user);
  const names = new Set<string>(['sub']);
  for (const scope of scopes) {
    for (const name of (CLAIMS_BY_SCOPE as Record<string, readonly string[]>)[scope] ?? []) names.add(name);
  }
  return Object.fromEntries(Object.entries(all).filter(([name]) => names.has(name)));
}

export function devUserBySub(sub: string): DevUser | undefined {
  return DEV_USER_ENTRIES.find(([, user]) => user.sub === sub)?.[1];
}

/** The user's ZITADEL login name (`userName@domain`), as `preferred_username` carries it. */
export function loginNameOf(user: DevUser): string {
  return `${user.userName}@${user.email.split('@')[1]}`;
}

/** Finds a dev user by what someone types: user name, login name, email, `sub` or fixture key. */
export function findDevUser(input: string): DevUser | undefined {
  const wanted = input.trim().toLowerCase();
  if (!wanted) return undefined;
  return DEV_USER_ENTRIES.find(([key, user]) =>
    [key, user.userName, loginNameOf(user), user.email, user.sub].some((candidate) => candidate.toLowerCase() === wanted),
  )?.[1];
}

export interface OrgRoleSummary {
  orgName: string;
  /** The studio's roles (admin, agent_editor) the user holds in the organization. */
  appRoles: string[];
  /** Other role keys the user holds there (they do not grant access to the studio). */
  otherRoles: string[];
}

/** Per organization the user has any role in: which of them are the studio's roles. */
export function roleSummaryOf(user: DevUser): OrgRoleSummary[] {
  const appRoleKeys = new Set(['admin', 'agent_editor']);
  return ORGANIZATIONS.flatMap((org) => {
    const held = Object.entries(user.roles)
      .filter(([, orgIds]) => (orgIds as readonly string[]).includes(org.id))
      .map(([role]) => role);
    if (!held.length) return [];
    return [{ orgName: org.name, appRoles: held.filter((role) => appRoleKeys.has(role)), otherRoles: held.filter((role) => !appRoleKeys.has(role)) }];
  });
}
