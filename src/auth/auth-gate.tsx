import { type ReactNode, useEffect } from 'react';
import { useAuth } from 'react-oidc-context';
import { useTranslation } from 'react-i18next';
import { CenteredSpinner } from '../components/centered-spinner';
import { ensureSession } from './session-check';
import { getUserManager } from './user-manager';

/** Authenticated, or a centred spinner while the sign-in check runs (and redirects when needed). */
export function AuthGate({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const { t } = useTranslation('auth');
  const needsCheck = !auth.isLoading && !auth.isAuthenticated && !auth.activeNavigator;

  useEffect(() => {
    if (needsCheck) void ensureSession(getUserManager());
  }, [needsCheck]);

  useEffect(
    // Automatic renew failed and the token ran out: check again (renew, or sign in).
    () => auth.events.addAccessTokenExpired(() => void ensureSession(getUserManager())),
    [auth.events],
  );

  if (!auth.isAuthenticated) return <CenteredSpinner label={t('signingIn')} />;
  return <>{children}</>;
}
