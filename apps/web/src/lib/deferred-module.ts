import { useSyncExternalStore } from 'react';

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
