import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import ReplayIcon from '@mui/icons-material/Replay';
import ButtonBase from '@mui/material/ButtonBase';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TwoLineCell } from '../../../components/data-table/two-line-cell';
import { actionsColumn } from '../../../components/list-page/actions-column';
import type { KnowledgeIndex } from '../../../generated/model';
import { useDateTimeFormat } from '../../../lib/date-format';
import { failureReason } from '../errors';
import { statusWordKey } from '../../../components/status-words';
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
 * The index list's columns: name (opens it; its files under it), status (opens its build; a failure says
 * why under it), documents per search, embedding model, search type, updated, and the ⋮ menu — build, rebuild, edit,
 * delete, the last three unavailable while the index builds, saying why (§4).
 */
export function useIndexColumns({ onOpen, onBuild, onRebuild, onDelete }: IndexColumnActions): GridColDef<KnowledgeIndex>[] {
  const { t, i18n } = useTranslation('knowledge');
  const { t: common } = useTranslation('common');
  const formatDate = useDateTimeFormat();
  return useMemo(() => {
    const lockedReason = (row: KnowledgeIndex) => (isIndexLocked(row) ? t('indexes.locked') : undefined);
    return [
      {
        field: 'name',
        headerName: t('indexes.columns.name'),
        flex: 1,
        minWidth: 160,
        renderCell: ({ row }) => (
          <TwoLineCell
            primary={
              <Link component="button" type="button" onClick={() => onOpen(row)} sx={{ textAlign: 'left', font: 'inherit', verticalAlign: 'baseline' }}>
                {row.name}
              </Link>
            }
            secondary={`${t('indexes.fileCount', { count: row.files.length })} · ${row.files.map((file) => file.fileName).join(', ')}`}
          />
        ),
      },
      {
        field: 'status',
        headerName: t('indexes.columns.status'),
        width: 168,
        renderCell: ({ row }) => (
          <TwoLineCell
            primary={
              <ButtonBase
                onClick={() => onBuild(row)}
                aria-label={t('indexes.statusButton', { name: row.name, status: common(statusWordKey(row.status)) })}
                sx={{ borderRadius: 3 }}
              >
                <IndexStatusTag status={row.status} />
              </ButtonBase>
            }
            secondary={row.status === 'INDEX_STATUS_FAILED' ? failureReason(i18n.t, row.statusMessage) : undefined}
            tone="error"
          />
        ),
      },
      { field: 'documentCount', headerName: t('indexes.columns.documents'), width: 104, align: 'right', headerAlign: 'right' },
      {
        field: 'embeddingModel',
        headerName: t('indexes.columns.embeddingModel'),
        flex: 0.8,
        minWidth: 160,
        valueGetter: (_v, row) => t(`embeddingModels.${row.embeddingModel}`),
      },
      { field: 'searchType', headerName: t('indexes.columns.searchType'), width: 104, valueGetter: (_v, row) => t(`searchTypes.${row.searchType}`) },
      { field: 'updatedAt', headerName: t('indexes.columns.updatedAt'), flex: 0.6, minWidth: 164, valueGetter: (_v, row) => formatDate(row.updatedAt) },
      actionsColumn<KnowledgeIndex>(common, {
        nameOf: (row) => row.name,
        onEdit: onOpen,
        onDelete,
        lockedReason,
        deleteLockedReason: (row) => (isIndexLocked(row) ? t('indexes.lockedDelete') : undefined),
        more: (row) => [
          { label: t('indexes.actions.build'), icon: <InsightsOutlinedIcon fontSize="small" />, onClick: () => onBuild(row) },
          {
            label: t('indexes.actions.rebuild'),
            icon: <ReplayIcon fontSize="small" />,
            onClick: () => onRebuild(row),
            ...(isIndexLocked(row) ? { disabled: true, disabledReason: t('indexes.lockedRebuild') } : {}),
          },
        ],
      }),
    ];
  }, [t, i18n, common, formatDate, onOpen, onBuild, onRebuild, onDelete]);
}
