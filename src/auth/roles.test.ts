import { describe, expect, it } from 'vitest';
import type { OidcUserInfo } from '../generated/model';
import { canUseStudio, deriveRole, rolesForOrganization } from './roles';

const ACME = '283134596912148481';
const BETA = '297712345678901234';
const info = (roles: Record<string, Record<string, string>>, projectId = '283130000000000001'): OidcUserInfo =>
  ({ sub: '1', 'urn:zitadel:iam:org:project:roles': roles, [`urn:zitadel:iam:org:project:${projectId}:roles`]: roles }) as OidcUserInfo;

describe('role derivation', () => {
  it('keeps the role keys whose value contains the organization id', () => {
    const user = info({ admin: { [ACME]: 'acme.example' }, member: { [BETA]: 'beta.example' }, agent_editor: { [BETA]: 'beta.example' } });
    expect(rolesForOrganization(user, ACME)).toEqual(['admin']);
    expect(rolesForOrganization(user, BETA)).toEqual(['agent_editor', 'member']);
    expect(rolesForOrganization(user, 'other')).toEqual([]);
    expect(rolesForOrganization(undefined, ACME)).toEqual([]);
    expect(rolesForOrganization(user, undefined)).toEqual([]);
  });

  it('prefers the project-specific claim when the project is known', () => {
    const user = {
      sub: '1',
      'urn:zitadel:iam:org:project:roles': { admin: { [ACME]: 'a' } },
      'urn:zitadel:iam:org:project:42:roles': { agent_editor: { [ACME]: 'a' } },
    } as OidcUserInfo;
    expect(rolesForOrganization(user, ACME, '42')).toEqual(['agent_editor']);
    expect(rolesForOrganization(user, ACME)).toEqual(['admin', 'agent_editor']);
  });

  it.each([
    [['admin', 'agent_editor'], 'admin'],
    [['agent_editor'], 'agent_editor'],
    [['member'], 'anonymous'],
    [[], 'anonymous'],
    [undefined, 'anonymous'],
  ] as const)('%j → %s', (roles, role) => {
    expect(deriveRole(roles as readonly string[] | undefined)).toBe(role);
  });

  it('lets only admin and agent_editor use the studio', () => {
    expect([canUseStudio('admin'), canUseStudio('agent_editor'), canUseStudio('anonymous')]).toEqual([true, true, false]);
  });
});
