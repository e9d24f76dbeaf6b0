/**
 * The project's navigation (top menu and sidebar), loaded when a project opens (and on an idle moment of
 * the project list): the first screen, the project list, carries neither. One chunk for both.
 */
export { ProjectSidebar } from './project-sidebar';
export { TopMenu } from './top-menu';
