import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsColumn } from '../../../components/list-page/actions-column';
import type { Agent } from '../../../generated/model';
import { useDateTimeFormat } from '../../../lib/date-format';

/** The agent list's columns: name, number of tools (their names on hover), created by, created, updated, actions. */
export function useAgentColumns({ onEdit, onDelete }: { onEdit(agent: Agent): void; onDelete(agent: Agent): void }): GridColDef<Agent>[] {
  const { t } = useTranslation('agents');
  const { t: common } = useTranslation('common');
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
      actionsColumn<Agent>(common, { nameOf: (row) => row.name, onEdit, onDelete }),
    ],
    [t, common, formatDate, onEdit, onDelete],
  );
}
