import { useTranslation } from 'react-i18next';
import { ErrorScreen } from '../../components/errors/error-screen';
import { ScreenActions } from '../errors/screen-actions';
import { SignOutButton } from './sign-out-button';

export function IpRestrictionScreen() {
  const { t } = useTranslation('errors');
  return (
    <ErrorScreen
      title={t('ipRestricted.title')}
      lines={[t('ipRestricted.description'), t('ipRestricted.contact'), t('ipRestricted.ifAllowed'), t('ipRestricted.reload')]}
    >
      <ScreenActions>
        <SignOutButton />
      </ScreenActions>
    </ErrorScreen>
  );
}
