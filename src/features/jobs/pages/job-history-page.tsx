import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { mutationFailedMessage } from '../../../components/mutation-toast';
import { useToastMutation } from '../../../components/mutation/use-toast-mutation';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { AccessDeniedPage, refusedLoad } from '../../../components/errors/access-denied-page';
import { getCancelJobExecutionMutationOptions, getExecuteJobMutationOptions, useGetJob, useListJobExecutions } from '../../../generated/jobs/jobs';
import { jobHistorySearchSchema, parseSearch } from '../../../lib/search-params';
import { useProjectId } from '../../../lib/use-project-id';
import { CancelExecutionDialog } from '../components/cancel-execution-dialog';
import { ExecutionDetail } from '../components/execution-detail';
import { ExecutionsList } from '../components/executions-list';
import { runRefusal } from '../errors';
import { pollListWhile, pollWhile } from '../../../components/data-table/poll-while';
import { isActive } from '../status';
import { AREA_ICONS } from '../../../components/areas/area-icons';
import { PageHeader } from '../../../components/page-header/page-header';

// The chart library loads with the chart, on this page only.
const ExecutionsChart = lazy(() => import('../components/executions-chart'));

/** Executions shown in the list and the chart (the largest page the contract serves). */
const EXECUTIONS_PAGE = 100;

/**
 * A job's execution history (route jobs/:jobId/history, `historyId` in the URL): a chart of its executions
 * over time (duration, failure rate), the executions (newest first), and the chosen one's per-row results.
 * Execute and cancel from here; everything polls while an execution runs.
 */
export function JobHistoryPage() {
  const { t, i18n } = useTranslation('jobs');
  const projectId = useProjectId();
  const jobId = useParams().jobId ?? '';
  const [searchParams, setSearchParams] = useSearchParams();
  const { historyId } = parseSearch(jobHistorySearchSchema, searchParams);
  const job = useGetJob(projectId, jobId, { query: { refetchInterval: pollWhile((current) => isActive(current.lastExecution?.status)) } });
  const executions = useListJobExecutions(
    projectId,
    jobId,
    { page: 1, pageSize: EXECUTIONS_PAGE },
    {
      query: { refetchInterval: pollListWhile((run) => isActive(run.status)) },
    },
  );
  const items = executions.data?.items ?? [];
  const selectedId = historyId ?? items[0]?.id;
  const select = (id: string) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      next.set('historyId', id);
      next.delete('page');
      return next;
    });
  const explain = (error: unknown) => runRefusal(i18n.t, error);
  const execute = useToastMutation(getExecuteJobMutationOptions(), { verb: 'execute', thing: t('things.job'), name: (run) => run.jobName, explain });
  const cancel = useToastMutation(getCancelJobExecutionMutationOptions(), { verb: 'cancel', thing: t('things.execution'), explain });
  const active = job.data?.lastExecution && isActive(job.data.lastExecution.status) ? job.data.lastExecution : undefined;
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const activeRun = active && items.find((run) => run.id === active.id);
  const refused = refusedLoad(job, executions);

  if (refused) return <AccessDeniedPage error={refused} />;
  return (
    <Box component="section" sx={{ p: 3, maxWidth: 1400, mx: 'auto' }}>
      <PageHeader
        icon={AREA_ICONS.jobs}
        title={job.data ? t('history.title', { name: job.data.name }) : t('history.titleLoading')}
        description={
          job.data &&
          t('history.subtitle', {
            dataset: job.data.datasetFileName,
            column: job.data.datasetColumn,
            workflow: job.data.workflowName,
            version: job.data.workflowVersion,
          })
        }
        actions={
          job.data &&
          (active ? (
            <Button variant="outlined" color="warning" startIcon={<CancelOutlinedIcon />} loading={cancel.isPending} onClick={() => setConfirmingCancel(true)}>
              {t('actions.cancel')}
            </Button>
          ) : (
            <Button
              variant="contained"
              startIcon={<PlayArrowIcon />}
              loading={execute.isPending}
              onClick={() => execute.mutate({ projectId, jobId }, { onSuccess: (run) => select(run.id) })}
            >
              {t('actions.execute')}
            </Button>
          ))
        }
      />
      <CancelExecutionDialog
        job={confirmingCancel && active && job.data ? job.data : null}
        progress={activeRun}
        pending={cancel.isPending}
        onClose={() => setConfirmingCancel(false)}
        onConfirm={() => active && cancel.mutate({ projectId, jobId, executionId: active.id }, { onSuccess: () => setConfirmingCancel(false) })}
      />
      {job.isError && !job.data && (
        <ErrorState message={mutationFailedMessage(i18n.t, 'fetch', t('things.job'))} onRetry={() => void job.refetch()} error={job.error} />
      )}

      {executions.isPending && <LoadingState />}
      {executions.isError && !executions.data && (
        <ErrorState
          message={mutationFailedMessage(i18n.t, 'fetch', t('things.executions'))}
          onRetry={() => void executions.refetch()}
          error={executions.error}
        />
      )}
      {executions.data && items.length === 0 && !historyId && <EmptyState message={t('history.empty')} />}
      {items.length > 1 && (
        <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
          <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
            {t('chart.title')}
          </Typography>
          <Suspense fallback={<Box sx={{ height: 240 }} />}>
            <ExecutionsChart executions={items} />
          </Suspense>
        </Paper>
      )}
      {(items.length > 0 || historyId) && (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '300px 1fr' }, gap: 2, alignItems: 'start' }}>
          <Box>
            <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
              {t('history.executions', { count: executions.data?.totalCount ?? 0 })}
            </Typography>
            <ExecutionsList executions={items} selectedId={selectedId} onSelect={select} />
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
              {t('history.results')}
            </Typography>
            {selectedId && <ExecutionDetail projectId={projectId} job={job.data} executionId={selectedId} />}
          </Box>
        </Box>
      )}
    </Box>
  );
}
