import { PANE_RAIL_WIDTH } from '../../components/pane-rail-width';

/** Wide enough for the longest entry in both languages ("Database Connections") beside its icon; every px is the grids'. */
export const SIDEBAR_WIDTH = 240;
/** What the sidebar takes, open or collapsed to its rail, with its border (the first screen keeps the place while it loads). */
export const sidebarSpace = (collapsed: boolean) => (collapsed ? PANE_RAIL_WIDTH : SIDEBAR_WIDTH) + 1;
