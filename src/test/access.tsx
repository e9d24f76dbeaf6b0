import type { ReactNode } from 'react';
import { AccessContext } from '../auth/access-context';
import type { Role } from '../auth/roles';

/** What the gates give a page: the signed-in user's role (component tests call the mock as the admin dev user). */
export function TestAccess({ role, children }: { role: Role; children: ReactNode }) {
  const roles = role === 'anonymous' ? [] : [role];
  return <AccessContext.Provider value={{ userInfo: { sub: 'test-user', name: 'Test user' }, role, roles }}>{children}</AccessContext.Provider>;
}
