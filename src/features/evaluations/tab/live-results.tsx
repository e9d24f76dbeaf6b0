/**
 * Below a moving run's progress: the rows it has finished so far in the results grid (failures first, as
 * for a finished run), read as the run's poll reports more done. Only the first LIVE_ROWS by row number
 * are read while it runs, and the tab says so when more are done; every row (and the charts) once it ends.
 */
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { mutationFailedMessage } from '../../../components/mutation-toast';
import { ErrorState } from '../../../components/states';
import type { EvaluationRun } from '../../../generated/model';
import { ResultsGrid } from './results-grid';
import { useLiveResults } from './use-live-results';

export interface LiveResultsProps {
  projectId: string;
  workflowId: string;
  run: EvaluationRun;
  onOpenTrace: (debugRunId: string) => void;
}

export function LiveResults({ projectId, workflowId, run, onOpenTrace }: LiveResultsProps) {
  const { t, i18n } = useTranslation('evaluationRuns');
  const live = useLiveResults(projectId, workflowId, run);
  if (live.failed) {
    return <ErrorState message={mutationFailedMessage(i18n.t, 'fetch', t('things.results'))} onRetry={live.retry} error={live.error} />;
  }
  if (live.results.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('live.none')}
      </Typography>
    );
  }
  return (
    <>
      <Typography variant="body2" color="text.secondary" data-testid="live-results-note">
        {live.done > live.results.length ? t('live.capped', { shown: live.results.length, done: live.done }) : t('live.sofar')}
      </Typography>
      <ResultsGrid results={live.results} onOpenTrace={onOpenTrace} />
    </>
  );
}
