/**
 * The browser's address as the app sees it: one store over `window.history`, so the router, links and
 * hooks share it without a router library (issue 20: react-router's data router was 93 KB of the home page).
 */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  key: string;
  state: unknown;
}
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';
export interface Snapshot {
  location: Location;
  action: NavigationType;
}
export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

interface EntryState {
  key: string;
  usr?: unknown;
}

const createKey = () => Math.random().toString(36).slice(2, 10);

/** The current entry; one without our key (the first load, a fragment link) is given one, so every entry can keep its scroll position. */
function readLocation(): Location {
  const { pathname, search, hash } = window.location;
  let entry = window.history.state as EntryState | null;
  if (!entry?.key) {
    entry = { ...(entry ?? {}), key: createKey() };
    window.history.replaceState(entry, '');
  }
  return { pathname, search, hash, key: entry.key, state: entry.usr ?? null };
}

let snapshot: Snapshot | undefined;
const listeners = new Set<() => void>();
const leaving = new Set<(location: Location) => void>();

export function getSnapshot(): Snapshot {
  snapshot ??= { location: readLocation(), action: 'POP' };
  return snapshot;
}

export const createPath = ({ pathname, search, hash }: Pick<Location, 'pathname' | 'search' | 'hash'>) => `${pathname}${search}${hash}`;

function change(action: NavigationType) {
  const previous = getSnapshot().location;
  leaving.forEach((listener) => listener(previous));
  snapshot = { location: readLocation(), action };
  listeners.forEach((listener) => listener());
}

/** Back, forward and fragment links; the page's own navigations come through `navigate`. */
function onBrowserChange() {
  if (
    createPath(window.location) !== createPath(getSnapshot().location) ||
    (window.history.state as EntryState | null)?.key !== getSnapshot().location.key
  )
    change('POP');
}

export function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    window.addEventListener('popstate', onBrowserChange);
    window.addEventListener('hashchange', onBrowserChange);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('popstate', onBrowserChange);
      window.removeEventListener('hashchange', onBrowserChange);
    }
  };
}

/** Told the location being left, before it changes (scroll restoration keeps its position). */
export function onLeave(listener: (location: Location) => void) {
  leaving.add(listener);
  return () => {
    leaving.delete(listener);
  };
}

/** `to` (a path, '?query' or '#hash') as the path it leads to from the current address. */
export const resolvePath = (to: string) => createPath(new URL(to, window.location.href));

/** Goes to `to`, resolved against the current address; another origin is a full load. */
export function navigate(to: string, options: NavigateOptions = {}): Promise<void> {
  const url = new URL(to, window.location.href);
  if (url.origin !== window.location.origin) {
    window.location.assign(url.href);
    return Promise.resolve();
  }
  const entry: EntryState = { key: createKey(), usr: options.state };
  const path = createPath(url);
  const replace = options.replace ?? false;
  if (replace) window.history.replaceState(entry, '', path);
  else window.history.pushState(entry, '', path);
  change(replace ? 'REPLACE' : 'PUSH');
  return Promise.resolve();
}
