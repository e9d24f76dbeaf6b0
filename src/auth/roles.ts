/**
 * Role derivation (§6). A user's roles for the active organization are the keys of the project roles
 * claim in the user info whose value contains the organization id. The role is 'admin' if the list
 * has admin, else 'agent_editor' if it has that, else (or with no user info) 'anonymous'.
 */
import type { OidcUserInfo } from '../generated/model';

export type Role = 'admin' | 'agent_editor' | 'anonymous';

/** The role strings of the deployment (not shown in the UI; configurable in one place). */
export const ROLE_KEYS = { admin: 'admin', agentEditor: 'agent_editor' } as const;

const ROLES_CLAIM = /^urn:zitadel:iam:org:project:(\d+:)?roles$/;

export function rolesForOrganization(userInfo: OidcUserInfo | undefined, orgId: string | undefined, projectId?: string): string[] {
  if (!userInfo || !orgId) return [];
  const claims = Object.entries(userInfo).filter(([key]) => ROLES_CLAIM.test(key));
  const specific = projectId ? claims.filter(([key]) => key === `urn:zitadel:iam:org:project:${projectId}:roles`) : [];
  const chosen = specific.length ? specific : claims;
  const roles = new Set<string>();
  for (const [, value] of chosen) {
    if (!value || typeof value !== 'object') continue;
    for (const [role, orgs] of Object.entries(value as Record<string, unknown>)) {
      if (orgs && typeof orgs === 'object' && orgId in orgs) roles.add(role);
    }
  }
  return [...roles].sort();
}

export function deriveRole(roles: readonly string[] | undefined): Role {
  if (!roles) return 'anonymous';
  if (roles.includes(ROLE_KEYS.admin)) return 'admin';
  if (roles.includes(ROLE_KEYS.agentEditor)) return 'agent_editor';
  return 'anonymous';
}

export const canUseStudio = (role: Role): boolean => role === 'admin' || role === 'agent_editor';
