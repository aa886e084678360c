import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useNavigate } from '@/lib/router';
import { api } from './api-client';
import { storage } from './storage';

/** The signed-in user as kept in local storage (spec 01 §3, spec 02 §3); other features read bin and token. */
export interface CurrentUser {
  id: string;
  full_name: string;
  name: string;
  mobile: string;
  email: string | null;
  bin: string | null;
  token: string;
  session_id: string;
  login_details: { last_login: string | null };
  expires_at: string;
}

export function readCurrentUser(): CurrentUser | null {
  return storage.getJson<CurrentUser>('currentUser');
}

const readRaw = () => storage.get('currentUser');

/** Re-renders when the stored user changes (this tab or another). */
export function useCurrentUser(): CurrentUser | null {
  const raw = useSyncExternalStore(storage.subscribe, readRaw, () => null);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as CurrentUser;
  } catch {
    return null;
  }
}

/** True while a session token is stored (spec 01 §3 keys); re-renders on sign-in and sign-out. */
export function useSignedIn(): boolean {
  return useSyncExternalStore(
    storage.subscribe,
    () => Boolean(storage.get('token')),
    () => false,
  );
}

export function storeCurrentUser(user: CurrentUser) {
  storage.set('token', user.token);
  storage.set('currentUser', user);
}

export function updateCurrentUser(changes: Partial<CurrentUser>) {
  const user = readCurrentUser();
  if (user) storage.set('currentUser', { ...user, ...changes });
}

let ending = false;
/** Ends the session on the server (when it can) and forgets it here. Runs once at a time. */
export async function endSession(options: { callServer: boolean } = { callServer: true }) {
  if (ending) return;
  ending = true;
  const user = readCurrentUser();
  try {
    if (options.callServer && user?.session_id && storage.get('token')) {
      await api.post(`/customer/sessions/${user.session_id}`).catch((error: unknown) => console.warn('sign-out call failed', error));
    }
  } finally {
    storage.clearAll();
    ending = false;
  }
}

export const isEndingSession = () => ending;

/** Sign Out (spec 01 §4): session delete, clear all local storage, back to '/'. */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await endSession();
    queryClient.clear();
    await navigate('/');
  }, [navigate, queryClient]);
}
