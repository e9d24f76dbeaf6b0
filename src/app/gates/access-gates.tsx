import { type ReactNode, useEffect, useMemo } from 'react';
import { useAuth } from 'react-oidc-context';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../api/errors';
import { rateLimitAllowsRetry, shouldRetry } from '../../api/query-client';
import { canUseStudio, deriveRole, rolesForOrganization } from '../../auth/roles';
import { CenteredSpinner } from '../../components/centered-spinner';
import { useCheckIpRestriction } from '../../generated/ip-restrictions/ip-restrictions';
import { useGetUserInfo } from '../../generated/users/users';
import { setUserLocale } from '../../lib/date-format';
import { identifyOnce, setReportingContext } from '../../lib/observability';
import { getRuntimeConfig } from '../../lib/runtime-config';
import { useOrganization } from '../organizations/organization-context';
import { AccessContext } from '../../auth/access-context';
import { LoadFailedScreen } from './load-failed-screen';
import { useUserLanguage } from './use-user-language';
import { IpRestrictionScreen, OrganizationChoice, RoleRestrictionScreen } from './refusal-screens';

const NO_REFETCH = { refetchOnMount: false, refetchOnReconnect: false, refetchOnWindowFocus: false } as const;
const is = (error: unknown, code: number) => error instanceof HttpError && error.code === code;

/** After sign-in: user info (roles, locale) → IP check → role check → the page (§2 gate order). */
export function AccessGates({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const { active, organizations } = useOrganization();
  const { t } = useTranslation('shell');

  const userInfo = useGetUserInfo({
    query: { enabled: auth.isAuthenticated && Boolean(active.id), retry: shouldRetry, staleTime: 5 * 60_000, ...NO_REFETCH },
  });
  const ipCheck = useCheckIpRestriction({
    query: {
      enabled: Boolean(userInfo.data),
      retry: (count, error) => !is(error, 403) && rateLimitAllowsRetry(error) && count < 3,
      staleTime: 5 * 60_000,
      ...NO_REFETCH,
    },
  });

  // A 401 on user info signs the user out.
  useEffect(() => {
    if (is(userInfo.error, 401)) void auth.signoutRedirect();
  }, [userInfo.error, auth]);

  // The user's locale sets the interface language (already applied from the session's claims when
  // they carry it) and the date formatting when user info loads; every screen below waits for it.
  const locale = userInfo.data?.locale;
  const switchingLanguage = useUserLanguage(userInfo.data?.sub, locale);
  useEffect(() => setUserLocale(locale), [locale]);

  // Error reports and analytics learn who and where, once both are known.
  const sub = userInfo.data?.sub;
  const email = userInfo.data?.email;
  useEffect(() => {
    if (!sub) return;
    setReportingContext({ userId: sub, email, organizationId: active.id, organizationName: active.name });
    identifyOnce(sub, active.id);
  }, [sub, email, active.id, active.name]);

  const access = useMemo(() => {
    if (!userInfo.data) return undefined;
    const roles = rolesForOrganization(userInfo.data, active.id, getRuntimeConfig().oidcProjectId);
    return { userInfo: userInfo.data, roles, role: deriveRole(roles) };
  }, [userInfo.data, active.id]);

  // A failed refetch keeps what was loaded; only no data at all stops here.
  if (userInfo.isError && !userInfo.data && !is(userInfo.error, 401)) {
    return <LoadFailedScreen title={t('userInfoFailed')} onRetry={() => void userInfo.refetch()} />;
  }
  if (!access || switchingLanguage || (ipCheck.isPending && !ipCheck.isError)) return <CenteredSpinner label={t('checkingAccess')} />;
  if (is(ipCheck.error, 403) || ipCheck.data?.valid === false) return <IpRestrictionScreen />;
  if (ipCheck.isError && !ipCheck.data) {
    return <LoadFailedScreen title={t('ipCheckFailed')} onRetry={() => void ipCheck.refetch()} />;
  }
  if (!canUseStudio(access.role)) {
    return <RoleRestrictionScreen>{organizations.length > 1 && <OrganizationChoice userInfo={access.userInfo} />}</RoleRestrictionScreen>;
  }
  return <AccessContext.Provider value={access}>{children}</AccessContext.Provider>;
}
