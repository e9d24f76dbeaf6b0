import BugReportOutlinedIcon from '@mui/icons-material/BugReportOutlined';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { TwoLineCell } from '../../../components/data-table/two-line-cell';
import type { Job, JobRowResult } from '../../../generated/model';
import { debugWithInputsHref } from '../../../lib/paths';
import { RowStatusTag } from './status-tags';

/**
 * An execution's per-row results: row, input value, output value, status (with the error under it) and, for
 * a failed row, "Debug this input" — the workflow editor's Debug tab with the row's value as the start input.
 */
export function useResultColumns(projectId: string, job: Job | undefined): GridColDef<JobRowResult>[] {
  const { t } = useTranslation('jobs');
  return useMemo(
    () => [
      { field: 'rowNumber', headerName: t('results.row'), width: 60, align: 'right', headerAlign: 'right' },
      { field: 'inputValue', headerName: t('results.input'), flex: 1.2, minWidth: 120, renderCell: ({ row }) => <span title={row.inputValue}>{row.inputValue}</span> },
      { field: 'outputValue', headerName: t('results.output'), flex: 1, minWidth: 100, renderCell: ({ row }) => <span title={row.outputValue}>{row.outputValue ?? ''}</span> },
      {
        field: 'status',
        headerName: t('results.status'),
        width: 150,
        renderCell: ({ row }) => <TwoLineCell primary={<RowStatusTag status={row.status} />} secondary={row.errorMessage} tone="error" />,
      },
      {
        field: 'debug',
        headerName: t('results.debug'),
        width: 176,
        sortable: false,
        renderCell: ({ row }) =>
          row.status === 'JOB_ROW_STATUS_FAILURE' && job?.startNodeVariable ? (
            <Button
              size="small"
              startIcon={<BugReportOutlinedIcon />}
              component={RouterLink}
              to={debugWithInputsHref(projectId, job.workflowId, { [job.startNodeVariable]: row.inputValue })}
              aria-label={t('results.debugRow', { row: row.rowNumber })}
            >
              {t('results.debugThis')}
            </Button>
          ) : null,
      },
    ],
    [t, projectId, job],
  );
}
