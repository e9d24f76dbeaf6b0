import Button from '@mui/material/Button';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link, useLocation } from 'react-router-dom';
import { intentHandlers } from '../../lib/prefetch';

/** A top-menu link that prefetches its page on intent. */
export function TopMenuLink({ to, label }: { to: string; label: string }) {
  const { pathname } = useLocation();
  const current = pathname.startsWith(to);
  return (
    <Button component={Link} to={to} color="inherit" aria-current={current ? 'page' : undefined} sx={{ fontWeight: current ? 700 : 400, whiteSpace: 'nowrap' }} {...intentHandlers(to)}>
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
