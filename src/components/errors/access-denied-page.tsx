import { useTranslation } from 'react-i18next';
import { ErrorScreen } from './error-screen';

/** The role lacks permission for a service or feature. */
export function AccessDeniedPage() {
  const { t } = useTranslation('errors');
  return <ErrorScreen title={t('accessDenied.title')} lines={[t('accessDenied.description'), t('accessDenied.contact'), t('accessDenied.reload')]} />;
}
