import { useState } from 'react';
import { toast } from '@/lib/toast';
import { landingMessages as messages, shellMessages, type BookingsCount, type GolfSessionType } from '@portal/contract';
import { ApiError } from '@/lib/api-client';
import { signedInUser } from '@/components/kind-booking/signed-in-user';
import { useCheckGolfBin } from '../api/check-golf-bin';
import type { CurrentUser } from '@/lib/session';

export interface GolfBookingOpen {
  bookingType: GolfSessionType;
  user: CurrentUser & { bin: string };
  counts: BookingsCount;
  refused?: undefined;
}
/** The card check said no: the dialog shows why, the cardholder's card and the cards that include golf. */
export interface GolfBookingRefused {
  bookingType: GolfSessionType;
  refused: string;
  bin: string | null;
}
export type GolfBookingState = GolfBookingOpen | GolfBookingRefused;

/**
 * Spec 02 §4 'Golf booking': sign in if needed, check the user's bin, then open the booking dialog with
 * the quota counts (or send a partner bin to the golf partner). A refused card opens the dialog with the refusal.
 */
export function useGolfBooking() {
  const [booking, setBooking] = useState<GolfBookingState | null>(null);
  const [starting, setStarting] = useState<GolfSessionType | null>(null);
  const checkBin = useCheckGolfBin();

  async function start(bookingType: GolfSessionType) {
    const user = await signedInUser();
    if (user === false) return;
    if (!user?.bin) {
      setBooking({ bookingType, refused: messages.invalidBinDialog, bin: null });
      return;
    }
    setStarting(bookingType);
    try {
      const result = await checkBin.mutateAsync(user.bin);
      if (result.status === 'error') {
        // Spec 02 §8: the error toast with the server's msg; the dialog beside it says which cards include golf.
        const refused = result.msg || messages.invalidBinDialog;
        toast.error(refused);
        setBooking({ bookingType, refused, bin: user.bin });
      } else if (result.status === 'redirect') window.location.assign(result.redirect_url);
      else setBooking({ bookingType, user: { ...user, bin: user.bin }, counts: result.bookings_count });
    } catch (error) {
      // A 401 already said 'Please login to continue.' and opened sign-in (the API client's rule).
      if (!(error instanceof ApiError && error.status === 401)) toast.warning(shellMessages.somethingWentWrong);
    } finally {
      setStarting(null);
    }
  }

  return { booking, starting, start, close: () => setBooking(null) };
}
