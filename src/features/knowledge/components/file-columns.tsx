import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsColumn } from '../../../components/list-page/actions-column';
import type { KnowledgeFile } from '../../../generated/model';
import { useDateTimeFormat } from '../../../lib/date-format';
import { formatBytes } from '../../../lib/format-bytes';
import { fileTypeLabel } from '../file-types';
import { FileStatusTag } from './status-tags';

/**
 * The file list's columns (§3): file name, status (with why an upload failed), size, type, indexes using
 * it, last updated, updated by, created by, created at, and the ⋮ menu (Delete).
 */
export function useFileColumns({ onDelete }: { onDelete(file: KnowledgeFile): void }): GridColDef<KnowledgeFile>[] {
  const { t, i18n } = useTranslation('knowledge');
  const { t: common } = useTranslation('common');
  const formatDate = useDateTimeFormat();
  return useMemo(
    () => [
      { field: 'fileName', headerName: t('files.columns.fileName'), flex: 1, minWidth: 200 },
      {
        field: 'status',
        headerName: t('files.columns.status'),
        width: 170,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', height: '100%', minWidth: 0 }}>
            <span>
              <FileStatusTag status={row.status} />
            </span>
            {row.status === 'FILE_STATUS_FAILED' && row.statusMessage && (
              <Typography variant="caption" color="error" noWrap title={row.statusMessage}>
                {row.statusMessage}
              </Typography>
            )}
          </Box>
        ),
      },
      { field: 'size', headerName: t('files.columns.size'), width: 100, align: 'right', headerAlign: 'right', valueGetter: (_v, row) => formatBytes(row.size, i18n.language) },
      { field: 'type', headerName: t('files.columns.type'), width: 80, valueGetter: (_v, row) => fileTypeLabel(row.type) },
      {
        field: 'indexIds',
        headerName: t('files.columns.usedBy'),
        width: 120,
        valueGetter: (_v, row) => (row.indexIds?.length ? t('files.indexCount', { count: row.indexIds.length }) : '—'),
      },
      { field: 'updatedAt', headerName: t('files.columns.updatedAt'), width: 160, valueGetter: (_v, row) => formatDate(row.updatedAt) },
      { field: 'updatedBy', headerName: t('files.columns.updatedBy'), width: 130, valueGetter: (_v, row) => row.updatedBy.name },
      { field: 'createdBy', headerName: t('files.columns.createdBy'), width: 130, valueGetter: (_v, row) => row.createdBy.name },
      { field: 'createdAt', headerName: t('files.columns.createdAt'), width: 160, valueGetter: (_v, row) => formatDate(row.createdAt) },
      actionsColumn<KnowledgeFile>(common, { nameOf: (row) => row.fileName, onDelete }),
    ],
    [t, i18n.language, common, formatDate, onDelete],
  );
}
