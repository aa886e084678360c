/**
 * Renders a component as the app would: a query client (no retries, so a failure shows at once), the app's
 * router at `route`, and the toast host (toasts are what the user sees of many outcomes). The network is
 * stubbed separately with `stubFetch` (./fetch-double.ts), never by mocking modules.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createContext, use, type ReactElement, type ReactNode } from 'react';
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
  /** With fake timers, the clock's reading when the component first renders. */
  now?: Date;
}

export function createTestQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
}

/** The element under test, handed to the route that matches (so `rerender` keeps the providers). */
const UnderTest = createContext<ReactNode>(null);
const PageUnderTest = () => use(UnderTest);

export function renderWithProviders(ui: ReactElement, { route = '/', path = '*', fakeTimers = false, now }: RenderOptions = {}) {
  if (fakeTimers) {
    vi.useFakeTimers(now ? { now } : {});
    // Testing Library looks for Jest's fake timers (a `jest` global) to move them when it waits for React to
    // settle; without it its waits sit on a faked setTimeout for ever. Vitest's `vi` does the same job.
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  }
  // With a fake clock, user-event does not wait between actions (its waits would need the clock moved).
  const user = userEvent.setup(fakeTimers ? { delay: null } : {});
  const queryClient = createTestQueryClient();
  void navigate(route, { replace: true });
  const routes: RouteObject[] = [
    { path, Component: PageUnderTest },
    { path: '*', Component: NotRendered },
  ];
  function Providers({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <UnderTest value={children}>
          <Router routes={routes} />
        </UnderTest>
        <ToastHost />
      </QueryClientProvider>
    );
  }
  const result: RenderResult = render(ui, { wrapper: Providers });
  return { ...result, user, queryClient };
}

/** What the router shows when the app navigated away from the component under test. */
function NotRendered() {
  return <p>Navigated to {window.location.pathname}</p>;
}

/** The address the app is at now (after a navigation). */
export const currentPath = () => `${window.location.pathname}${window.location.search}`;

/** With fake timers: moves the clock on by `ms`, running what falls due and letting React and promises settle. */
export async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}
