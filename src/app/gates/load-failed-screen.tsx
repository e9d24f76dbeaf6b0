import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../api/errors';
import { ErrorScreen } from '../errors/error-screen';
import { ScreenActions } from '../errors/screen-actions';
import { SignOutButton } from './sign-out-button';

/**
 * A call the gates need failed (organizations, user info, the IP check): the spec's message, why
 * (no response at all: the network), and Retry, which runs the call again (the gate's spinner shows
 * meanwhile, as the call has nothing loaded yet), or signing out.
 */
export function LoadFailedScreen({ title, error, onRetry }: { title: string; error: unknown; onRetry(): void }) {
  const { t } = useTranslation(['errors', 'common']);
  const offline = error instanceof HttpError && error.code === 0;
  return (
    <ErrorScreen title={title} lines={[offline ? t('common:offline') : t('errors:loadFailed.tryAgain')]}>
      <ScreenActions>
        <Button variant="contained" onClick={onRetry}>
          {t('common:retry')}
        </Button>
        <SignOutButton />
      </ScreenActions>
    </ErrorScreen>
  );
}
