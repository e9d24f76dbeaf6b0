import { useContext } from 'react';
import { AccessContext } from './access-context';
import { can, type Permission } from './permissions';
import type { Role } from './roles';

/**
 * Whether the signed-in user's role in the active organization allows `permission`, and the role. Outside
 * the gates (no user info yet) the role is 'anonymous' and nothing beyond the studio is allowed.
 */
export function usePermission(permission: Permission): { allowed: boolean; role: Role } {
  const role = useContext(AccessContext)?.role ?? 'anonymous';
  return { allowed: can(role, permission), role };
}
