import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { forbiddenReason, type HttpError, isForbidden } from '../../api/errors';
import { ErrorScreen } from './error-screen';

/**
 * The role lacks permission for a service or feature (§2): shown in place of a route or screen the
 * signed-in user's role may not use (`RequirePermission`, ./require-permission.tsx), or whose data the
 * backend refused (403, `refusedLoad`), inside the shell. Given the refusal, it also says why when the
 * contract's reason is one the user can act on (no role in this organization, an IP address refused).
 */
export function AccessDeniedPage({ children, error }: { children?: ReactNode; error?: unknown }) {
  const { t } = useTranslation(['errors', 'common']);
  const reason = forbiddenReason(error);
  const why = reason === 'TENANT_FORBIDDEN' || reason === 'IP_FORBIDDEN' ? [t(`common:refusal.${reason}`)] : [];
  return (
    <ErrorScreen
      landmark="section"
      title={t('accessDenied.title')}
      lines={[t('accessDenied.description'), ...why, t('accessDenied.contact'), t('accessDenied.reload')]}
    >
      {children}
    </ErrorScreen>
  );
}

/**
 * The refusal (403) of a page's own data when nothing of it is on screen yet, else undefined: the page
 * then shows `<AccessDeniedPage error={…} />` in its place (a 403 is never retried: src/api/query-client.ts).
 * A refused refetch keeps what was loaded, as any failed refetch does.
 */
export function refusedLoad(...queries: { error?: unknown; data?: unknown }[]): HttpError | undefined {
  const refused = queries.find((query) => query.data === undefined && isForbidden(query.error));
  return refused?.error as HttpError | undefined;
}
