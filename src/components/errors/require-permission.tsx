import type { ReactNode } from 'react';
import type { Permission } from '../../auth/permissions';
import { usePermission } from '../../auth/use-permission';
import { AccessDeniedPage } from './access-denied-page';

/** The screen when the user's role allows `permission`; else the access-denied page (§2) in its place. */
export function RequirePermission({ permission, children, denied }: { permission: Permission; children: ReactNode; denied?: ReactNode }) {
  const { allowed } = usePermission(permission);
  return allowed ? children : <AccessDeniedPage>{denied}</AccessDeniedPage>;
}
