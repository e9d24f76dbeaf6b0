/**
 * One run: polled while pending or running (a progress bar: rows done of total, passed, failed, the time
 * left, and Cancel; below it the rows finished so far), then its results — the figures, the charts (loaded when first shown: they are heavy)
 * and the rows, failures first; Export CSV of every row.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { mutationFailedMessage } from '../../../components/mutation-toast';
import { ErrorState, LoadingState } from '../../../components/states';
import { useGetEvaluationRun } from '../../../generated/evaluations/evaluations';
import type { EvaluationRun } from '../../../generated/model';
import { useDateTimeFormat } from '../../../lib/date-format';
import { ExportResultsButton } from '../export';
import { LiveResults } from './live-results';
import { ResultsGrid } from './results-grid';
import { RunFigures } from './run-figures';
import { RunProgress } from './run-progress';
import { isRunActive, pollRun, RunStatusTag } from './run-status';
import { useRunResults } from './use-run-results';

const RunCharts = lazy(() => import('./run-charts'));

export interface RunDetailProps {
  projectId: string;
  workflowId: string;
  runId: string;
  /** The run as the list has it, shown until its own read answers. */
  initial: EvaluationRun | undefined;
  /** The set's runs (the latency and tokens chart draws them). */
  runs: readonly EvaluationRun[];
  canCancel: boolean;
  onOpenTrace: (debugRunId: string) => void;
}

export function RunDetail({ projectId, workflowId, runId, initial, runs, canCancel, onOpenTrace }: RunDetailProps) {
  const { t, i18n } = useTranslation('evaluationRuns');
  const formatDate = useDateTimeFormat();
  const query = useGetEvaluationRun(projectId, workflowId, runId, { query: { refetchInterval: pollRun } });
  const run = query.data ?? initial;
  // A run the list already has as finished shows its results at once (its own read is for a moving run's progress).
  const results = useRunResults(projectId, workflowId, run);
  if (!run) {
    return query.isError ? (
      <ErrorState message={mutationFailedMessage(i18n.t, 'fetch', t('things.run'))} onRetry={() => void query.refetch()} error={query.error} />
    ) : (
      <LoadingState label={t('loading')} />
    );
  }
  const active = isRunActive(run.status);
  return (
    <Box component="section" aria-label={t('run.label', { revision: run.revision })} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <RunStatusTag status={run.status} />
        <Typography variant="body2">{t('run.revision', { revision: run.revision })}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('run.started', { at: formatDate(run.startedAt), name: run.startedBy.name })}
        </Typography>
        {!active && (
          <Box sx={{ ml: 'auto' }}>
            <ExportResultsButton projectId={projectId} workflowId={workflowId} run={run} />
          </Box>
        )}
      </Box>
      {active ? (
        <>
          <RunProgress projectId={projectId} workflowId={workflowId} run={run} canCancel={canCancel} />
          <LiveResults projectId={projectId} workflowId={workflowId} run={run} onOpenTrace={onOpenTrace} />
        </>
      ) : (
        <>
          <RunFigures run={run} />
          {results.failed ? (
            <ErrorState message={mutationFailedMessage(i18n.t, 'fetch', t('things.results'))} onRetry={results.retry} error={results.error} />
          ) : results.loading ? (
            <LoadingState label={t('loading')} />
          ) : (
            <>
              <Suspense fallback={<LoadingState label={t('loading')} />}>
                <RunCharts results={results.results} runs={runs} />
              </Suspense>
              <ResultsGrid results={results.results} onOpenTrace={onOpenTrace} />
            </>
          )}
        </>
      )}
    </Box>
  );
}
