/** The app's router: a small one over the History API with react-router's names, so features read as before. */
export { navigate, type Location, type NavigateOptions } from './history';
export { useLocation, useNavigate, useParams, useRouteError, useSearchParams } from './hooks';
export { Link, Navigate, NavLink, type LinkProps } from './link';
export { lazyRoute, loadRouteData, preloadRoutes, type LazyRoute } from './lazy-route';
export { matchRoutes, type LoaderArgs, type RouteObject } from './match-routes';
export { Outlet, Router } from './router';
export { ScrollRestoration } from './scroll-restoration';
