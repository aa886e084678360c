import { Link, useParams } from '@/lib/router';
import { bookingStatusLabels, messages } from '@portal/contract';
import { PaymentWidget } from '@/components/payment-widget/payment-widget';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { rupees } from '@/lib/format';
import { useBooking } from '../api/get-booking';
import { bookingKinds } from '../components/booking-kinds';
import { SignInRequired } from '@/components/sign-in-required';
import { useSignedIn } from '@/lib/session';

/** "Pay for your booking": the widget for any unpaid booking of the cardholder. */
export default function PayBookingPage() {
  const { bookingId = '' } = useParams();
  const signedIn = useSignedIn();
  const { data: booking, isPending, isError } = useBooking(bookingId, signedIn);
  return (
    <Page title="Pay for your booking">
      {!signedIn ? <SignInRequired openOnMount /> : isPending ? <Spinner label="Loading booking" /> : isError ? (
        <p role="alert">{messages.notFound}</p>
      ) : (
        <div className="grid gap-6 md:grid-cols-2">
          <dl className="grid h-fit grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg border border-stone-200 bg-white p-4">
            <dt className="text-stone-600">Booking</dt><dd>{bookingKinds[booking.type].noun}</dd>
            <dt className="text-stone-600">Reference</dt><dd>{booking.reference}</dd>
            <dt className="text-stone-600">Date and time</dt><dd>{booking.booking_date_time}</dd>
            <dt className="text-stone-600">Status</dt><dd>{bookingStatusLabels[booking.status]}</dd>
            <dt className="text-stone-600">Online Booking Amount</dt><dd>{rupees(booking.fee)}</dd>
          </dl>
          {booking.actions.includes('pay_now') ? (
            <PaymentWidget purpose={bookingKinds[booking.type].purpose} bookingId={booking.id} amount={booking.fee} />
          ) : (
            <p>{messages.bookingNotPayable} <Link className="text-accent underline" to={bookingKinds[booking.type].listPath}>{bookingKinds[booking.type].title}</Link></p>
          )}
        </div>
      )}
    </Page>
  );
}
