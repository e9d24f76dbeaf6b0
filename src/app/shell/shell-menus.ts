/**
 * The top bar's menus (account, and the top menu's "more"), loaded on first intent as one chunk: MUI
 * Menu, Popover and Modal stay out of the first screen, and one lazy chunk keeps the bundle's split as it was.
 */
export { AccountMenuItems } from './account-menu-items';
export { TopMenuMore } from './top-menu-more';
