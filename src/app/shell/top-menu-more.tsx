import type { SvgIconComponent } from '@mui/icons-material';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link, useLocation } from 'react-router-dom';
import { intentHandlers } from '../../lib/prefetch';
import { isCurrent } from './nav-link';

/** The top menu's items that do not fit the bar, as links in a menu with their icons (loaded when first wanted). */
export function TopMenuMore({
  id,
  labelledBy,
  anchor,
  items,
  onClose,
}: {
  id: string;
  labelledBy: string;
  anchor: HTMLElement | null;
  items: { key: string; to: string; label: string; icon: SvgIconComponent }[];
  onClose(): void;
}) {
  const { pathname } = useLocation();
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor) && items.length > 0} onClose={onClose} slotProps={{ list: { 'aria-labelledby': labelledBy } }}>
      {items.map((item) => {
        const current = isCurrent(pathname, item.to);
        return (
          <MenuItem
            key={item.key}
            component={Link}
            to={item.to}
            selected={current}
            aria-current={current ? 'page' : undefined}
            onClick={onClose}
            {...intentHandlers(item.to)}
          >
            <ListItemIcon>
              <item.icon fontSize="small" />
            </ListItemIcon>
            {item.label}
          </MenuItem>
        );
      })}
    </Menu>
  );
}
