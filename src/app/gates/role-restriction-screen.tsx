import { useTranslation } from 'react-i18next';
import { ErrorScreen } from '../errors/error-screen';

export function RoleRestrictionScreen({ children }: { children?: React.ReactNode }) {
  const { t } = useTranslation('errors');
  return (
    <ErrorScreen
      title={t('roleRestricted.title')}
      lines={[t('roleRestricted.description'), t('roleRestricted.contact'), t('roleRestricted.ifPermitted'), t('roleRestricted.reload')]}
    >
      {children}
    </ErrorScreen>
  );
}
