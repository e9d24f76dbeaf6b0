import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { formatErrorChain } from '../../api/errors';
import { ErrorScreen } from '../../components/errors/error-screen';
import { reportError } from '../../lib/observability';

/** The generic error page: 'Something went wrong!' with a show/hide toggle for the error. */
export function ErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation('errors');
  const [shown, setShown] = useState(false);
  // What the router caught reaches the reporter (stg, prd), once per error.
  useEffect(() => reportError(error), [error]);
  return (
    <ErrorScreen title={t('somethingWentWrong')}>
      <Button onClick={() => setShown((value) => !value)} aria-expanded={shown} aria-controls="error-details">
        {shown ? t('hideError') : t('showError')}
      </Button>
      {shown && (
        <Box
          id="error-details"
          component="pre"
          sx={{ textAlign: 'left', whiteSpace: 'pre-wrap', bgcolor: 'action.hover', p: 2, borderRadius: 1, fontSize: 13 }}
        >
          {formatErrorChain(error)}
        </Box>
      )}
    </ErrorScreen>
  );
}
