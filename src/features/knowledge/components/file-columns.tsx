import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TwoLineCell } from '../../../components/data-table/two-line-cell';
import { actionsColumn } from '../../../components/list-page/actions-column';
import type { KnowledgeFile } from '../../../generated/model';
import { useDateTimeFormat } from '../../../lib/date-format';
import { formatBytes } from '../../../lib/format-bytes';
import { failureReason } from '../errors';
import { fileTypeLabel } from '../file-types';
import { FileStatusTag } from './status-tags';

/**
 * The file list's columns (§3): file name, status (with why an upload failed), size, type, indexes using
 * it, last updated and by whom, created and by whom, and the ⋮ menu (Delete). Cells of two lines
 * (TWO_LINE_ROW_HEIGHT), so everything fits at 1280 px.
 */
export function useFileColumns({ onDelete }: { onDelete(file: KnowledgeFile): void }): GridColDef<KnowledgeFile>[] {
  const { t, i18n } = useTranslation('knowledge');
  const { t: common } = useTranslation('common');
  const formatDate = useDateTimeFormat();
  return useMemo(
    () => [
      { field: 'fileName', headerName: t('files.columns.fileName'), flex: 1.4, minWidth: 150 },
      {
        field: 'status',
        headerName: t('files.columns.status'),
        width: 132,
        renderCell: ({ row }) => (
          <TwoLineCell primary={<FileStatusTag status={row.status} />} secondary={row.status === 'FILE_STATUS_FAILED' ? failureReason(i18n.t, row.statusMessage) : undefined} tone="error" />
        ),
      },
      { field: 'size', headerName: t('files.columns.size'), width: 84, align: 'right', headerAlign: 'right', valueGetter: (_v, row) => formatBytes(row.size, i18n.language) },
      { field: 'type', headerName: t('files.columns.type'), width: 68, valueGetter: (_v, row) => fileTypeLabel(row.type) },
      {
        field: 'indexIds',
        headerName: t('files.columns.usedBy'),
        width: 92,
        valueGetter: (_v, row) => (row.indexIds?.length ? t('files.indexCount', { count: row.indexIds.length }) : '—'),
      },
      {
        field: 'updatedAt',
        headerName: t('files.columns.updatedAt'),
        flex: 1,
        minWidth: 176,
        renderCell: ({ row }) => <TwoLineCell primary={formatDate(row.updatedAt)} secondary={t('files.by', { name: row.updatedBy.name })} />,
      },
      {
        field: 'createdAt',
        headerName: t('files.columns.createdAt'),
        flex: 1,
        minWidth: 176,
        renderCell: ({ row }) => <TwoLineCell primary={formatDate(row.createdAt)} secondary={t('files.by', { name: row.createdBy.name })} />,
      },
      actionsColumn<KnowledgeFile>(common, { nameOf: (row) => row.fileName, onDelete }),
    ],
    [t, i18n, common, formatDate, onDelete],
  );
}
