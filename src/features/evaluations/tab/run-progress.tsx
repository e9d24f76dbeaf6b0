/**
 * A run still moving: a progress bar (rows done of total), passed and failed so far, about how long the
 * rows left take, and Cancel — the run stops where it is (no row runs after it) and the bar with it.
 */
import StopIcon from '@mui/icons-material/Stop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useToastMutation } from '../../../components/mutation/use-toast-mutation';
import { getCancelEvaluationRunMutationOptions } from '../../../generated/evaluations/evaluations';
import type { EvaluationRun } from '../../../generated/model';
import { useDurationFormat } from '../../../lib/duration';

export function RunProgress({ projectId, workflowId, run, canCancel }: { projectId: string; workflowId: string; run: EvaluationRun; canCancel: boolean }) {
  const { t } = useTranslation('evaluationRuns');
  const { duration } = useDurationFormat();
  const cancel = useToastMutation(getCancelEvaluationRunMutationOptions(), { verb: 'cancel', thing: t('things.run') });
  const { total, done, passed, failed, errored } = run.counts;
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  const pending = run.status === 'EVALUATION_RUN_STATUS_PENDING';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }} data-testid="run-progress">
      <LinearProgress
        variant={pending ? 'indeterminate' : 'determinate'}
        value={percent}
        aria-label={t('progress.label')}
        aria-valuetext={t('progress.rows', { done, total })}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Typography variant="body2" role="status">
          {pending ? t('progress.pending') : t('progress.counts', { done, total, passed, failed: failed + errored })}
          {run.estimatedSecondsLeft !== undefined && ` ${t('progress.left', { time: duration(run.estimatedSecondsLeft * 1000) })}`}
        </Typography>
        {canCancel && (
          <Button
            variant="outlined"
            color="error"
            size="small"
            startIcon={<StopIcon />}
            sx={{ ml: 'auto' }}
            disabled={cancel.isPending}
            onClick={() => cancel.mutate({ projectId, workflowId, runId: run.id })}
          >
            {t('progress.cancel')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
