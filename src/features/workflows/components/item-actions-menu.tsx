import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ItemRef } from '../items';

export type ItemAction = 'rename' | 'copy' | 'move' | 'duplicate' | 'delete';

const FOLDER_ACTIONS: ItemAction[] = ['rename', 'move', 'delete'];
const WORKFLOW_ACTIONS: ItemAction[] = ['rename', 'copy', 'move', 'duplicate', 'delete'];

/** The ⋮ menu of a folder or workflow, in both views. */
export function ItemActionsMenu({ item, onAction }: { item: ItemRef; onAction(action: ItemAction, item: ItemRef): void }) {
  const { t } = useTranslation('workflows');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const actions = item.kind === 'folder' ? FOLDER_ACTIONS : WORKFLOW_ACTIONS;
  return (
    <>
      <IconButton size="small" aria-label={t('actions.menu', { name: item.name })} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {actions.map((action) => (
          <MenuItem
            key={action}
            onClick={() => {
              setAnchor(null);
              onAction(action, item);
            }}
            sx={action === 'delete' ? { color: 'error.main' } : undefined}
          >
            {t(`actions.${action}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
