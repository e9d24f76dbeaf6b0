import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RowActionsMenu } from '../../../components/list-page/row-actions-menu';
import type { Tool } from '../../../generated/model';
import { useDateTimeFormat } from '../../../lib/date-format';

/** The tool list's columns: name, display name, type, source (with its API version), updated, actions. */
export function useToolColumns({ onEdit, onDelete }: { onEdit(tool: Tool): void; onDelete(tool: Tool): void }): GridColDef<Tool>[] {
  const { t } = useTranslation('tools');
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
      {
        field: 'actions',
        headerName: t('columns.actions'),
        width: 80,
        sortable: false,
        renderCell: ({ row }) => (
          <RowActionsMenu
            name={row.displayName}
            actions={[
              { label: t('actions.edit'), icon: <EditOutlinedIcon fontSize="small" />, onClick: () => onEdit(row) },
              { label: t('actions.delete'), icon: <DeleteOutlinedIcon fontSize="small" />, destructive: true, onClick: () => onDelete(row) },
            ]}
          />
        ),
      },
    ],
    [t, formatDate, onEdit, onDelete],
  );
}
