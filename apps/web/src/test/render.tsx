/**
 * Renders a component as the app would: a query client (no retries, so a failure shows at once), the app's
 * router at `route`, and the toast host (toasts are what the user sees of many outcomes). The network is
 * stubbed separately with `stubFetch` (./fetch-double.ts), never by mocking modules.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { ToastHost } from '@/components/ui/toast-host';
import { navigate, Router, type RouteObject } from '@/lib/router';

export interface RenderOptions {
  /** The address the component is rendered at (its params and search come from here). */
  route?: string;
  /** The route pattern, when the component reads params (`/ops/bookings/:id`). */
  path?: string;
  /** Fake timers (vi.useFakeTimers) with user-event advancing them: for countdowns and delays. */
  fakeTimers?: boolean;
}

export function createTestQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
}

export function renderWithProviders(ui: ReactElement, { route = '/', path = '*', fakeTimers = false }: RenderOptions = {}) {
  if (fakeTimers) vi.useFakeTimers({ shouldAdvanceTime: false });
  const user = userEvent.setup(fakeTimers ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {});
  const queryClient = createTestQueryClient();
  void navigate(route, { replace: true });
  const Page = () => ui;
  const routes: RouteObject[] = [{ path, Component: Page }, { path: '*', Component: NotRendered }];
  const result: RenderResult = render(
    <QueryClientProvider client={queryClient}>
      <Router routes={routes} />
      <ToastHost />
    </QueryClientProvider>,
  );
  return { ...result, user, queryClient };
}

/** What the router shows when the app navigated away from the component under test. */
function NotRendered() {
  return <p>Navigated to {window.location.pathname}</p>;
}

/** The address the app is at now (after a navigation). */
export const currentPath = () => `${window.location.pathname}${window.location.search}`;
