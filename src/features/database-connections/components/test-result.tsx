import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { mutationFailedMessage } from '../../../components/mutation-toast';
import type { DatabaseConnectionTestResult } from '../../../generated/model';
import { useDateTimeFormat } from '../../../lib/date-format';
import { refusalMessage } from '../errors';

/**
 * A connection test's answer, said plainly: connected (the server's version and how long connecting
 * took) or failed (the database's own message); a call that failed says so in the spec's words (with
 * the reason the user can act on, when there is one).
 */
export function TestResult({ result, error }: { result?: DatabaseConnectionTestResult | undefined; error?: unknown }) {
  const { t, i18n } = useTranslation('databaseConnections');
  const formatDate = useDateTimeFormat({ seconds: true });
  if (error) {
    const reason = refusalMessage(i18n.t, error);
    return (
      <Alert severity="error" role="alert" sx={{ mt: 1 }}>
        <AlertTitle>{mutationFailedMessage(i18n.t, 'execute', t('things.test'))}</AlertTitle>
        {reason}
      </Alert>
    );
  }
  if (!result) return null;
  const testedAt = t('test.testedAt', { time: formatDate(result.testedAt) });
  if (!result.success) {
    return (
      <Alert severity="error" role="status" sx={{ mt: 1 }}>
        <AlertTitle>{t('test.failed')}</AlertTitle>
        <Box component="span" sx={{ display: 'block', fontFamily: 'monospace', wordBreak: 'break-word' }}>
          {result.message}
        </Box>
        <Box component="span" sx={{ display: 'block', mt: 0.5, color: 'text.secondary' }}>
          {testedAt}
        </Box>
      </Alert>
    );
  }
  return (
    <Alert severity="success" role="status" sx={{ mt: 1 }}>
      <AlertTitle>{t('test.succeeded')}</AlertTitle>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          columnGap: 1.5,
          rowGap: 0.25,
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0, wordBreak: 'break-word' },
        }}
      >
        {result.serverVersion && (
          <>
            <dt>{t('test.serverVersion')}</dt>
            <dd>{result.serverVersion}</dd>
          </>
        )}
        {result.latencyMs !== undefined && (
          <>
            <dt>{t('test.latency')}</dt>
            <dd>{t('test.latencyValue', { ms: result.latencyMs })}</dd>
          </>
        )}
        <dt>{t('test.message')}</dt>
        <dd>{result.message}</dd>
      </Box>
      <Box component="span" sx={{ display: 'block', mt: 0.5, color: 'text.secondary' }}>
        {testedAt}
      </Box>
    </Alert>
  );
}
