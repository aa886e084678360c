import { useState } from 'react';
import { landingMessages as messages, shellMessages, type BookingsCount, type KindCheckBinResponse } from '@portal/contract';
import { ApiError } from '@/lib/api-client';
import type { CurrentUser } from '@/lib/session';
import { toast } from '@/lib/toast';
import { signedInUser } from './signed-in-user';

export interface KindBookingState {
  user: CurrentUser & { bin: string };
  counts: BookingsCount;
}

/**
 * A kind on the golf pattern: sign in if needed, check the card's bin, then open the booking dialog with the
 * quota counts. A card without the service leaves `refused` set, so the landing can say which cards include it.
 */
export function useKindBooking(checkBin: (bin: string) => Promise<KindCheckBinResponse>) {
  const [booking, setBooking] = useState<KindBookingState | null>(null);
  const [starting, setStarting] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);

  async function start() {
    setRefused(null);
    const user = await signedInUser();
    if (user === false) return;
    if (!user?.bin) {
      setRefused(messages.invalidBinDialog);
      return;
    }
    setStarting(true);
    try {
      const result = await checkBin(user.bin);
      if (result.status === 'error') {
        // Spec 02 §8: the error toast with the server's msg; the landing keeps it beside the cards that include the service.
        const message = result.msg || messages.invalidBinDialog;
        toast.error(message);
        setRefused(message);
      } else setBooking({ user: { ...user, bin: user.bin }, counts: result.bookings_count });
    } catch (error) {
      // A 401 already said 'Please login to continue.' and opened sign-in (the API client's rule).
      if (!(error instanceof ApiError && error.status === 401)) toast.warning(shellMessages.somethingWentWrong);
    } finally {
      setStarting(false);
    }
  }

  return { booking, starting, refused, start, close: () => setBooking(null) };
}
