import { useEffect, useRef } from 'react';
import { navigate, useLocation, useParams, useSearchParams } from '@/lib/router';
import { toast } from '@/lib/toast';
import { bookingKinds, bookingTypes, messages } from '@portal/contract';
import { paths } from '@/config/paths';
import type { ListArrival } from '../components/bookings-list-page';

/** The list of the kind whose checkout-message prefix (registry) the gateway returned to. */
const listOf = (pathname: string) =>
  bookingTypes.map((type) => bookingKinds[type].paths).find((p) => pathname.startsWith(p.checkoutMessagePrefix))?.list;

/**
 * The gateway's return (spec 02 §2 checkout-message routes): the outcome as a toast, then the list, which
 * highlights the booking (its id in history state, so the list's address stays the spec's).
 */
export default function CheckoutMessagePage() {
  const { pathname } = useLocation();
  const { bookingID = '' } = useParams();
  const [params] = useSearchParams();
  const shown = useRef(false);
  const success = params.get('status') === 'success';
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    if (success) toast.success(messages.paymentSucceeded);
    else toast.error(messages.paymentFailedRetry);
    const list = listOf(pathname);
    const arrival: ListArrival = { highlight: bookingID, outcome: success ? 'paid' : 'unpaid' };
    void navigate(list ?? paths.home, { replace: true, state: list && bookingID ? arrival : undefined });
  }, [success, pathname, bookingID]);
  return null;
}
