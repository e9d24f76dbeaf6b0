import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../api/errors';
import { LazyAlert, usePreloadAlertWhenIdle } from './lazy-alert';

const isNetworkError = (error: unknown) => error instanceof HttpError && error.code === 0;

/**
 * 'Offline' when the browser says so or a call got no response at all; gone again when the browser
 * is back online or a call succeeds.
 */
export function NetworkStatus() {
  const { t } = useTranslation('common');
  const queryClient = useQueryClient();
  usePreloadAlertWhenIdle();
  const [offline, setOffline] = useState(() => typeof navigator !== 'undefined' && !navigator.onLine);

  useEffect(() => {
    const goOffline = () => setOffline(true);
    const goOnline = () => setOffline(false);
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated') return;
      if (event.action.type === 'error' && isNetworkError(event.action.error)) setOffline(true);
      if (event.action.type === 'success') setOffline(false);
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated') return;
      if (event.action.type === 'error' && isNetworkError(event.action.error)) setOffline(true);
      if (event.action.type === 'success') setOffline(false);
    });
    return () => {
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient]);

  if (!offline) return null;
  return (
    <LazyAlert
      severity="warning"
      role="status"
      data-testid="offline-notice"
      sx={{ position: 'fixed', top: 72, left: '50%', transform: 'translateX(-50%)', zIndex: 1600 }}
    >
      {t('offline')}
    </LazyAlert>
  );
}
