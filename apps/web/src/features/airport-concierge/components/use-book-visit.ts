import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { BIN_LENGTH, landingMessages as messages, type BookingsCount } from '@portal/contract';
import { ApiError } from '@/lib/api-client';
import { requestSignIn } from '@/lib/sign-in';
import { conciergeBinCheckQueryOptions } from '../api/check-concierge-bin';
import { readCurrentUser, type CurrentUser } from '@/lib/session';

export interface VisitSession {
  user: CurrentUser;
  bin: string;
  counts: BookingsCount;
  guestsBooked: number;
}

/**
 * Spec 02 §4 'Airport concierge' steps 1–3: sign in when no user is stored, validate the stored bin, then open
 * the dialog with bookings_count only when the status is not 'error'. Status 'error' is the spec's error toast with
 * the server's msg (§8), and `refused` keeps it on the landing beside the cards that include the service.
 */
export function useBookVisit() {
  const queryClient = useQueryClient();
  const [checking, setChecking] = useState(false);
  const [session, setSession] = useState<VisitSession | null>(null);
  const [refused, setRefused] = useState<string | null>(null);

  async function bookVisit() {
    setRefused(null);
    let user = readCurrentUser();
    if (!user) {
      if ((await requestSignIn({ width: 500 })) !== 'true') return;
      user = readCurrentUser();
      if (!user) return;
    }
    const bin = user.bin ?? '';
    if (bin.length !== BIN_LENGTH) {
      setRefused(messages.invalidBinDialog);
      return;
    }
    setChecking(true);
    try {
      const result = await queryClient.fetchQuery({ ...conciergeBinCheckQueryOptions(bin), staleTime: 0 });
      if (result.status === 'error' || !result.bookings_count) {
        const message = result.msg || messages.invalidBinDialog;
        toast.error(message);
        setRefused(message);
        return;
      }
      setSession({ user, bin, counts: result.bookings_count, guestsBooked: result.guests_booked ?? 0 });
    } catch (error) {
      // A 401 is handled by the API client ('Please login to continue.', sign-in opens); anything else is the spec's validation warning.
      if (!(error instanceof ApiError && error.status === 401)) toast.warning(messages.binValidationNetwork);
    } finally {
      setChecking(false);
    }
  }

  return { bookVisit, checking, session, refused, close: () => setSession(null) };
}
