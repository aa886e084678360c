/** Spec 01 §3: the local storage keys the portal uses, and nothing else. */
export const storageKeys = [
  'currentUser',
  'token',
  'country_id',
  'user_card_details',
  'user_card_id',
  'access-token',
  'uid',
  'client',
] as const;
export type StorageKey = (typeof storageKeys)[number];

const listeners = new Set<() => void>();

export const storage = {
  get(key: StorageKey): string | null {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  getJson<T>(key: StorageKey): T | null {
    const raw = storage.get(key);
    if (!raw) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },
  set(key: StorageKey, value: string | object) {
    localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
    listeners.forEach((l) => l());
  },
  remove(key: StorageKey) {
    localStorage.removeItem(key);
    listeners.forEach((l) => l());
  },
  clearAll() {
    storageKeys.forEach((key) => localStorage.removeItem(key));
    listeners.forEach((l) => l());
  },
  /** For useSyncExternalStore: re-render when the session keys change (this tab or another). */
  subscribe(listener: () => void) {
    listeners.add(listener);
    const onStorage = () => listener();
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
};
