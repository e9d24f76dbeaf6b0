import type { SvgIconComponent } from '@mui/icons-material';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReactNode, useContext } from 'react';
import { AreaBadge } from '../areas/area-badge';
import { Breadcrumbs, type Crumb } from './breadcrumbs';
import { RouteCrumbsContext } from './route-crumbs-context';

export interface PageHeaderProps {
  title: ReactNode;
  /** The area's icon (src/components/areas/area-icons.ts). */
  icon?: SvgIconComponent;
  /** A sentence under the title: what the page is for. */
  description?: ReactNode;
  /** Beside the title: a status tag, a version. */
  meta?: ReactNode;
  /** The page's primary action (and any next to it), at the right. */
  actions?: ReactNode;
  /** Crumbs only the page knows, after the route's (a workflow's or a node's name). */
  trail?: Crumb[];
  /** Above the title row, under the crumbs: the area's own navigation (e.g. Files | Indexes). */
  nav?: ReactNode;
}

/**
 * Every page's header (issue #19): where the page is (breadcrumbs read from the route inside a project,
 * ./route-crumbs-context.ts, then the page's own), the area's icon, the title (the page's one h1), what sits beside it and the primary action.
 */
export function PageHeader({ title, icon, description, meta, actions, trail = [], nav }: PageHeaderProps) {
  const crumbs = [...useContext(RouteCrumbsContext), ...trail];
  return (
    <Box component="header" sx={{ mb: 2.5 }}>
      {crumbs.length > 0 && <Breadcrumbs crumbs={crumbs} />}
      {nav}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0, flex: '1 1 320px' }}>
          {icon && <AreaBadge icon={icon} />}
          <Typography variant="h4" component="h1" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          {meta}
        </Box>
        {actions && <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>{actions}</Box>}
      </Box>
      {description && (
        <Typography color="text.secondary" sx={{ mt: 0.75, maxWidth: 880 }}>
          {description}
        </Typography>
      )}
    </Box>
  );
}
