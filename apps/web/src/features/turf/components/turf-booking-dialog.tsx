import { bookingKinds, messages } from '@portal/contract';
import { KindBookingDialog } from '@/components/kind-booking/kind-booking-dialog';
import type { KindBookingState } from '@/components/kind-booking/use-kind-booking';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useTurfVenues } from '../api/get-turf-venues';
import { TurfEnquiryForm } from './turf-enquiry-form';

/** 'Book a sports turf': what is left of the year's slots, then the form. */
export function TurfBookingDialog({ booking, onClose }: { booking: KindBookingState; onClose: () => void }) {
  const venues = useTurfVenues();
  return (
    <KindBookingDialog
      booking={booking}
      onClose={onClose}
      title="Book a sports turf"
      description={bookingKinds.TurfEnquiry.nextStep}
      unit="slots"
      bookings={{ to: paths.turfBookings, label: 'See your turf bookings' }}
    >
      {venues.data ? (
        <TurfEnquiryForm user={booking.user} venues={venues.data} onDone={onClose} />
      ) : venues.isError ? (
        <p role="alert">{messages.somethingWentWrong}</p>
      ) : (
        <Spinner label="Loading turfs" />
      )}
    </KindBookingDialog>
  );
}
