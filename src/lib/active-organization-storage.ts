/** The active organization id, kept in local storage under `ais-active-org`. */
export const ACTIVE_ORG_KEY = 'ais-active-org';

export function readActiveOrganization(): string | undefined {
  try {
    return localStorage.getItem(ACTIVE_ORG_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

export function writeActiveOrganization(orgId: string): void {
  localStorage.setItem(ACTIVE_ORG_KEY, orgId);
}
