import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface RowAction {
  label: string;
  icon?: ReactNode;
  onClick(): void;
  /** Shown in red (delete). */
  destructive?: boolean;
  disabled?: boolean;
  /** Why the action is disabled, said under its label (a disabled item cannot show a tooltip). */
  disabledReason?: string;
  /** What the action does, said under its label when two actions could be taken for each other. */
  description?: string;
}

/** The ⋮ menu of a row: 'Actions for {name}', one item per action. */
export function RowActionsMenu({ name, actions }: { name: string; actions: RowAction[] }) {
  const { t } = useTranslation('common');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const idBase = useId();
  return (
    <>
      <IconButton size="small" aria-label={t('list.actionsFor', { name })} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {actions.map((action, index) => {
          const secondary = action.disabled ? action.disabledReason : action.description;
          // The label names the item; the line under it describes it.
          const described = secondary ? { 'aria-label': action.label, 'aria-describedby': `${idBase}-${index}` } : {};
          return (
            <MenuItem
              key={action.label}
              disabled={action.disabled}
              {...described}
              onClick={() => {
                setAnchor(null);
                action.onClick();
              }}
              sx={[
                action.destructive && !action.disabled ? { color: 'error.main' } : {},
                // A disabled item with a reason stays readable: the reason is the point.
                action.disabled && action.disabledReason ? { '&.Mui-disabled': { opacity: 1, color: 'text.secondary' } } : {},
              ]}
            >
              {action.icon && <ListItemIcon sx={action.destructive && !action.disabled ? { color: 'error.main' } : undefined}>{action.icon}</ListItemIcon>}
              <ListItemText secondary={secondary} slotProps={{ secondary: { id: `${idBase}-${index}`, sx: { whiteSpace: 'normal', maxWidth: 280 } } }}>
                {action.label}
              </ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
