import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { matchPath } from './match-path';

/** A route as react-router's objects describe one: a path (or index), its component, children, an error page. */
export interface RouteObject {
  path?: string;
  index?: boolean;
  Component?: ComponentType;
  /** Shown in place of this route (and its children) when rendering them throws. */
  errorElement?: ReactNode;
  /** Starts the route's data when the address matches it, beside its chunk rather than after it (issue 31). */
  loader?: (args: LoaderArgs) => unknown;
  children?: RouteObject[];
}

/** What a route's loader is given: the matched address and the query client its page reads through. */
export interface LoaderArgs {
  params: Record<string, string>;
  searchParams: URLSearchParams;
  queryClient: QueryClient;
}

export interface RouteMatch {
  route: RouteObject;
  params: Record<string, string>;
}

/**
 * The first branch, in the order written, whose leaf matches the whole path (a layout matches only through a child).
 * The route table puts specific paths first and the catch-all `*` last.
 */
export function matchRoutes(routes: RouteObject[], pathname: string, parentParams: Record<string, string> = {}): RouteMatch[] | null {
  for (const route of routes) {
    if (route.index) {
      if (pathname.replace(/\/+/g, '') === '') return [{ route, params: parentParams }];
      continue;
    }
    const match = matchPath(route.path ?? '', pathname, !route.children);
    if (!match) continue;
    const params = { ...parentParams, ...match.params };
    if (!route.children) return [{ route, params }];
    const children = matchRoutes(route.children, match.rest, params);
    if (children) return [{ route, params }, ...children];
  }
  return null;
}
