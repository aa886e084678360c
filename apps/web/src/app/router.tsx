import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { AppLayout } from './layout/app-layout';
import { RouteError } from './route-error';

/** Each feature's pages load as their own chunk, only when visited. */
const page = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      { path: paths.home, ...page(() => import('@/features/home/pages/home-page')) },
      { path: paths.homeAlias, ...page(() => import('@/features/home/pages/home-page')) },
      { path: '/info/:slug', ...page(() => import('@/features/info/pages/info-page')) },
      { path: paths.golfBookings, ...page(() => import('@/features/bookings/pages/golf-bookings-page')) },
      { path: paths.airportConciergeBookings, ...page(() => import('@/features/bookings/pages/concierge-bookings-page')) },
      { path: paths.flightBookings, ...page(() => import('@/features/bookings/pages/concierge-bookings-page')) },
      { path: paths.airportTransferBookings, ...page(() => import('@/features/bookings/pages/transfer-bookings-page')) },
      { path: paths.golfCheckoutMessage, ...page(() => import('@/features/bookings/pages/checkout-message-page')) },
      { path: paths.airportConciergeCheckoutMessage, ...page(() => import('@/features/bookings/pages/checkout-message-page')) },
      { path: paths.airportTransferCheckoutMessage, ...page(() => import('@/features/bookings/pages/checkout-message-page')) },
      { path: '/payments/:bookingId', ...page(() => import('@/features/bookings/pages/pay-booking-page')) },
      { path: paths.maintenance, ...page(() => import('@/app/pages/maintenance-page')) },
      { path: paths.noResult, ...page(() => import('@/app/pages/no-result-page')) },
      { path: paths.notFound, ...page(() => import('@/app/pages/not-found-page')) },
      { path: '*', ...page(() => import('@/app/pages/not-found-page')) },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
