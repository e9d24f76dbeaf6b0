/**
 * Routes are prefetched on user intent (§2): hovering or focusing a link for 50 ms loads its page's
 * lazy module, so the click renders at once.
 */
import { matchRoutes, type RouteObject } from 'react-router-dom';

export const PRELOAD_DELAY_MS = 50;

let registered: RouteObject[] = [];

export function registerRoutes(routes: RouteObject[]): void {
  registered = routes;
}

export function prefetchRoute(to: string): void {
  for (const match of matchRoutes(registered, to) ?? []) {
    const lazy = match.route.lazy;
    if (typeof lazy === 'function') void Promise.resolve(lazy()).catch(() => undefined);
  }
}

/** Props for a link: start prefetching after 50 ms of hover or focus, cancel on leave/blur. */
export function intentHandlers(to: string) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const start = () => {
    timer = setTimeout(() => prefetchRoute(to), PRELOAD_DELAY_MS);
  };
  const cancel = () => clearTimeout(timer);
  return { onMouseEnter: start, onFocus: start, onMouseLeave: cancel, onBlur: cancel };
}
