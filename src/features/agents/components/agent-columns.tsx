import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RowActionsMenu } from '../../../components/list-page/row-actions-menu';
import type { Agent } from '../../../generated/model';
import { useDateTimeFormat } from '../../../lib/date-format';

/** The agent list's columns: name, number of tools (their names on hover), created by, created, updated, actions. */
export function useAgentColumns({ onEdit, onDelete }: { onEdit(agent: Agent): void; onDelete(agent: Agent): void }): GridColDef<Agent>[] {
  const { t } = useTranslation('agents');
  const formatDate = useDateTimeFormat();
  return useMemo(
    () => [
      { field: 'name', headerName: t('columns.name'), flex: 1, minWidth: 180 },
      {
        field: 'tools',
        headerName: t('columns.tools'),
        width: 130,
        renderCell: ({ row }) => (
          <Tooltip title={row.tools.map((tool) => tool.displayName).join(', ')}>
            <span>{t('toolCount', { count: row.tools.length })}</span>
          </Tooltip>
        ),
      },
      { field: 'createdBy', headerName: t('columns.createdBy'), width: 150, valueGetter: (_value, row) => row.createdBy.name },
      { field: 'createdAt', headerName: t('columns.createdAt'), width: 170, valueGetter: (_value, row) => formatDate(row.createdAt) },
      { field: 'updatedAt', headerName: t('columns.updatedAt'), width: 170, valueGetter: (_value, row) => formatDate(row.updatedAt) },
      {
        field: 'actions',
        headerName: t('columns.actions'),
        width: 80,
        sortable: false,
        renderCell: ({ row }) => (
          <RowActionsMenu
            name={row.name}
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
