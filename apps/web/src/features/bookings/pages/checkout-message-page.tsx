import { useEffect, useRef } from 'react';
import { Navigate, useLocation, useSearchParams } from '@/lib/router';
import { toast } from '@/lib/toast';
import { bookingKinds, bookingTypes, messages } from '@portal/contract';
import { paths } from '@/config/paths';

/** The list of the kind whose checkout-message prefix (registry) the gateway returned to. */
const listOf = (pathname: string) =>
  bookingTypes.map((type) => bookingKinds[type].paths).find((p) => pathname.startsWith(p.checkoutMessagePrefix))?.list ?? paths.home;

/** The gateway's return (spec 02 §2 checkout-message routes): the outcome as a toast, then the list. */
export default function CheckoutMessagePage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const shown = useRef(false);
  const success = params.get('status') === 'success';
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    if (success) toast.success(messages.paymentSucceeded);
    else toast.error(messages.paymentFailedRetry);
  }, [success]);
  return <Navigate to={listOf(pathname)} replace />;
}
