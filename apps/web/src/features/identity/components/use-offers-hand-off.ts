import { useEffect } from 'react';
import { useLocation } from '@/lib/router';
import { env } from '@/config/env';
import { readCurrentUser } from '@/lib/session';
import { requestSignIn } from '@/lib/sign-in';
import { storage } from '@/lib/storage';
import { createOffersSession } from '../api/create-offers-session';

/** `#login?refferer=offers&reffererLink=…` (spellings as the spec gives them). */
export function parseOffersHandOff(hash: string): URL | null {
  if (!hash.startsWith('#login')) return null;
  const params = new URLSearchParams(hash.slice('#login'.length).replace(/^\?/, ''));
  if (params.get('refferer') !== 'offers') return null;
  const link = params.get('reffererLink');
  if (!link) return null;
  try {
    const url = new URL(link, window.location.origin);
    // The link receives a session code: only this origin or a configured offers origin may have it.
    const allowed = url.origin === window.location.origin || env.offersOrigins.includes(url.origin);
    return allowed && (url.protocol === 'https:' || url.protocol === 'http:') ? url : null;
  } catch {
    return null;
  }
}

async function handOff(link: URL) {
  const user = readCurrentUser();
  if (!user) return;
  if (!storage.get('access-token') || storage.get('uid') !== user.id) await createOffersSession({ token: user.token, uid: user.id });
  link.searchParams.set('code', storage.get('access-token') ?? '');
  link.searchParams.set('uid', storage.get('uid') ?? '');
  link.searchParams.set('client', storage.get('client') ?? '');
  window.location.assign(link.toString());
}

/** Spec 01 §2 offers hand-off: signed in, straight to the link; signed out, the modal first. */
export function useOffersHandOff() {
  const { hash } = useLocation();
  useEffect(() => {
    const link = parseOffersHandOff(hash);
    if (!link) return;
    if (readCurrentUser()) {
      void handOff(link).catch((error: unknown) => console.error('offers hand-off failed', error));
      return;
    }
    void requestSignIn()
      .then((result) => {
        if (result === 'true') return handOff(link);
      })
      .catch((error: unknown) => console.error('offers hand-off failed', error));
  }, [hash]);
}
