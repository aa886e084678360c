import { useSyncExternalStore } from 'react';

/**
 * The staff session token lives in sessionStorage, apart from the cardholder's `token` in localStorage:
 * a desk machine forgets it when the tab closes, and a staff session never mixes with a cardholder's.
 */
const KEY = 'ops-token';
const listeners = new Set<() => void>();

export const staffToken = {
  get: (): string | null => {
    try {
      return sessionStorage.getItem(KEY);
    } catch {
      return null;
    }
  },
  set(token: string) {
    sessionStorage.setItem(KEY, token);
    listeners.forEach((l) => l());
  },
  clear() {
    sessionStorage.removeItem(KEY);
    listeners.forEach((l) => l());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export const useStaffToken = () => useSyncExternalStore(staffToken.subscribe, staffToken.get);
