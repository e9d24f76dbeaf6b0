import type { SvgIconComponent } from '@mui/icons-material';
import Button from '@mui/material/Button';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { Link, useLocation } from 'react-router-dom';
import { intentHandlers } from '../../lib/prefetch';

/** The top menu's buttons: one line each, never squeezed (the menu moves what does not fit into "more"). */
export const TOP_MENU_BUTTON_SX = { whiteSpace: 'nowrap', flexShrink: 0, minWidth: 0, px: 1.25, '& .MuiButton-startIcon': { mr: 0.75 } } as const;

/**
 * Whether the link's area is the one open: the page is the link's, or below the area's first segment (the
 * editor is in Workflows, whose link is the list). `exact`: that page only (the project's overview).
 */
export function isCurrent(pathname: string, to: string, exact = false): boolean {
  if (exact) return pathname === to;
  const area = /^\/poc\/projects\/[^/]+\/[^/]+/.exec(to)?.[0] ?? to;
  return pathname === area || pathname.startsWith(`${area}/`);
}

/** A top-menu link with its area's icon; the current area is bold and underlined by a bar. Prefetches its page on intent. */
export function TopMenuLink({ to, label, icon: Icon }: { to: string; label: string; icon: SvgIconComponent }) {
  const { pathname } = useLocation();
  const current = isCurrent(pathname, to);
  return (
    <Button
      component={Link}
      to={to}
      color="inherit"
      startIcon={<Icon fontSize="small" />}
      aria-current={current ? 'page' : undefined}
      sx={{
        ...TOP_MENU_BUTTON_SX,
        fontWeight: current ? 700 : 500,
        borderRadius: 1,
        // The active area: a bar under the label (not colour alone: the weight and aria-current say it too).
        boxShadow: current ? 'inset 0 -3px 0 currentColor' : 'none',
        bgcolor: current ? 'rgba(255 255 255 / 0.12)' : 'transparent',
      }}
      {...intentHandlers(to)}
    >
      {label}
    </Button>
  );
}

/** A sidebar entry with its area's icon that prefetches its page on intent. */
export function SidebarLink({ to, label, icon: Icon, exact = false }: { to: string; label: string; icon: SvgIconComponent; exact?: boolean }) {
  const { pathname } = useLocation();
  const current = isCurrent(pathname, to, exact);
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={Link}
        to={to}
        selected={current}
        aria-current={current ? 'page' : undefined}
        sx={{ mx: 1, px: 1.25, borderRadius: 1 }}
        {...intentHandlers(to)}
      >
        <ListItemIcon sx={{ minWidth: 32, color: current ? 'primary.main' : 'inherit' }}>
          <Icon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={label} slotProps={{ primary: { sx: { color: current ? 'primary.main' : 'inherit', fontWeight: 500 } } }} />
      </ListItemButton>
    </ListItem>
  );
}
