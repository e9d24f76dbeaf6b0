import Button from '@mui/material/Button';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link, useLocation } from 'react-router-dom';
import { intentHandlers } from '../../lib/prefetch';

/** The top menu's buttons: one line each, never squeezed (the menu moves what does not fit into "more"). */
export const TOP_MENU_BUTTON_SX = { whiteSpace: 'nowrap', flexShrink: 0, minWidth: 0, px: 1.25 } as const;

/** A top-menu link that prefetches its page on intent. */
export function TopMenuLink({ to, label }: { to: string; label: string }) {
  const { pathname } = useLocation();
  const current = pathname.startsWith(to);
  return (
    <Button component={Link} to={to} color="inherit" aria-current={current ? 'page' : undefined} sx={{ ...TOP_MENU_BUTTON_SX, fontWeight: current ? 700 : 400 }} {...intentHandlers(to)}>
      {label}
    </Button>
  );
}

/** A sidebar entry that prefetches its page on intent. */
export function SidebarLink({ to, label }: { to: string; label: string }) {
  const { pathname } = useLocation();
  const current = pathname.startsWith(to);
  return (
    <ListItem disablePadding>
      <ListItemButton component={Link} to={to} selected={current} aria-current={current ? 'page' : undefined} {...intentHandlers(to)}>
        <ListItemText primary={label} />
      </ListItemButton>
    </ListItem>
  );
}
