import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TwoLineCell } from '../../../components/data-table/two-line-cell';
import { actionsColumn } from '../../../components/list-page/actions-column';
import type { DatasetFile } from '../../../generated/model';
import { useDateTimeFormat } from '../../../lib/date-format';
import { formatBytes } from '../../../lib/format-bytes';
import { serverMessage } from '../errors';
import { fileTypeLabel } from '../file-types';
import { DatasetStatusTag } from './status-tag';

/**
 * The File List's columns (§3): file name, status (with why a file failed under it), size, type, rows
 * (once uploaded), last updated and by whom, and the ⋮ menu (Delete). Two-line cells
 * (TWO_LINE_ROW_HEIGHT), so everything fits at 1280 px in both languages.
 */
export function useDatasetColumns({ onDelete }: { onDelete(file: DatasetFile): void }): GridColDef<DatasetFile>[] {
  const { t, i18n } = useTranslation('datasets');
  const { t: common } = useTranslation('common');
  const formatDate = useDateTimeFormat();
  return useMemo(() => {
    const count = new Intl.NumberFormat(i18n.language);
    return [
      { field: 'fileName', headerName: t('list.columns.fileName'), flex: 1, minWidth: 200 },
      {
        field: 'status',
        headerName: t('list.columns.status'),
        width: 170,
        renderCell: ({ row }) => (
          <TwoLineCell
            primary={<DatasetStatusTag status={row.status} />}
            secondary={row.status === 'DATASET_FILE_STATUS_FAILED' ? serverMessage(i18n.t, row.errorMessage) : undefined}
            tone="error"
          />
        ),
      },
      {
        field: 'size',
        headerName: t('list.columns.size'),
        width: 90,
        align: 'right',
        headerAlign: 'right',
        valueGetter: (_v, row) => formatBytes(row.size, i18n.language),
      },
      { field: 'type', headerName: t('list.columns.type'), width: 76, valueGetter: (_v, row) => fileTypeLabel(row.type) },
      {
        field: 'rowCount',
        headerName: t('list.columns.rows'),
        width: 90,
        align: 'right',
        headerAlign: 'right',
        valueGetter: (_v, row) => (row.status === 'DATASET_FILE_STATUS_UPLOADED' ? count.format(row.rowCount) : t('list.notCounted')),
      },
      {
        field: 'updatedAt',
        headerName: t('list.columns.updatedAt'),
        width: 190,
        renderCell: ({ row }) => <TwoLineCell primary={formatDate(row.updatedAt)} secondary={t('list.by', { name: row.updatedBy.name })} />,
      },
      actionsColumn<DatasetFile>(common, { nameOf: (row) => row.fileName, onDelete }),
    ];
  }, [t, i18n.language, i18n.t, common, formatDate, onDelete]);
}
