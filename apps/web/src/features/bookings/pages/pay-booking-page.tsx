import { Link, useParams } from '@/lib/router';
import { bookingStatusLabels, messages } from '@portal/contract';
import { CheckoutTemplate } from '@/components/checkout/checkout-template';
import { SignInRequired } from '@/components/sign-in-required';
import { Page } from '@/components/ui/page';
import { paths } from '@/config/paths';
import { formatBookingDateTime } from '@/lib/format-ist';
import { useSignedIn } from '@/lib/session';
import { useBooking } from '../api/get-booking';
import { bookingKinds } from '../components/booking-kinds';

/** "Pay for your booking": the one checkout template for any unpaid booking of the cardholder. */
export default function PayBookingPage() {
  const { bookingId = '' } = useParams();
  const signedIn = useSignedIn();
  const { data: booking, isError } = useBooking(bookingId, signedIn);
  if (!signedIn)
    return (
      <Page title="Pay for your booking">
        <SignInRequired openOnMount />
      </Page>
    );
  const kind = booking ? bookingKinds[booking.type] : undefined;
  const problem = isError ? (
    <p>
      {messages.notFound}{' '}
      <Link className="text-accent underline" to={paths.home}>
        Go to the home page
      </Link>
    </p>
  ) : booking && kind && !booking.actions.includes('pay_now') ? (
    <p>
      {messages.bookingNotPayable}{' '}
      <Link className="text-accent underline" to={kind.listPath}>
        {kind.title}
      </Link>
    </p>
  ) : undefined;
  return (
    <CheckoutTemplate
      title="Pay for your booking"
      crumbs={[{ label: 'Home', to: paths.home }, ...(kind ? [{ label: kind.title, to: kind.listPath }] : [])]}
      back={kind ? { to: kind.listPath, label: `Back to ${kind.title}` } : { to: paths.home, label: 'Back to Home' }}
      problem={problem}
      booking={
        booking &&
        kind && {
          id: booking.id,
          purpose: kind.purpose,
          fee: booking.fee,
          service: kind.noun,
          rows: [
            { label: 'Reference', value: booking.reference },
            { label: 'Date and time', value: formatBookingDateTime(booking.booking_date_time) },
            { label: 'Status', value: bookingStatusLabels[booking.status] },
          ],
        }
      }
    />
  );
}
