import { bookingKinds } from '@portal/contract';
import { KindBookingDialog } from '@/components/kind-booking/kind-booking-dialog';
import type { KindBookingState } from '@/components/kind-booking/use-kind-booking';
import { useTurfVenues } from '../api/get-turf-venues';
import { TurfEnquiryForm } from './turf-enquiry-form';

/** 'Book a sports turf': what is left of the year's slots, then the form. */
export function TurfBookingDialog({ booking, onClose }: { booking: KindBookingState; onClose: () => void }) {
  return (
    <KindBookingDialog
      booking={booking}
      onClose={onClose}
      kind={bookingKinds.TurfEnquiry}
      title="Book a sports turf"
      unit="slots"
      bookingsLabel="See your turf bookings"
      catalogue={{ query: useTurfVenues(), loading: 'Loading turfs' }}
    >
      {(venues) => <TurfEnquiryForm user={booking.user} venues={venues} onDone={onClose} />}
    </KindBookingDialog>
  );
}
