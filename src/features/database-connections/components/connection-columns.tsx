import NetworkCheckIcon from '@mui/icons-material/NetworkCheck';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TwoLineCell } from '../../../components/data-table/two-line-cell';
import { actionsColumn } from '../../../components/list-page/actions-column';
import type { DatabaseConnection } from '../../../generated/model';
import { useDateTimeFormat } from '../../../lib/date-format';
import { ORACLE } from '../forms';

export interface ConnectionColumnActions {
  onEdit(connection: DatabaseConnection): void;
  onTest(connection: DatabaseConnection): void;
  onDelete(connection: DatabaseConnection): void;
}

/** The short target of a connection: the Oracle service alias (and user), or the BigQuery project and location. */
export function targetOf(connection: DatabaseConnection): { primary: string; secondary: string } {
  if (connection.type === ORACLE) return { primary: connection.connectionString, secondary: connection.username };
  return { primary: connection.gcpProjectId, secondary: connection.location };
}

/** The connection list's columns: name (opens the dialog), type, target, updated (when and by whom), ⋮ (test, edit, delete). */
export function useConnectionColumns({ onEdit, onTest, onDelete }: ConnectionColumnActions): GridColDef<DatabaseConnection>[] {
  const { t } = useTranslation('databaseConnections');
  const { t: common } = useTranslation('common');
  const formatDate = useDateTimeFormat();
  return useMemo(
    () => [
      {
        field: 'name',
        headerName: t('columns.name'),
        flex: 1,
        minWidth: 220,
        renderCell: ({ row }) => (
          <Link
            component="button"
            type="button"
            onClick={() => onEdit(row)}
            sx={{ textAlign: 'left', maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {row.name}
          </Link>
        ),
      },
      { field: 'type', headerName: t('columns.type'), width: 230, valueGetter: (_v, row) => t(`types.${row.type}`) },
      {
        field: 'target',
        headerName: t('columns.target'),
        flex: 1,
        minWidth: 220,
        sortable: false,
        valueGetter: (_v, row) => targetOf(row).primary,
        renderCell: ({ row }) => {
          const target = targetOf(row);
          return (
            <TwoLineCell
              primary={target.primary}
              secondary={row.type === ORACLE ? t('columns.asUser', { user: target.secondary }) : t('columns.inLocation', { location: target.secondary })}
            />
          );
        },
      },
      {
        field: 'updatedAt',
        headerName: t('columns.updatedAt'),
        width: 190,
        renderCell: ({ row }) => <TwoLineCell primary={formatDate(row.updatedAt)} secondary={row.createdBy.name} />,
      },
      actionsColumn<DatabaseConnection>(common, {
        nameOf: (row) => row.name,
        onEdit,
        onDelete,
        more: (row) => [{ label: t('actions.test'), icon: <NetworkCheckIcon fontSize="small" />, onClick: () => onTest(row) }],
      }),
    ],
    [t, common, formatDate, onEdit, onTest, onDelete],
  );
}
