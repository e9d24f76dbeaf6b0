import { useTranslation } from 'react-i18next';
import { RowActionsMenu } from '../../../components/list-page/row-actions-menu';
import type { ItemRef } from '../items';

export type ItemAction = 'rename' | 'copy' | 'move' | 'duplicate' | 'delete';

const FOLDER_ACTIONS: ItemAction[] = ['rename', 'move', 'delete'];
const WORKFLOW_ACTIONS: ItemAction[] = ['rename', 'copy', 'move', 'duplicate', 'delete'];

/** The ⋮ menu of a folder or workflow, in both views. */
export function ItemActionsMenu({ item, onAction }: { item: ItemRef; onAction(action: ItemAction, item: ItemRef): void }) {
  const { t } = useTranslation('workflows');
  const actions = item.kind === 'folder' ? FOLDER_ACTIONS : WORKFLOW_ACTIONS;
  return (
    <RowActionsMenu
      name={item.name}
      actions={actions.map((action) => ({ label: t(`actions.${action}`), destructive: action === 'delete', onClick: () => onAction(action, item) }))}
    />
  );
}
