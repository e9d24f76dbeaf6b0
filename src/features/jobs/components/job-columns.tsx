import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import HistoryIcon from '@mui/icons-material/History';
import PlayArrowOutlinedIcon from '@mui/icons-material/PlayArrowOutlined';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { TwoLineCell } from '../../../components/data-table/two-line-cell';
import { actionsColumn } from '../../../components/list-page/actions-column';
import type { Job } from '../../../generated/model';
import { useDateTimeFormat } from '../../../lib/date-format';
import { paths } from '../../../lib/paths';
import { isActive } from '../status';
import { JobTime } from './job-time';
import { JobStatusTag } from './status-tags';

export interface JobColumnActions {
  onExecute(job: Job): void;
  onCancel(job: Job): void;
  onHistory(job: Job): void;
  onEdit(job: Job): void;
  onDelete(job: Job): void;
}

/**
 * The job list's columns: name (to its history), dataset and column, workflow and version, the last
 * execution (status and the time of §4), updated, and the ⋮ menu — execute, cancel a running one,
 * history, edit, delete (unavailable, saying why, while the job runs).
 */
export function useJobColumns(projectId: string, { onExecute, onCancel, onHistory, onEdit, onDelete }: JobColumnActions): GridColDef<Job>[] {
  const { t } = useTranslation('jobs');
  const { t: common } = useTranslation('common');
  const formatDate = useDateTimeFormat();
  return useMemo(
    () => [
      {
        field: 'name',
        headerName: t('columns.name'),
        flex: 1,
        minWidth: 160,
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={paths.jobHistory.href(projectId, row.id)}>
            {row.name}
          </Link>
        ),
      },
      {
        field: 'datasetFileName',
        headerName: t('columns.dataset'),
        width: 200,
        renderCell: ({ row }) => <TwoLineCell primary={row.datasetFileName} secondary={t('columns.column', { name: row.datasetColumn })} />,
      },
      {
        field: 'workflowName',
        headerName: t('columns.workflow'),
        width: 180,
        renderCell: ({ row }) => <TwoLineCell primary={row.workflowName} secondary={t('columns.version', { version: row.workflowVersion })} />,
      },
      {
        field: 'lastExecution',
        headerName: t('columns.lastExecution'),
        width: 170,
        sortable: false,
        renderCell: ({ row }) =>
          row.lastExecution ? (
            <TwoLineCell primary={<JobStatusTag status={row.lastExecution.status} />} secondary={<JobTime execution={row.lastExecution} />} />
          ) : (
            <TwoLineCell primary={t('time.notExecuted')} />
          ),
      },
      { field: 'updatedAt', headerName: t('columns.updatedAt'), width: 160, valueGetter: (_v, row) => formatDate(row.updatedAt) },
      actionsColumn<Job>(common, {
        nameOf: (row) => row.name,
        onEdit,
        onDelete,
        deleteLockedReason: (row) => (isActive(row.lastExecution?.status) ? t('errors.cannotDeleteRunning') : undefined),
        more: (row) => [
          isActive(row.lastExecution?.status)
            ? { label: t('actions.cancel'), icon: <CancelOutlinedIcon fontSize="small" />, onClick: () => onCancel(row) }
            : { label: t('actions.execute'), icon: <PlayArrowOutlinedIcon fontSize="small" />, onClick: () => onExecute(row) },
          { label: t('actions.history'), icon: <HistoryIcon fontSize="small" />, onClick: () => onHistory(row) },
        ],
      }),
    ],
    [t, common, formatDate, projectId, onExecute, onCancel, onHistory, onEdit, onDelete],
  );
}
