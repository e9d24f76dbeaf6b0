/**
 * Routes are prefetched on user intent (§2): hovering or focusing a link for 50 ms loads its page's
 * lazy module and what the page reads first (the route's declared reads, src/app/route-data.ts), so the
 * click renders at once. A navigation starts the same data prefetch, alongside the page's code.
 */
import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import { matchRoutes, type Location, type RouteObject } from 'react-router-dom';
import { getRequestContext } from '../api/request-context';

export const PRELOAD_DELAY_MS = 50;

/** The generated `get…QueryOptions(…)` a URL's page (and its layouts) read first; none for a page that declares none. */
export type RouteReads = (to: string, queryClient: QueryClient) => readonly FetchQueryOptions<any, any, any, any>[];

let registered: RouteObject[] = [];
let data: { queryClient: QueryClient; loadReads: () => Promise<RouteReads> } | undefined;

export function registerRoutes(routes: RouteObject[]): void {
  registered = routes;
}

/**
 * Hands the data prefetch the studio's query client and how to load the routes' reads (lazily: they
 * import every area's generated queries, which the first screen does without). Returns the undo.
 */
export function registerRouteData(queryClient: QueryClient, loadReads: () => Promise<RouteReads>): () => void {
  const entry = { queryClient, loadReads };
  data = entry;
  return () => {
    if (data === entry) data = undefined;
  };
}

/** Loads the lazy modules of the routes `to` matches (its page and layouts): code only. */
export function prefetchRouteCode(to: string): void {
  for (const match of matchRoutes(registered, to) ?? []) {
    const lazy = match.route.lazy;
    if (typeof lazy === 'function') void Promise.resolve(lazy()).catch(() => undefined);
  }
}

/**
 * Warms the cache with what `to`'s page reads first, under the page's own query keys — only with a
 * token and an organization, so a prefetch sends what the page would. `prefetchQuery` leaves fresh
 * data alone (staleTime) and joins a read already under way; a failure is dropped (the page's own
 * query reads again and shows it).
 */
export function prefetchRouteData(to: string): void {
  const target = data;
  const { getAccessToken, getTenantId } = getRequestContext();
  if (!target || !getAccessToken() || !getTenantId()) return;
  target
    .loadReads()
    .then((readsOf) => {
      for (const options of readsOf(to, target.queryClient)) void target.queryClient.prefetchQuery(options);
    })
    .catch(() => undefined);
}

/** The route's code and data. */
export function prefetchRoute(to: string): void {
  prefetchRouteCode(to);
  prefetchRouteData(to);
}

/** What `prefetchOnNavigation` needs of a data router (createBrowserRouter's, createMemoryRouter's). */
interface NavigatingRouter {
  state: { location: Location; navigation: { location?: Location | undefined } };
  subscribe(listener: (state: NavigatingRouter['state']) => void): () => void;
}

/**
 * Starts the data prefetch of every navigation as it begins (while the router still loads the page's
 * code), never waiting for it: the page renders as before, its reads already under way. Returns the
 * unsubscribe.
 */
export function prefetchOnNavigation(router: NavigatingRouter): () => void {
  let last = router.state.location.key;
  return router.subscribe((state) => {
    const next = state.navigation.location ?? state.location;
    if (next.key === last) return;
    last = next.key;
    prefetchRouteData(`${next.pathname}${next.search}`);
  });
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
