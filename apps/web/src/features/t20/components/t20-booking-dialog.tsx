import { useState } from 'react';
import { bookingKinds, isT20Open, messages } from '@portal/contract';
import { KindBookingDialog } from '@/components/kind-booking/kind-booking-dialog';
import type { KindBookingState } from '@/components/kind-booking/use-kind-booking';
import { useT20Fixtures } from '../api/get-t20-fixtures';
import { T20EnquiryForm } from './t20-enquiry-form';

/** 'Request T20 tickets': what is left of the year's tickets, then the form with the matches still open. */
export function T20BookingDialog({ booking, onClose }: { booking: KindBookingState; onClose: () => void }) {
  const [now] = useState(() => new Date());
  return (
    <KindBookingDialog
      booking={booking}
      onClose={onClose}
      kind={bookingKinds.T20Enquiry}
      title="Request T20 tickets"
      unit="tickets"
      bookingsLabel="See your T20 bookings"
      catalogue={{ query: useT20Fixtures(), loading: 'Loading matches' }}
    >
      {(fixtures) => {
        const open = fixtures.filter((f) => isT20Open(f, now));
        return open.length > 0 ? (
          <T20EnquiryForm user={booking.user} fixtures={open} onDone={onClose} />
        ) : (
          <p role="status">{messages.noOpenT20Match}</p>
        );
      }}
    </KindBookingDialog>
  );
}
