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
      { path: paths.profile, ...page(() => import('@/features/profile/pages/profile-page')) },
      { path: paths.settings, ...page(() => import('@/features/settings/pages/settings-page')) },
      { path: paths.maintenance, ...page(() => import('@/app/pages/maintenance-page')) },
      { path: paths.noResult, ...page(() => import('@/app/pages/no-result-page')) },
      { path: paths.notFound, ...page(() => import('@/app/pages/not-found-page')) },
      { path: '*', ...page(() => import('@/app/pages/not-found-page')) },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
