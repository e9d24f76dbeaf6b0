import { useTranslation } from 'react-i18next';
import { ErrorScreen } from '../../components/errors/error-screen';
import { ScreenActions } from '../errors/screen-actions';
import { SignOutButton } from './sign-out-button';

/** No studio role in the active organization (or no organization at all): the way out is another organization (children) or signing out. */
export function RoleRestrictionScreen({ children }: { children?: React.ReactNode }) {
  const { t } = useTranslation('errors');
  return (
    <ErrorScreen
      title={t('roleRestricted.title')}
      lines={[t('roleRestricted.description'), t('roleRestricted.contact'), t('roleRestricted.ifPermitted'), t('roleRestricted.reload')]}
    >
      <ScreenActions>
        {children}
        <SignOutButton />
      </ScreenActions>
    </ErrorScreen>
  );
}
