import { useState } from 'react';
import { bookingKinds, isT20Open, messages } from '@portal/contract';
import { KindBookingDialog } from '@/components/kind-booking/kind-booking-dialog';
import type { KindBookingState } from '@/components/kind-booking/use-kind-booking';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useT20Fixtures } from '../api/get-t20-fixtures';
import { T20EnquiryForm } from './t20-enquiry-form';

/** 'Request T20 tickets': what is left of the year's tickets, then the form with the matches still open. */
export function T20BookingDialog({ booking, onClose }: { booking: KindBookingState; onClose: () => void }) {
  const fixtures = useT20Fixtures();
  const [now] = useState(() => new Date());
  const open = fixtures.data?.filter((f) => isT20Open(f, now));
  return (
    <KindBookingDialog
      booking={booking}
      onClose={onClose}
      title="Request T20 tickets"
      description={bookingKinds.T20Enquiry.nextStep}
      unit="tickets"
      bookings={{ to: paths.t20Bookings, label: 'See your T20 bookings' }}
    >
      {open && open.length > 0 ? (
        <T20EnquiryForm user={booking.user} fixtures={open} onDone={onClose} />
      ) : open ? (
        <p role="status">{messages.noOpenT20Match}</p>
      ) : fixtures.isError ? (
        <p role="alert">{messages.somethingWentWrong}</p>
      ) : (
        <Spinner label="Loading matches" />
      )}
    </KindBookingDialog>
  );
}
