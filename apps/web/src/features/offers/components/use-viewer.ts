import { useCurrentUser } from '@/lib/session';

/** Who is looking ('guest' when signed out): part of each offers query's key, since eligibility is per cardholder. */
export const useViewer = () => useCurrentUser()?.id ?? 'guest';
