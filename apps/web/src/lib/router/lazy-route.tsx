import type { QueryClient } from '@tanstack/react-query';
import { use, type ComponentType } from 'react';
import { matchRoutes, type RouteObject } from './match-routes';

export type LazyRoute = ComponentType & { preload: () => Promise<void> };

/**
 * A page in its own chunk. `preload` fetches it ahead (the first page, before the first render); until
 * it is there the route suspends, and a navigation keeps the page on screen meanwhile.
 */
export function lazyRoute(load: () => Promise<{ default: ComponentType }>): LazyRoute {
  let Loaded: ComponentType | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then((module) => {
      Loaded = module.default;
    }));
  function LazyPage() {
    if (!Loaded) use(preload());
    return Loaded ? <Loaded /> : null;
  }
  return Object.assign(LazyPage, { preload });
}

/** Fetches the chunks of every lazy route that `pathname` matches (the first render waits for them: no spinner, no shift). */
export function preloadRoutes(routes: RouteObject[], pathname: string): Promise<unknown> {
  return Promise.all(
    (matchRoutes(routes, pathname) ?? []).map(({ route }) => (route.Component as Partial<LazyRoute> | undefined)?.preload?.()),
  );
}

/**
 * Runs the loaders of every route `location` matches: their data is asked for now, while the page's chunk downloads,
 * not once it has run (issue 31: no chunk -> data chain). A loader that fails leaves the fetch to the page.
 */
export function loadRouteData(routes: RouteObject[], location: { pathname: string; search: string }, queryClient: QueryClient) {
  const searchParams = new URLSearchParams(location.search);
  for (const { route, params } of matchRoutes(routes, location.pathname) ?? []) {
    if (route.loader) void Promise.resolve(route.loader({ params, searchParams, queryClient })).catch(() => undefined);
  }
}
