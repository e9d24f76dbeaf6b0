import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { type RowAction, RowActionsMenu } from './row-actions-menu';

/**
 * The last column of a list: the row's ⋮ menu with Edit and Delete (and any actions of the area's own
 * before them). `t` is the common namespace's (`useTranslation('common').t`).
 */
export function actionsColumn<R extends GridValidRowModel>(
  t: TFunction<'common'>,
  { nameOf, onEdit, onDelete, more }: { nameOf(row: R): string; onEdit(row: R): void; onDelete(row: R): void; more?(row: R): RowAction[] },
): GridColDef<R> {
  return {
    field: 'actions',
    headerName: t('list.actions'),
    width: 80,
    sortable: false,
    renderCell: ({ row }) => (
      <RowActionsMenu
        name={nameOf(row)}
        actions={[
          ...(more?.(row) ?? []),
          { label: t('list.edit'), icon: <EditOutlinedIcon fontSize="small" />, onClick: () => onEdit(row) },
          { label: t('delete'), icon: <DeleteOutlinedIcon fontSize="small" />, destructive: true, onClick: () => onDelete(row) },
        ]}
      />
    ),
  };
}
