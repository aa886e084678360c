import type { QueryClient } from '@tanstack/react-query';
import { startTransition, useContext, useEffect, useMemo, useState } from 'react';
import { NavigationContext, RouteContext } from './contexts';
import { getSnapshot, subscribe } from './history';
import { loadRouteData } from './lazy-route';
import { matchRoutes, type RouteMatch, type RouteObject } from './match-routes';
import { RouteErrorBoundary } from './route-error-boundary';

function RenderMatch({ matches, index }: { matches: RouteMatch[]; index: number }) {
  const navigation = useContext(NavigationContext);
  const match = matches[index];
  if (!match) return null;
  const { Component, errorElement } = match.route;
  const content = <RouteContext value={{ matches, index }}>{Component ? <Component /> : <Outlet />}</RouteContext>;
  if (errorElement === undefined) return content;
  return (
    <RouteErrorBoundary fallback={errorElement} resetKey={navigation?.location.key ?? ''}>
      {content}
    </RouteErrorBoundary>
  );
}

/** Where a layout route shows its matched child. */
export function Outlet() {
  const { matches, index } = useContext(RouteContext);
  return <RenderMatch matches={matches} index={index + 1} />;
}

/**
 * Renders the route that matches the address. A navigation is a transition: the page on screen stays
 * until the next one (a lazy chunk) is ready, as react-router's data router did. Given the query client, a
 * navigation starts the next route's loaders at once, beside its chunk.
 */
export function Router({ routes, queryClient }: { routes: RouteObject[]; queryClient?: QueryClient }) {
  const [navigation, setNavigation] = useState(getSnapshot);
  useEffect(() => {
    const unsubscribe = subscribe(() => {
      const next = getSnapshot();
      if (queryClient) loadRouteData(routes, next.location, queryClient);
      startTransition(() => setNavigation(next));
    });
    // A child's effect may have navigated before this one subscribed.
    setNavigation(getSnapshot());
    return unsubscribe;
  }, [routes, queryClient]);
  const matches = useMemo(() => matchRoutes(routes, navigation.location.pathname) ?? [], [routes, navigation.location.pathname]);
  return (
    <NavigationContext value={navigation}>
      <RenderMatch matches={matches} index={0} />
    </NavigationContext>
  );
}
