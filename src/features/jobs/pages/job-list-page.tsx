import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { TWO_LINE_ROW_HEIGHT } from '../../../components/data-table/two-line-cell';
import { pollListWhile } from '../../../components/data-table/poll-while';
import { KEEP_PAGE, listParams, useListSearch } from '../../../components/data-table/use-list-search';
import { DeleteDialog } from '../../../components/delete-dialog';
import { ListPage } from '../../../components/list-page/list-page';
import { useListDialog } from '../../../components/list-page/use-list-dialog';
import { mutationFailedMessage } from '../../../components/mutation-toast';
import { useToastMutation } from '../../../components/mutation/use-toast-mutation';
import { getCancelJobExecutionMutationOptions, getDeleteJobMutationOptions, getExecuteJobMutationOptions, useListJobs } from '../../../generated/jobs/jobs';
import type { Job } from '../../../generated/model';
import { paths } from '../../../lib/paths';
import { useProjectId } from '../../../lib/use-project-id';
import { CancelExecutionDialog } from '../components/cancel-execution-dialog';
import { useJobColumns } from '../components/job-columns';
import { deleteRefusal, runRefusal } from '../errors';
import { isActive } from '../status';
import { AREA_ICONS } from '../../../components/areas/area-icons';

// The dialog (form and its dependent pickers) loads when it is first wanted.
const loadDialog = () => import('../components/job-dialog');
const JobDialog = lazy(async () => ({ default: (await loadDialog()).JobDialog }));

/**
 * Batch jobs (route jobs; page and name in the URL): each runs a workflow over one column of a dataset
 * file. The list polls while a job runs; execute, cancel, edit, delete (refused, saying why, while it runs);
 * the name opens the job's execution history.
 */
export function JobListPage() {
  const { t, i18n } = useTranslation('jobs');
  const projectId = useProjectId();
  const navigate = useNavigate();
  const list = useListJobs(projectId, listParams(useListSearch()), {
    query: { ...KEEP_PAGE.query, refetchInterval: pollListWhile((job: Job) => isActive(job.lastExecution?.status)) },
  });
  const dialogs = useListDialog<Job>();
  const { deleting } = dialogs;
  const explainRun = (error: unknown) => runRefusal(i18n.t, error);
  const remove = useToastMutation(getDeleteJobMutationOptions(), {
    verb: 'delete',
    thing: t('things.job'),
    name: () => deleting?.name,
    explain: (error) => deleteRefusal(i18n.t, error),
  });
  const execute = useToastMutation(getExecuteJobMutationOptions(), {
    verb: 'execute',
    thing: t('things.job'),
    name: (run) => run.jobName,
    explain: explainRun,
  });
  const cancel = useToastMutation(getCancelJobExecutionMutationOptions(), { verb: 'cancel', thing: t('things.execution'), explain: explainRun });
  const { mutate: startExecution } = execute;
  const { mutate: cancelExecution } = cancel;
  const onExecute = useCallback((job: Job) => startExecution({ projectId, jobId: job.id }), [startExecution, projectId]);
  // Cancelling is asked first: the rows done so far are kept, the rest do not run.
  const [cancelling, setCancelling] = useState<Job | null>(null);
  const onCancel = useCallback((job: Job) => job.lastExecution && setCancelling(job), []);
  const closeCancel = () => setCancelling(null);
  const onHistory = useCallback((job: Job) => navigate(paths.jobHistory.href(projectId, job.id)), [navigate, projectId]);
  const closeDelete = () => {
    remove.reset();
    dialogs.close();
  };

  return (
    <ListPage
      title={t('title')}
      icon={AREA_ICONS.jobs}
      description={t('description')}
      primaryAction={{ label: t('actions.create'), onClick: dialogs.create, onIntent: () => void loadDialog() }}
      things={t('things.jobs')}
      searchLabel={t('search')}
      gridLabel={t('gridLabel')}
      emptyMessage={t('empty')}
      query={list}
      rowHeight={TWO_LINE_ROW_HEIGHT}
      columns={useJobColumns(projectId, { onExecute, onCancel, onHistory, onEdit: dialogs.edit, onDelete: dialogs.remove })}
    >
      {dialogs.formOpen && (
        <Suspense fallback={null}>
          <JobDialog projectId={projectId} job={dialogs.editing} onClose={dialogs.close} />
        </Suspense>
      )}
      {deleting && (
        <DeleteDialog
          open
          title={t('deleteDialog.title')}
          description={t('deleteDialog.description', { name: deleting.name })}
          confirmationValue={deleting.name}
          pending={remove.isPending}
          {...(remove.error ? { error: deleteRefusal(i18n.t, remove.error) ?? mutationFailedMessage(i18n.t, 'delete', t('things.job'), remove.error) } : {})}
          onClose={closeDelete}
          onConfirm={() => remove.mutate({ projectId, jobId: deleting.id }, { onSuccess: closeDelete })}
        />
      )}
      <CancelExecutionDialog
        job={cancelling}
        pending={cancel.isPending}
        onClose={closeCancel}
        onConfirm={() =>
          cancelling?.lastExecution &&
          cancelExecution({ projectId, jobId: cancelling.id, executionId: cancelling.lastExecution.id }, { onSuccess: closeCancel })
        }
      />
    </ListPage>
  );
}
