import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorScreen } from './error-screen';

/**
 * The role lacks permission for a service or feature (§2): shown in place of a route or screen the
 * signed-in user's role may not use (`RequirePermission`, ./require-permission.tsx), inside the shell.
 */
export function AccessDeniedPage({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('errors');
  return (
    <ErrorScreen landmark="section" title={t('accessDenied.title')} lines={[t('accessDenied.description'), t('accessDenied.contact'), t('accessDenied.reload')]}>
      {children}
    </ErrorScreen>
  );
}
