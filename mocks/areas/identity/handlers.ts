/**
 * The four exact calls: ZITADEL's organizations search, user and userinfo, and the IP check.
 * Answers follow the signed-in dev user (by token `sub`) and the demo scenario (role, IP restriction).
 */
import { getListMyProjectOrgsMockHandler } from '../../../src/generated/organizations/organizations.msw';
import { getCheckIpRestrictionMockHandler } from '../../../src/generated/ip-restrictions/ip-restrictions.msw';
import { getGetMyUserMockHandler, getGetUserInfoMockHandler } from '../../../src/generated/users/users.msw';
import { ListMyProjectOrgsBody } from '../../../src/generated/organizations/organizations.zod';
import type { OidcProjectRoles, OidcUserInfo, ZitadelOrg } from '../../../src/generated/model';
import { ORGANIZATIONS, type DevUser } from '../../fixtures/people';
import { STUDIO_PROJECT_ID } from '../../fixtures/ids';
import { SEED_DATE } from '../../lib/db';
import { currentUser } from '../../lib/request-context';
import { scenario } from '../../lib/scenario';
import { readJson } from '../../lib/validate';

/** The user's roles claim, with the demo scenario's role override applied. */
export function rolesClaimOf(user: DevUser): OidcProjectRoles {
  const domainOf = (orgId: string) => ORGANIZATIONS.find((org) => org.id === orgId)?.primaryDomain ?? 'example.com';
  const override = scenario.get().role;
  const roles: Record<string, readonly string[]> =
    override === 'as-user' ? user.roles : override === 'none' ? {} : { [override]: ORGANIZATIONS.map((org) => org.id) };
  return Object.fromEntries(Object.entries(roles).map(([role, orgIds]) => [role, Object.fromEntries(orgIds.map((id) => [id, domainOf(id)]))]));
}

/** Organizations in which the user has any authorization (any role key). */
function orgsOf(user: DevUser): ZitadelOrg[] {
  const ids = new Set(Object.values(user.roles).flat());
  const visible = scenario.get().role === 'as-user' ? ORGANIZATIONS.filter((org) => ids.has(org.id)) : ORGANIZATIONS;
  return visible.map((org) => ({
    id: org.id,
    details: {
      sequence: '412',
      creationDate: '2025-04-01T00:00:00Z',
      changeDate: SEED_DATE.toISOString().replace('.000', ''),
      resourceOwner: org.id,
    },
    state: 'ORG_STATE_ACTIVE',
    name: org.name,
    primaryDomain: org.primaryDomain,
  }));
}

export function userInfoOf(user: DevUser): OidcUserInfo {
  const roles = rolesClaimOf(user);
  return {
    sub: user.sub,
    name: user.displayName,
    given_name: user.givenName,
    family_name: user.familyName,
    preferred_username: `${user.userName}@${user.email.split('@')[1]}`,
    email: user.email,
    email_verified: true,
    locale: user.locale,
    updated_at: Math.floor(SEED_DATE.getTime() / 1000),
    'urn:zitadel:iam:org:project:roles': roles,
    ...{ [`urn:zitadel:iam:org:project:${STUDIO_PROJECT_ID}:roles`]: roles },
  };
}

export const identityHandlers = [
  getListMyProjectOrgsMockHandler(async ({ request }) => {
    const body = await readJson(request, ListMyProjectOrgsBody);
    const user = currentUser(request);
    const stateFilter = body.queries?.find((query) => query.stateQuery)?.stateQuery?.state ?? 'ORG_STATE_ACTIVE';
    const nameFilter = body.queries?.find((query) => query.nameQuery)?.nameQuery?.name?.toLowerCase();
    let result = orgsOf(user).filter((org) => org.state === stateFilter);
    if (nameFilter) result = result.filter((org) => org.name.toLowerCase().includes(nameFilter));
    if (body.sortingColumn === 'ORG_FIELD_NAME_NAME') {
      result.sort((a, b) => a.name.localeCompare(b.name) * (body.query?.asc === false ? -1 : 1));
    }
    const offset = Number(body.query?.offset ?? 0);
    const limit = body.query?.limit || 100;
    return {
      details: { totalResult: String(result.length), processedSequence: '1024', viewTimestamp: new Date().toISOString() },
      result: result.slice(offset, offset + limit),
    };
  }),

  getGetMyUserMockHandler(({ request }) => {
    const user = currentUser(request);
    const domain = user.email.split('@')[1];
    return {
      user: {
        id: user.sub,
        details: {
          sequence: '87',
          creationDate: '2025-04-01T00:00:00Z',
          changeDate: '2026-10-01T09:30:00Z',
          resourceOwner: user.roles.admin?.[0] ?? '283134596912148481',
        },
        state: 'USER_STATE_ACTIVE',
        userName: user.userName,
        loginNames: [`${user.userName}@${domain}`],
        preferredLoginName: `${user.userName}@${domain}`,
        human: {
          profile: {
            firstName: user.givenName,
            lastName: user.familyName,
            displayName: user.displayName,
            preferredLanguage: user.locale,
            gender: 'GENDER_UNSPECIFIED',
          },
          email: { email: user.email, isEmailVerified: true },
        },
      },
      lastLogin: new Date().toISOString(),
    };
  }),

  getGetUserInfoMockHandler(({ request }) => userInfoOf(currentUser(request))),

  getCheckIpRestrictionMockHandler(() => ({ valid: !scenario.get().ipRestricted })),
];
