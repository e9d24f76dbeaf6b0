import { useTranslation } from 'react-i18next';
import { ErrorScreen } from '../errors/error-screen';

export function IpRestrictionScreen() {
  const { t } = useTranslation('errors');
  return (
    <ErrorScreen
      title={t('ipRestricted.title')}
      lines={[t('ipRestricted.description'), t('ipRestricted.contact'), t('ipRestricted.ifAllowed'), t('ipRestricted.reload')]}
    />
  );
}
