import { useCallback, useMemo, useState } from 'react';

/** Which dialog a list page shows: create, edit or delete one item, or none. */
export type ListDialog<T> = { kind: 'create' } | { kind: 'edit'; item: T } | { kind: 'delete'; item: T } | null;

/** The list page's dialog state, with stable openers for the header, the row menus and the dialogs. */
export function useListDialog<T>() {
  const [dialog, setDialog] = useState<ListDialog<T>>(null);
  const openers = useMemo(
    () => ({
      create: () => setDialog({ kind: 'create' }),
      edit: (item: T) => setDialog({ kind: 'edit', item }),
      remove: (item: T) => setDialog({ kind: 'delete', item }),
    }),
    [],
  );
  const close = useCallback(() => setDialog(null), []);
  /** The item being edited (undefined when creating), for the form dialog. */
  const editing = dialog?.kind === 'edit' ? dialog.item : undefined;
  const deleting = dialog?.kind === 'delete' ? dialog.item : undefined;
  const formOpen = dialog?.kind === 'create' || dialog?.kind === 'edit';
  return { dialog, formOpen, editing, deleting, close, ...openers };
}
