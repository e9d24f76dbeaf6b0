import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LogList } from '../../../components/log-list/log-list';
import { toneColor } from '../../../components/tone';
import { ValueView } from '../../../components/value-view/value-view';
import type { CustomNodePreviewResult } from '../../../generated/model';
import { useDurationFormat } from '../../../lib/duration';

/**
 * A preview run's trace: status and elapsed time, the output (or the error), the values used, and the log
 * lines. A simulated run that succeeded (a stand-in backend such as mock mode's, which does not run the
 * code) says so before the output, which it built from the parameter values.
 */
export function PreviewTrace({ result }: { result: CustomNodePreviewResult }) {
  const { t } = useTranslation('customNodes');
  const { duration } = useDurationFormat();
  const failed = result.status === 'PREVIEW_STATUS_FAILED';
  return (
    <Box data-testid="preview-trace" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography role="status" sx={(theme) => ({ fontWeight: 600, ...toneColor(theme, failed ? 'error' : 'success') })}>
        {t(failed ? 'preview.failed' : 'preview.succeeded', { duration: duration(result.durationMs) })}
      </Typography>
      {result.simulated && !failed && (
        <Alert severity="warning" data-testid="preview-simulated">
          <AlertTitle>{t('preview.simulatedTitle')}</AlertTitle>
          {t('preview.simulated')}
        </Alert>
      )}
      {failed && result.errorMessage && (
        <Typography sx={(theme) => toneColor(theme, 'error')} data-testid="preview-error">
          {result.errorMessage}
        </Typography>
      )}
      {Object.entries(result.outputs).map(([name, value]) => (
        <ValueView key={name} name={t('preview.output', { name })} value={typeof value === 'string' ? value : JSON.stringify(value, null, 2)} />
      ))}
      <LogList aria-label={t('preview.log')} lines={result.trace.map((line) => ({ at: line.time, level: line.level, message: line.message }))} height={260} />
    </Box>
  );
}
