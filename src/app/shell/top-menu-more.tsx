import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link, useLocation } from 'react-router-dom';
import { intentHandlers } from '../../lib/prefetch';

/** The top menu's items that do not fit the bar, as links in a menu (loaded when first wanted). */
export function TopMenuMore({ id, labelledBy, anchor, items, onClose }: {
  id: string;
  labelledBy: string;
  anchor: HTMLElement | null;
  items: { key: string; to: string; label: string }[];
  onClose(): void;
}) {
  const { pathname } = useLocation();
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor) && items.length > 0} onClose={onClose} slotProps={{ list: { 'aria-labelledby': labelledBy } }}>
      {items.map((item) => {
        const current = pathname.startsWith(item.to);
        return (
          <MenuItem key={item.key} component={Link} to={item.to} selected={current} aria-current={current ? 'page' : undefined} onClick={onClose} {...intentHandlers(item.to)}>
            {item.label}
          </MenuItem>
        );
      })}
    </Menu>
  );
}
