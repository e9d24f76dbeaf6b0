import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { ErrorScreen } from '../../components/errors/error-screen';
import { ScreenActions } from '../errors/screen-actions';
import { SignOutButton } from './sign-out-button';

/**
 * A call the gates need failed (organizations, user info, the IP check): the spec's message and
 * Retry, which runs the call again (the gate's spinner shows meanwhile, as nothing is loaded yet), or
 * signing out. No response at all is explained by the offline notice above every screen.
 */
export function LoadFailedScreen({ title, onRetry }: { title: string; onRetry(): void }) {
  const { t } = useTranslation(['errors', 'common']);
  return (
    <ErrorScreen title={title} lines={[t('errors:loadFailed.tryAgain')]}>
      <ScreenActions>
        <Button variant="contained" onClick={onRetry}>
          {t('common:retry')}
        </Button>
        <SignOutButton />
      </ScreenActions>
    </ErrorScreen>
  );
}
