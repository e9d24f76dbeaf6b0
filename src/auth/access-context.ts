import { createContext, useContext } from 'react';
import type { OidcUserInfo } from '../generated/model';
import type { Role } from './roles';

export interface AccessState {
  userInfo: OidcUserInfo;
  role: Role;
  roles: string[];
}

export const AccessContext = createContext<AccessState | undefined>(undefined);

/** The signed-in user's info and role in the active organization (inside the gates). */
export function useAccess(): AccessState {
  const value = useContext(AccessContext);
  if (!value) throw new Error('useAccess outside AccessGates');
  return value;
}
