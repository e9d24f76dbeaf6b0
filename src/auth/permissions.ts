/**
 * What each role may do beyond using the studio (§6: an admin publishes shared custom nodes). The one
 * place a screen asks: `usePermission('publishSharedCustomNodes')` (src/auth/use-permission.ts), or
 * `can(role, …)` where the role is at hand. The server refuses the same actions with 403; this only
 * keeps the user from trying.
 */
import type { Role } from './roles';

export const PERMISSIONS = {
  /** Publish a project's custom node as a shared custom node, and unpublish one. */
  publishSharedCustomNodes: ['admin'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

/**
 * The contract's operations each permission stands for (their operationIds). Every operation the contract
 * (`src/generated/access.ts`) allows to only some studio roles is here, under a permission of exactly those
 * roles, so its UI is hidden or disabled with the reason for everyone else: permissions.test.tsx fails when
 * the contract limits a new operation.
 */
export const PERMISSION_OPERATIONS = {
  publishSharedCustomNodes: ['publishSharedCustomNode', 'unpublishSharedCustomNode'],
} as const satisfies Record<Permission, readonly string[]>;

export function can(role: Role, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly Role[]).includes(role);
}
