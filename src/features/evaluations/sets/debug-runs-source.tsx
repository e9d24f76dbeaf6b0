/**
 * Rows from past debug runs of the workflow: the succeeded ones are offered (newest first), each with when
 * it ran and its inputs; the picked runs' inputs become the rows and their outputs the expected answers.
 */
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { mutationFailedMessage } from '../../../components/mutation-toast';
import { useListDebugRuns } from '../../../generated/debug-runs/debug-runs';
import { useDateTimeFormat } from '../../../lib/date-format';
import type { SetFormValues } from './forms';

export function DebugRunsSource({ projectId, workflowId }: { projectId: string; workflowId: string }) {
  const { t, i18n } = useTranslation('evaluationSets');
  const { control } = useFormContext<SetFormValues>();
  const formatDate = useDateTimeFormat();
  const runs = useListDebugRuns(projectId, workflowId, { pageSize: 100 });
  const succeeded = (runs.data?.items ?? []).filter((run) => run.status === 'DEBUG_RUN_STATUS_SUCCEEDED');

  if (runs.isPending) return <Typography color="text.secondary">{t('debugRuns.loading')}</Typography>;
  if (runs.isError) return <Typography role="alert">{mutationFailedMessage(i18n.t, 'fetch', t('things.debugRuns'))}</Typography>;
  if (!succeeded.length) return <Typography color="text.secondary">{t('debugRuns.none')}</Typography>;

  return (
    <Controller
      control={control}
      name="debugRunIds"
      render={({ field, fieldState }) => (
        <Box role="group" aria-label={t('debugRuns.group')} sx={{ maxHeight: 280, overflowY: 'auto' }}>
          <Typography variant="subtitle2">{t('debugRuns.group')}</Typography>
          {succeeded.map((run) => {
            const checked = field.value.includes(run.id);
            return (
              <FormControlLabel
                key={run.id}
                sx={{ display: 'flex', alignItems: 'flex-start', mr: 0 }}
                control={
                  <Checkbox checked={checked} onChange={() => field.onChange(checked ? field.value.filter((id) => id !== run.id) : [...field.value, run.id])} />
                }
                label={
                  <Box sx={{ py: 1 }}>
                    <Typography variant="body2">{t('debugRuns.label', { date: formatDate(run.startedAt), revision: run.graphRevision })}</Typography>
                    <Typography variant="body2" color="text.secondary" noWrap sx={{ maxWidth: 640 }}>
                      {run.inputs.map((input) => `${input.name}: ${input.value}`).join(' / ')}
                    </Typography>
                  </Box>
                }
              />
            );
          })}
          <FormHelperText error={Boolean(fieldState.error)}>{fieldState.error?.message ?? t('debugRuns.help', { count: field.value.length })}</FormHelperText>
        </Box>
      )}
    />
  );
}
