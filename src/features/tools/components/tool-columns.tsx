import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsColumn } from '../../../components/list-page/actions-column';
import type { Tool } from '../../../generated/model';
import { useDateTimeFormat } from '../../../lib/date-format';

/** The tool list's columns: name, display name, type, source (with its API version), updated, actions. */
export function useToolColumns({ onEdit, onDelete }: { onEdit(tool: Tool): void; onDelete(tool: Tool): void }): GridColDef<Tool>[] {
  const { t } = useTranslation('tools');
  const { t: common } = useTranslation('common');
  const formatDate = useDateTimeFormat();
  return useMemo(
    () => [
      { field: 'name', headerName: t('columns.name'), flex: 1, minWidth: 160, cellClassName: 'monospace' },
      { field: 'displayName', headerName: t('columns.displayName'), flex: 1, minWidth: 140 },
      {
        field: 'type',
        headerName: t('columns.type'),
        width: 190,
        renderCell: ({ row }) => <Chip size="small" variant="outlined" label={t(`types.${row.type}`)} />,
      },
      {
        field: 'source',
        headerName: t('columns.source'),
        flex: 1,
        minWidth: 180,
        valueGetter: (_value, row) => (row.source.apiVersionName ? `${row.source.name} · ${row.source.apiVersionName}` : row.source.name),
      },
      { field: 'updatedAt', headerName: t('columns.updatedAt'), width: 170, valueGetter: (_value, row) => formatDate(row.updatedAt) },
      actionsColumn<Tool>(common, { nameOf: (row) => row.displayName, onEdit, onDelete }),
    ],
    [t, common, formatDate, onEdit, onDelete],
  );
}
