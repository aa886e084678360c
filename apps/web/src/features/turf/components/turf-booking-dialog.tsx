import { bookingKinds, messages } from '@portal/contract';
import type { KindBookingState } from '@/components/kind-booking/use-kind-booking';
import { QuotaLine } from '@/components/kind-booking/quota-line';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { Link } from '@/lib/router';
import { useTurfVenues } from '../api/get-turf-venues';
import { TurfEnquiryForm } from './turf-enquiry-form';

/** 'Book a sports turf': what is left of the year's slots, then the form. */
export function TurfBookingDialog({ booking, onClose }: { booking: KindBookingState; onClose: () => void }) {
  const venues = useTurfVenues();
  const limitOver = booking.counts.pending === 0;
  return (
    <Dialog open onClose={onClose} width={720} title="Book a sports turf" description={bookingKinds.TurfEnquiry.nextStep}>
      <QuotaLine counts={booking.counts} unit="slots" />
      {limitOver ? (
        <p role="alert" className="rounded-md bg-amber-50 p-3 text-amber-900">
          {messages.eligibilityLimitOver}. <Link to={paths.turfBookings} className="text-accent underline" onClick={onClose}>See your turf bookings</Link>
        </p>
      ) : venues.data ? (
        <TurfEnquiryForm user={booking.user} venues={venues.data} onDone={onClose} />
      ) : venues.isError ? (
        <p role="alert">{messages.somethingWentWrong}</p>
      ) : (
        <Spinner label="Loading turfs" />
      )}
    </Dialog>
  );
}
