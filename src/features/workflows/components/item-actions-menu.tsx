import { useTranslation } from 'react-i18next';
import { RowActionsMenu } from '../../../components/list-page/row-actions-menu';
import type { ItemRef } from '../items';

export type ItemAction = 'rename' | 'copy' | 'move' | 'duplicate' | 'delete';

const FOLDER_ACTIONS: ItemAction[] = ['rename', 'move', 'delete'];
const WORKFLOW_ACTIONS: ItemAction[] = ['rename', 'copy', 'move', 'duplicate', 'delete'];

/** The actions that make a copy, each saying how it differs from the other. */
const EXPLAINED = { copy: 'actionHelp.copy', duplicate: 'actionHelp.duplicate' } as const;

/**
 * The ⋮ menu of a folder or workflow, in both views. Two actions copy a workflow, and each says how:
 * 'Copy to new workflow…' asks for a name first and opens the copy in the editor; 'Duplicate' makes
 * '… (copy)' beside it at once.
 */
export function ItemActionsMenu({ item, onAction }: { item: ItemRef; onAction(action: ItemAction, item: ItemRef): void }) {
  const { t } = useTranslation('workflows');
  const actions = item.kind === 'folder' ? FOLDER_ACTIONS : WORKFLOW_ACTIONS;
  return (
    <RowActionsMenu
      name={item.name}
      actions={actions.map((action) => ({
        label: t(`actions.${action}`),
        ...(action === 'copy' || action === 'duplicate' ? { description: t(EXPLAINED[action]) } : {}),
        destructive: action === 'delete',
        onClick: () => onAction(action, item),
      }))}
    />
  );
}
