/** A dev user's own ZITADEL roles claim: role key → { organization id: primary domain }. */
import type { OidcProjectRoles } from '../../src/generated/model';
import { ORGANIZATIONS, type DevUser } from '../fixtures/people';

export function ownRolesClaim(user: DevUser): OidcProjectRoles {
  const domainOf = (orgId: string) => ORGANIZATIONS.find((org) => org.id === orgId)?.primaryDomain ?? 'example.com';
  return Object.fromEntries(
    Object.entries(user.roles).map(([role, orgIds]) => [role, Object.fromEntries((orgIds as readonly string[]).map((id) => [id, domainOf(id)]))]),
  );
}
