import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useAuth } from 'react-oidc-context';
import { useTranslation } from 'react-i18next';
import { shouldRetry } from '../../api/query-client';
import { CenteredSpinner } from '../../components/centered-spinner';
import { useListMyProjectOrgs } from '../../generated/organizations/organizations';
import { LoadFailedScreen } from '../gates/load-failed-screen';
import { RoleRestrictionScreen } from '../gates/refusal-screens';
import { useUserLanguage } from '../gates/use-user-language';
import { readActiveOrganization, writeActiveOrganization } from '../../lib/active-organization-storage';
import { OrganizationContext, type OrganizationState } from './organization-context';

const ACTIVE_ORGS = { queries: [{ stateQuery: { state: 'ORG_STATE_ACTIVE' as const } }] };

/** Loads the user's organizations and keeps the active one (the first, when none is chosen yet). */
export function OrganizationGate({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const { t } = useTranslation('shell');
  const queryClient = useQueryClient();
  const [stored, setStored] = useState(readActiveOrganization);
  const orgs = useListMyProjectOrgs(ACTIVE_ORGS, {
    query: {
      enabled: Boolean(auth.user),
      retry: shouldRetry,
      refetchOnMount: false,
      refetchOnReconnect: false,
      refetchOnWindowFocus: false,
      staleTime: Infinity,
    },
  });

  const select = useCallback(
    (orgId: string) => {
      writeActiveOrganization(orgId);
      setStored(orgId);
      // Everything read belongs to the organization (its projects, its IP restriction …): drop it all. The
      // organization list goes too and is read again (the gate waits for it), as the studio starts again.
      queryClient.removeQueries();
    },
    [queryClient],
  );

  // The user's language from the session's claims, before anything is shown (§1).
  const switchingLanguage = useUserLanguage(auth.user?.profile.sub, auth.user?.profile.locale);

  const organizations = useMemo(() => orgs.data?.result ?? [], [orgs.data]);
  const active = stored ? organizations.find((org) => org.id === stored) : organizations[0];
  useEffect(() => {
    if (!stored && active) writeActiveOrganization(active.id);
  }, [stored, active]);

  const value = useMemo<OrganizationState | undefined>(() => (active ? { organizations, active, select } : undefined), [organizations, active, select]);

  if (orgs.isPending || switchingLanguage) return <CenteredSpinner label={t('loadingOrganizations')} />;
  // A failed refetch keeps what was loaded (offline, a passing failure); only no data at all stops here.
  if (orgs.isError && !orgs.data) {
    return <LoadFailedScreen title={t('organizationsFailed')} onRetry={() => void orgs.refetch()} />;
  }
  // No organization grants this user any role in the studio: the role-restriction screen (§2).
  if (organizations.length === 0) return <RoleRestrictionScreen />;
  if (!value) {
    return (
      <Box component="main" sx={{ p: 4, maxWidth: 640, mx: 'auto' }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {t('organizationNotFound')}
        </Typography>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, mt: 2 }}>
          {organizations.map((org) => (
            <Button key={org.id} variant="outlined" onClick={() => select(org.id)}>
              {org.name}
            </Button>
          ))}
        </Box>
      </Box>
    );
  }
  return <OrganizationContext.Provider value={value}>{children}</OrganizationContext.Provider>;
}
