/**
 * A side pane that collapses to a narrow rail holding only its toggle button (the app's sidebar, the
 * editor's palette and side panel), so the page's main area can take the width. The toggle stays the
 * same element in both states, so keyboard focus stays on it; it says what it will do (`expandLabel`,
 * `collapseLabel`) and whether the pane is open (aria-expanded, aria-controls). The content stays
 * mounted while collapsed (hidden), so what was typed or scrolled in it survives.
 */
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ElementType, ReactNode } from 'react';

import { PANE_RAIL_WIDTH } from './pane-rail-width';

export { PANE_RAIL_WIDTH };

export interface CollapsiblePaneProps {
  /** Which edge of the page the pane sits on: the chevrons point the way it opens and closes. */
  side: 'left' | 'right';
  /** Width when open, px. */
  width: number;
  collapsed: boolean;
  onCollapsedChange: (collapsed: boolean) => void;
  collapseLabel: string;
  expandLabel: string;
  /** The id of the content (the toggle's aria-controls). */
  contentId: string;
  /** Shown beside the toggle while open (the pane's heading). */
  title?: ReactNode;
  /** The outer element (e.g. `aside` for a complementary landmark); a div by default. */
  component?: ElementType;
  /** The outer element's extra styles (border, background, position). */
  sx?: SxProps<Theme>;
  children: ReactNode;
  /** The outer element's name (a landmark such as `aside` among others of its kind). */
  'aria-label'?: string;
  'data-testid'?: string;
}

export function CollapsiblePane({
  side,
  width,
  collapsed,
  onCollapsedChange,
  collapseLabel,
  expandLabel,
  contentId,
  title,
  component = 'div',
  sx,
  children,
  ...rest
}: CollapsiblePaneProps) {
  const label = collapsed ? expandLabel : collapseLabel;
  const pointsLeft = (side === 'left') !== collapsed;
  return (
    <Box
      component={component}
      aria-label={rest['aria-label']}
      data-testid={rest['data-testid']}
      data-collapsed={collapsed}
      sx={[
        { width: collapsed ? PANE_RAIL_WIDTH : width, flexShrink: 0, display: 'flex', flexDirection: 'column', minHeight: 0 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          flexDirection: side === 'left' ? 'row' : 'row-reverse',
          px: collapsed ? 0.25 : 1,
          pt: 0.5,
          minHeight: 40,
        }}
      >
        {!collapsed && <Box sx={{ flex: 1, minWidth: 0 }}>{title}</Box>}
        {/* A native title rather than MUI's Tooltip: the shell's sidebar uses this pane, and Tooltip (Popper) would add ~12 KB gzip to the first screen. */}
        <IconButton
          size="small"
          aria-label={label}
          title={label}
          aria-expanded={!collapsed}
          aria-controls={contentId}
          onClick={() => onCollapsedChange(!collapsed)}
        >
          {pointsLeft ? <ChevronLeftIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
        </IconButton>
      </Box>
      <Box id={contentId} hidden={collapsed} sx={{ display: collapsed ? 'none' : 'flex', flexDirection: 'column', flex: 1, minHeight: 0, overflowY: 'auto' }}>
        {children}
      </Box>
    </Box>
  );
}
