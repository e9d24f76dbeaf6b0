import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import ReplayIcon from '@mui/icons-material/Replay';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsColumn } from '../../../components/list-page/actions-column';
import type { KnowledgeIndex } from '../../../generated/model';
import { useDateTimeFormat } from '../../../lib/date-format';
import { isIndexLocked } from '../status';
import { IndexStatusTag } from './status-tags';

export interface IndexColumnActions {
  /** Open the index: its settings (read-only while it builds). */
  onOpen(index: KnowledgeIndex): void;
  /** Open its build, file by file. */
  onBuild(index: KnowledgeIndex): void;
  onRebuild(index: KnowledgeIndex): void;
  onDelete(index: KnowledgeIndex): void;
}

/**
 * The index list's columns: name (opens it), status (opens its build; a failure says why under it), files,
 * documents per search, embedding model, search type, updated, and the ⋮ menu — build, rebuild, edit,
 * delete, the last three unavailable while the index builds, saying why (§4).
 */
export function useIndexColumns({ onOpen, onBuild, onRebuild, onDelete }: IndexColumnActions): GridColDef<KnowledgeIndex>[] {
  const { t } = useTranslation('knowledge');
  const { t: common } = useTranslation('common');
  const formatDate = useDateTimeFormat();
  return useMemo(() => {
    const lockedReason = (row: KnowledgeIndex) => (isIndexLocked(row) ? t('indexes.locked') : undefined);
    return [
      {
        field: 'name',
        headerName: t('indexes.columns.name'),
        flex: 1,
        minWidth: 180,
        renderCell: ({ row }) => (
          <Link component="button" type="button" onClick={() => onOpen(row)} sx={{ textAlign: 'left', font: 'inherit' }}>
            {row.name}
          </Link>
        ),
      },
      {
        field: 'status',
        headerName: t('indexes.columns.status'),
        width: 210,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', alignItems: 'flex-start', height: '100%', minWidth: 0, width: '100%' }}>
            <ButtonBase onClick={() => onBuild(row)} aria-label={t('indexes.statusButton', { name: row.name, status: t(`indexStatus.${row.status}`) })} sx={{ borderRadius: 3 }}>
              <IndexStatusTag status={row.status} />
            </ButtonBase>
            {row.status === 'INDEX_STATUS_FAILED' && row.statusMessage && (
              <Typography variant="caption" color="error" noWrap title={row.statusMessage} sx={{ maxWidth: '100%' }}>
                {row.statusMessage}
              </Typography>
            )}
          </Box>
        ),
      },
      {
        field: 'files',
        headerName: t('indexes.columns.files'),
        width: 90,
        renderCell: ({ row }) => (
          <Tooltip title={row.files.map((file) => file.fileName).join(', ')}>
            <span>{t('indexes.fileCount', { count: row.files.length })}</span>
          </Tooltip>
        ),
      },
      { field: 'documentCount', headerName: t('indexes.columns.documents'), width: 110, align: 'right', headerAlign: 'right' },
      { field: 'embeddingModel', headerName: t('indexes.columns.embeddingModel'), width: 200, valueGetter: (_v, row) => t(`embeddingModels.${row.embeddingModel}`) },
      { field: 'searchType', headerName: t('indexes.columns.searchType'), width: 120, valueGetter: (_v, row) => t(`searchTypes.${row.searchType}`) },
      { field: 'updatedAt', headerName: t('indexes.columns.updatedAt'), width: 160, valueGetter: (_v, row) => formatDate(row.updatedAt) },
      actionsColumn<KnowledgeIndex>(common, {
        nameOf: (row) => row.name,
        onEdit: onOpen,
        onDelete,
        lockedReason,
        more: (row) => [
          { label: t('indexes.actions.build'), icon: <InsightsOutlinedIcon fontSize="small" />, onClick: () => onBuild(row) },
          {
            label: t('indexes.actions.rebuild'),
            icon: <ReplayIcon fontSize="small" />,
            onClick: () => onRebuild(row),
            ...(isIndexLocked(row) ? { disabled: true, disabledReason: t('indexes.locked') } : {}),
          },
        ],
      }),
    ];
  }, [t, common, formatDate, onOpen, onBuild, onRebuild, onDelete]);
}
