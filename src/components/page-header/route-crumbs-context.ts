import { createContext } from 'react';
import type { Crumb } from './breadcrumbs';

/**
 * The route's crumbs (./use-route-crumbs.ts), with the open project by its name: provided by the project's
 * layout (src/app/project-layout.tsx), which loads the project before any page of it shows. Outside a
 * project (the project list) a page has none, and the first screen carries neither the crumbs' rules nor
 * the areas' registry they read.
 */
export const RouteCrumbsContext = createContext<Crumb[]>([]);
