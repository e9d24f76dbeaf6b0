import { useTranslation } from 'react-i18next';
import { ErrorScreen } from './error-screen';

/** Title only: 'Not Found'. */
export function NotFoundPage() {
  const { t } = useTranslation('errors');
  return <ErrorScreen title={t('notFound')} />;
}
