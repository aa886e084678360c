import { useSyncExternalStore } from 'react';
import { storage } from '@/lib/storage';

/** True while a session token is stored (spec 01 §3 keys); re-renders on sign-in and sign-out. */
export function useSignedIn() {
  return useSyncExternalStore(storage.subscribe, () => Boolean(storage.get('token')), () => false);
}
