import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { type RowAction, RowActionsMenu } from './row-actions-menu';

export interface ActionsColumnOptions<R> {
  nameOf(row: R): string;
  /** Edit (left out of the menu when the area has no edit). */
  onEdit?(row: R): void;
  onDelete(row: R): void;
  /** The area's own actions, before Edit and Delete. */
  more?(row: R): RowAction[];
  /** Why Edit and Delete are unavailable for this row (shown under them), or undefined when they are. */
  lockedReason?(row: R): string | undefined;
}

/**
 * The last column of a list: the row's ⋮ menu with Edit and Delete (and any actions of the area's own
 * before them). `t` is the common namespace's (`useTranslation('common').t`).
 */
export function actionsColumn<R extends GridValidRowModel>(
  t: TFunction<'common'>,
  { nameOf, onEdit, onDelete, more, lockedReason }: ActionsColumnOptions<R>,
): GridColDef<R> {
  return {
    field: 'actions',
    headerName: t('list.actions'),
    width: 80,
    sortable: false,
    renderCell: ({ row }) => {
      const locked = lockedReason?.(row);
      const lock = locked ? { disabled: true, disabledReason: locked } : {};
      return (
        <RowActionsMenu
          name={nameOf(row)}
          actions={[
            ...(more?.(row) ?? []),
            ...(onEdit ? [{ label: t('list.edit'), icon: <EditOutlinedIcon fontSize="small" />, onClick: () => onEdit(row), ...lock }] : []),
            { label: t('delete'), icon: <DeleteOutlinedIcon fontSize="small" />, destructive: true, onClick: () => onDelete(row), ...lock },
          ]}
        />
      );
    },
  };
}
