import { useEffect, useState, useSyncExternalStore } from 'react';
import { onFirstInteraction } from './first-interaction';

/** A module fetched on demand (`preload`), which components read once it is there (`useDeferredModule`). */
export interface DeferredModule<T> {
  get: () => T | undefined;
  preload: () => Promise<T>;
  subscribe: (listener: () => void) => () => void;
}

export function deferredModule<T>(load: () => Promise<T>): DeferredModule<T> {
  let loaded: T | undefined;
  let pending: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  return {
    get: () => loaded,
    preload: () =>
      (pending ??= load().then(
        (module) => {
          loaded = module;
          listeners.forEach((listener) => listener());
          return module;
        },
        (error: unknown) => {
          pending = undefined; // a failed fetch (offline) is tried again on the next interaction
          throw error;
        },
      )),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The module once loaded (undefined until then); re-renders when it arrives. */
export function useDeferredModule<T>(deferred: DeferredModule<T>): T | undefined {
  return useSyncExternalStore(deferred.subscribe, deferred.get, () => undefined);
}

/**
 * A deferred panel behind a plain stand-in button: the module loads at the visitor's first interaction (or
 * when the button asks, `load`), and whether the button had focus is kept, so the panel's trigger can take it.
 */
export function useDeferredPanel<T>(deferred: DeferredModule<T>) {
  const loaded = useDeferredModule(deferred);
  const [focused, setFocused] = useState(false);
  useEffect(
    () =>
      onFirstInteraction(() => {
        void deferred.preload().catch(() => {});
      }),
    [deferred],
  );
  const load = () => void deferred.preload().catch((error: unknown) => console.warn('menu failed to load', error));
  return { loaded, focused, load, focusEvents: { onFocus: () => setFocused(true), onBlur: () => setFocused(false) } };
}
