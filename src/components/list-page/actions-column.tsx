import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { type RowAction, RowActionsMenu } from './row-actions-menu';

export interface ActionsColumnOptions<R> {
  nameOf(row: R): string;
  /** Edit (left out of the menu when the area has no edit). */
  onEdit?(row: R): void;
  /** Delete (left out of the menu when the area has none here). */
  onDelete?(row: R): void;
  /** Delete's label when the area words it otherwise (e.g. Unpublish). */
  deleteLabel?: string;
  /** The area's own actions, before Edit and Delete. */
  more?(row: R): RowAction[];
  /** Why Edit (and Delete, unless `deleteLockedReason` says otherwise) is unavailable for this row, shown under it. */
  lockedReason?(row: R): string | undefined;
  /** Why Delete is unavailable for this row, when it differs from `lockedReason`. */
  deleteLockedReason?(row: R): string | undefined;
}

/**
 * The last column of a list: the row's ⋮ menu with Edit and Delete (and any actions of the area's own
 * before them). `t` is the common namespace's (`useTranslation('common').t`).
 */
export function actionsColumn<R extends GridValidRowModel>(
  t: TFunction<'common'>,
  { nameOf, onEdit, onDelete, deleteLabel, more, lockedReason, deleteLockedReason = lockedReason }: ActionsColumnOptions<R>,
): GridColDef<R> {
  return {
    field: 'actions',
    headerName: t('list.actions'),
    width: 80,
    sortable: false,
    renderCell: ({ row }) => {
      const lock = (reason: string | undefined) => (reason ? { disabled: true, disabledReason: reason } : {});
      return (
        <RowActionsMenu
          name={nameOf(row)}
          actions={[
            ...(more?.(row) ?? []),
            ...(onEdit
              ? [{ label: t('list.edit'), icon: <EditOutlinedIcon fontSize="small" />, onClick: () => onEdit(row), ...lock(lockedReason?.(row)) }]
              : []),
            ...(onDelete
              ? [
                  {
                    label: deleteLabel ?? t('delete'),
                    icon: <DeleteOutlinedIcon fontSize="small" />,
                    destructive: true,
                    onClick: () => onDelete(row),
                    ...lock(deleteLockedReason?.(row)),
                  },
                ]
              : []),
          ]}
        />
      );
    },
  };
}
