import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { ErrorScreen } from '../../components/errors/error-screen';
import { ScreenActions } from './screen-actions';

/** 'Not Found', and the way home: the project list. Inside the shell (which has the `main`): `landmark="section"`. */
export function NotFoundPage({ landmark = 'main' }: { landmark?: 'main' | 'section' }) {
  const { t } = useTranslation('errors');
  return (
    <ErrorScreen title={t('notFound')} landmark={landmark}>
      <ScreenActions>
        <Button variant="contained" component={RouterLink} to={paths.projects.href()}>
          {t('goToProjects')}
        </Button>
      </ScreenActions>
    </ErrorScreen>
  );
}
