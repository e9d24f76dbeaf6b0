import { createContext, useContext } from 'react';
import type { ZitadelOrg } from '../../generated/model';

export interface OrganizationState {
  organizations: ZitadelOrg[];
  active: ZitadelOrg;
  select(orgId: string): void;
}

export const OrganizationContext = createContext<OrganizationState | undefined>(undefined);

export function useOrganization(): OrganizationState {
  const value = useContext(OrganizationContext);
  if (!value) throw new Error('useOrganization outside OrganizationGate');
  return value;
}
