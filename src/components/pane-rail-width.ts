/**
 * The collapsed pane's width: the toggle button and its margin. Its own module: the shell keeps the
 * sidebar's place from it on the first screen, without the pane's code (issue #34).
 */
export const PANE_RAIL_WIDTH = 40;
