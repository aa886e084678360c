import { useContext, useMemo } from 'react';
import { NavigationContext, RouteContext, RouteErrorContext } from './contexts';
import { getSnapshot, navigate, type Location, type NavigateOptions, type Snapshot } from './history';

function useNavigation(): Snapshot {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('Router hooks work only inside <Router>.');
  return navigation;
}

export const useLocation = (): Location => useNavigation().location;
export const useNavigationType = () => useNavigation().action;

/** `navigate(to, { replace })`; the same function on every render. */
export const useNavigate = () => navigate;

export function useParams<T extends Record<string, string | undefined> = Record<string, string | undefined>>(): T {
  const { matches, index } = useContext(RouteContext);
  return (matches[index]?.params ?? {}) as T;
}

export const useRouteError = () => useContext(RouteErrorContext);

type SearchInit = URLSearchParams | Record<string, string> | string;

/** Sets the query of the current path (the fragment is dropped), as react-router's setter does. */
function setSearchParams(next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) {
  const { pathname, search } = getSnapshot().location;
  const value = typeof next === 'function' ? next(new URLSearchParams(search)) : next;
  const query = new URLSearchParams(value).toString();
  return navigate(`${pathname}${query ? `?${query}` : ''}`, options);
}

export function useSearchParams(): [URLSearchParams, typeof setSearchParams] {
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  return [params, setSearchParams];
}
