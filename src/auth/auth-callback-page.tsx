import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { hasAuthParams, useAuth } from 'react-oidc-context';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { CenteredSpinner } from '../components/centered-spinner';
import { LazyAlert } from '../components/lazy-alert';
import { paths } from '../lib/paths';

/** /auth/callback: the provider returns here; no gates run. Back to where the user was. */
export function AuthCallbackPage() {
  const auth = useAuth();
  const { t } = useTranslation('auth');
  // An error from the provider, or this page opened without a sign-in response at all.
  if (auth.error || (!auth.isLoading && !auth.isAuthenticated && !hasAuthParams())) {
    return (
      <Box component="main" sx={{ p: 4, maxWidth: 640, mx: 'auto' }}>
        <LazyAlert severity="error" action={<Button href={paths.root.href()}>{t('signInAgain')}</Button>}>
          {t('signInFailed')}
        </LazyAlert>
      </Box>
    );
  }
  if (auth.isAuthenticated && auth.user) {
    const target =
      typeof auth.user.url_state === 'string' && auth.user.url_state.startsWith('/') && !auth.user.url_state.startsWith(paths.authCallback.path)
        ? auth.user.url_state
        : paths.projects.href();
    return <Navigate to={target} replace />;
  }
  return <CenteredSpinner label={t('signingIn')} />;
}
