import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ClampedTextCell } from '../../../components/data-table/clamped-text-cell';
import { fitCodes, fitTags, fitText } from '../../../components/data-table/column-width';
import { TwoLineCell } from '../../../components/data-table/two-line-cell';
import { actionsColumn } from '../../../components/list-page/actions-column';
import { useStatusLabel } from '../../../components/status-words';
import { KnowledgeFileStatus, type KnowledgeFile, type KnowledgeFileType } from '../../../generated/model';
import { useDateTimeFormat } from '../../../lib/date-format';
import { formatBytes } from '../../../lib/format-bytes';
import { failureReason } from '../errors';
import { fileTypeLabel, KNOWLEDGE_FILE_EXTENSIONS } from '../file-types';
import { FileStatusTag } from './status-tags';

/** A date as wide as dates get (two-digit day and hour, late in the year): what the date columns must fit. */
const WIDEST_DATE = '2026-12-28T22:58:00';
/** The largest size a knowledge file can have in KB (1 MB files: '1,023 KB' is the widest figure). */
const WIDEST_SIZE = 1023 * 1024;

/**
 * The file list's columns (§3): file name, status (with why an upload failed), size, type, indexes using
 * it, last updated and by whom, created and by whom, and the ⋮ menu (Delete). Every column but the file
 * name is as wide as its longest content in the interface language and the user's date format (nothing
 * clipped); the file name takes the rest, on up to two lines, whole on hover. At 1280 px (989 px beside the
 * sidebar) all fit without scrolling sideways.
 */
export function useFileColumns({ onDelete }: { onDelete(file: KnowledgeFile): void }): GridColDef<KnowledgeFile>[] {
  const { t, i18n } = useTranslation('knowledge');
  const { t: common } = useTranslation('common');
  const formatDate = useDateTimeFormat();
  const label = useStatusLabel();
  return useMemo(() => {
    const header = (key: 'fileName' | 'status' | 'size' | 'type' | 'usedBy' | 'updatedAt' | 'createdAt') => t(`files.columns.${key}`);
    const statuses = Object.values(KnowledgeFileStatus).map(label);
    const types = (Object.keys(KNOWLEDGE_FILE_EXTENSIONS) as KnowledgeFileType[]).map(fileTypeLabel);
    const dateWidth = (key: 'updatedAt' | 'createdAt') => fitText([formatDate(WIDEST_DATE), header(key)]);
    return [
      { field: 'fileName', headerName: header('fileName'), flex: 1, minWidth: 116, renderCell: ({ row }) => <ClampedTextCell text={row.fileName} /> },
      {
        field: 'status',
        headerName: header('status'),
        width: Math.max(fitTags(statuses), fitText([header('status')])),
        renderCell: ({ row }) => (
          <TwoLineCell
            primary={<FileStatusTag status={row.status} />}
            secondary={row.status === 'FILE_STATUS_FAILED' ? failureReason(i18n.t, row.statusMessage) : undefined}
            tone="error"
          />
        ),
      },
      {
        field: 'size',
        headerName: header('size'),
        width: fitText([formatBytes(WIDEST_SIZE, i18n.language), header('size')]),
        align: 'right',
        headerAlign: 'right',
        valueGetter: (_v, row) => formatBytes(row.size, i18n.language),
      },
      {
        field: 'type',
        headerName: header('type'),
        width: Math.max(fitCodes(types), fitText([header('type')])),
        valueGetter: (_v, row) => fileTypeLabel(row.type),
      },
      {
        field: 'indexIds',
        headerName: header('usedBy'),
        width: fitText([t('files.indexCount', { count: 1 }), t('files.indexCount', { count: 10 }), header('usedBy')]),
        valueGetter: (_v, row) => (row.indexIds?.length ? t('files.indexCount', { count: row.indexIds.length }) : '—'),
      },
      {
        field: 'updatedAt',
        headerName: header('updatedAt'),
        width: dateWidth('updatedAt'),
        renderCell: ({ row }) => <TwoLineCell primary={formatDate(row.updatedAt)} secondary={t('files.by', { name: row.updatedBy.name })} />,
      },
      {
        field: 'createdAt',
        headerName: header('createdAt'),
        width: dateWidth('createdAt'),
        renderCell: ({ row }) => <TwoLineCell primary={formatDate(row.createdAt)} secondary={t('files.by', { name: row.createdBy.name })} />,
      },
      actionsColumn<KnowledgeFile>(common, { nameOf: (row) => row.fileName, onDelete }),
    ];
  }, [t, i18n, common, formatDate, label, onDelete]);
}
