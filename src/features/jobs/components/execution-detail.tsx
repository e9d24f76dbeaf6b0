import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LazyPagedDataGrid } from '../../../components/data-table/lazy-paged-data-grid';
import { TWO_LINE_ROW_HEIGHT } from '../../../components/data-table/two-line-cell';
import { useListSearch } from '../../../components/data-table/use-list-search';
import { LoadingState, ErrorState } from '../../../components/states';
import { mutationFailedMessage } from '../../../components/mutation-toast';
import { useGetJobExecution } from '../../../generated/jobs/jobs';
import type { Job, JobRowResult } from '../../../generated/model';
import { useDateTimeFormat } from '../../../lib/date-format';
import { useDurationFormat } from '../../../lib/duration';
import { isExecutionNotFound } from '../errors';
import { downloadCsv } from '../../../lib/csv';
import { resultsCsv, resultsFileName } from '../export/results-csv';
import { pollWhile } from '../../../components/data-table/poll-while';
import { useStatusLabel } from '../../../components/status-words';
import { isActive } from '../status';
import { useResultColumns } from './result-columns';
import { JobStatusTag } from './status-tags';

/**
 * One execution: its status, start, finish, time and rows; its per-row results in the paged grid (page in
 * the URL), polled while it runs; Export CSV (UTF-8 with BOM, for Excel). An unknown id says 'Execution not
 * found for job' (§8).
 */
export function ExecutionDetail({ projectId, job, executionId }: { projectId: string; job: Job | undefined; executionId: string }) {
  const { t, i18n } = useTranslation('jobs');
  const formatDate = useDateTimeFormat();
  const { duration } = useDurationFormat();
  const { page, pageSize } = useListSearch();
  const execution = useGetJobExecution(projectId, job?.id ?? '', executionId, {
    query: { enabled: Boolean(job), retry: false, refetchInterval: pollWhile((run) => isActive(run.status)) },
  });
  const columns = useResultColumns(projectId, job);
  const statusLabel: (status: JobRowResult['status']) => string = useStatusLabel();

  if (execution.isError && !execution.data) {
    return isExecutionNotFound(execution.error) ? (
      <Alert severity="warning">{t('errors.executionNotFound')}</Alert>
    ) : (
      <ErrorState
        message={mutationFailedMessage(i18n.t, 'fetch', t('things.executionResults'))}
        onRetry={() => void execution.refetch()}
        error={execution.error}
      />
    );
  }
  if (!execution.data) return <LoadingState />;
  const run = execution.data;
  const started = run.startedAt ? Date.parse(run.startedAt) : undefined;
  const finished = run.finishedAt ? Date.parse(run.finishedAt) : undefined;
  const rows = run.results.slice((page - 1) * pageSize, page * pageSize);

  return (
    <Box component="section" aria-label={t('history.executionLabel')}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <JobStatusTag status={run.status} />
        <Typography variant="body2">{t('history.started', { at: run.startedAt ? formatDate(run.startedAt) : '—' })}</Typography>
        <Typography variant="body2">{t('history.finished', { at: run.finishedAt ? formatDate(run.finishedAt) : '—' })}</Typography>
        {started !== undefined && finished !== undefined && (
          <Typography variant="body2">{t('time.executionTime', { duration: duration(finished - started) })}</Typography>
        )}
        <Typography variant="body2" role="status">
          {t('history.rowsDetail', { processed: run.processedRows, total: run.totalRows, succeeded: run.succeededRows, failed: run.failedRows })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('history.by', { name: run.executedBy.name })}
        </Typography>
        <Button
          variant="outlined"
          size="small"
          startIcon={<DownloadIcon />}
          sx={{ ml: 'auto' }}
          disabled={!run.results.length}
          onClick={() =>
            downloadCsv(
              resultsCsv(
                run.results,
                { rowNumber: t('results.row'), input: t('results.input'), output: t('results.output'), status: t('results.status'), error: t('results.error') },
                statusLabel,
              ),
              resultsFileName(run.jobName, run.startedAt ?? run.createdAt),
            )
          }
        >
          {t('history.exportCsv')}
        </Button>
      </Box>
      <LazyPagedDataGrid<JobRowResult>
        label={t('results.gridLabel')}
        rows={rows}
        columns={columns}
        rowCount={run.results.length}
        loading={execution.isFetching && !execution.data}
        getRowId={(row) => row.rowNumber}
        rowHeight={TWO_LINE_ROW_HEIGHT}
      />
    </Box>
  );
}
