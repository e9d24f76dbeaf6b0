import BugReportOutlinedIcon from '@mui/icons-material/BugReportOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ClampedTextCell } from '../../../components/data-table/clamped-text-cell';
import { fitTags, fitText } from '../../../components/data-table/column-width';
import { TwoLineCell } from '../../../components/data-table/two-line-cell';
import { useStatusLabel } from '../../../components/status-words';
import { JobRowStatus, type Job, type JobRowResult } from '../../../generated/model';
import { debugWithInputsHref } from '../../../lib/paths';
import { RowStatusTag } from './status-tags';

/** The debug column: its header, or the row's icon button (34 px), whichever is wider. */
const DEBUG_BUTTON = 34;

/**
 * An execution's per-row results: row, input value, output value, status (with the error under it) and, for
 * a failed row, "Debug this input" — the workflow editor's Debug tab with the row's value as the start input.
 * Input and output take the width (on up to two lines each, whole on hover and to screen readers); the other
 * columns are as wide as their content in the interface language, the debug action an icon with its name.
 */
export function useResultColumns(projectId: string, job: Job | undefined): GridColDef<JobRowResult>[] {
  const { t } = useTranslation('jobs');
  const label = useStatusLabel();
  return useMemo(
    () => [
      { field: 'rowNumber', headerName: t('results.row'), width: fitText(['10000', t('results.row')]), align: 'right', headerAlign: 'right' },
      { field: 'inputValue', headerName: t('results.input'), flex: 1, minWidth: 160, renderCell: ({ row }) => <ClampedTextCell text={row.inputValue} /> },
      {
        field: 'outputValue',
        headerName: t('results.output'),
        flex: 1,
        minWidth: 160,
        renderCell: ({ row }) => <ClampedTextCell text={row.outputValue ?? ''} />,
      },
      {
        field: 'status',
        headerName: t('results.status'),
        width: Math.max(fitTags(Object.values(JobRowStatus).map(label)), fitText([t('results.status')])),
        renderCell: ({ row }) => <TwoLineCell primary={<RowStatusTag status={row.status} />} secondary={row.errorMessage} tone="error" />,
      },
      {
        field: 'debug',
        headerName: t('results.debug'),
        width: Math.max(fitText([t('results.debug')]), DEBUG_BUTTON + 20),
        sortable: false,
        renderCell: ({ row }) =>
          row.status === 'JOB_ROW_STATUS_FAILURE' && job?.startNodeVariable ? (
            <Tooltip title={t('results.debugThis')} describeChild>
              <IconButton
                size="small"
                component={RouterLink}
                to={debugWithInputsHref(projectId, job.workflowId, { [job.startNodeVariable]: row.inputValue })}
                aria-label={t('results.debugRow', { row: row.rowNumber })}
              >
                <BugReportOutlinedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          ) : null,
      },
    ],
    [t, label, projectId, job],
  );
}
