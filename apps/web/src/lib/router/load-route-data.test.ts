import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { loadRouteData } from './lazy-route';
import type { LoaderArgs, RouteObject } from './match-routes';

describe('loadRouteData (issue 31: a route asks for its data beside its chunk)', () => {
  it("runs the loaders of the branch the address matches, with its params and search, and no other route's", () => {
    const calls: { route: string; params: LoaderArgs['params']; q: string | null }[] = [];
    const record = (route: string) => (args: LoaderArgs) => calls.push({ route, params: args.params, q: args.searchParams.get('q') });
    const routes: RouteObject[] = [
      {
        loader: record('layout'),
        children: [
          { path: '/offers', loader: record('offers') },
          { path: '/offers/:id', loader: record('offer') },
          { path: '/tours', loader: record('tours') },
          { path: '*' },
        ],
      },
    ];
    const queryClient = new QueryClient();
    loadRouteData(routes, { pathname: '/offers/o-1', search: '?q=spa' }, queryClient);
    expect(calls).toEqual([
      { route: 'layout', params: {}, q: 'spa' },
      { route: 'offer', params: { id: 'o-1' }, q: 'spa' },
    ]);
    calls.length = 0;
    loadRouteData(routes, { pathname: '/nowhere', search: '' }, queryClient);
    expect(calls).toEqual([{ route: 'layout', params: {}, q: null }]);
  });

  it('leaves the fetch to the page when a loader fails (its chunk did not load)', () => {
    const failed = Promise.reject(new Error('chunk failed'));
    const routes: RouteObject[] = [{ path: '/offers', loader: () => failed }];
    // Handled: an unhandled rejection would fail this run (vitest reports it as an error).
    expect(() => loadRouteData(routes, { pathname: '/offers', search: '' }, new QueryClient())).not.toThrow();
  });
});
