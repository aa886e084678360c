import { useState } from 'react';
import { bookingKinds, isT20Open, messages } from '@portal/contract';
import type { KindBookingState } from '@/components/kind-booking/use-kind-booking';
import { QuotaLine } from '@/components/kind-booking/quota-line';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { Link } from '@/lib/router';
import { useT20Fixtures } from '../api/get-t20-fixtures';
import { T20EnquiryForm } from './t20-enquiry-form';

/** 'Request T20 tickets': what is left of the year's tickets, then the form with the matches still open. */
export function T20BookingDialog({ booking, onClose }: { booking: KindBookingState; onClose: () => void }) {
  const fixtures = useT20Fixtures();
  const [now] = useState(() => new Date());
  const open = fixtures.data?.filter((f) => isT20Open(f, now));
  const limitOver = booking.counts.pending === 0;
  return (
    <Dialog open onClose={onClose} width={720} title="Request T20 tickets" description={bookingKinds.T20Enquiry.nextStep}>
      <QuotaLine counts={booking.counts} unit="tickets" />
      {limitOver ? (
        <p role="alert" className="rounded-md bg-amber-50 p-3 text-amber-900">
          {messages.eligibilityLimitOver}. <Link to={paths.t20Bookings} className="text-accent underline" onClick={onClose}>See your T20 bookings</Link>
        </p>
      ) : open && open.length > 0 ? (
        <T20EnquiryForm user={booking.user} fixtures={open} onDone={onClose} />
      ) : open ? (
        <p role="status">{messages.noOpenT20Match}</p>
      ) : fixtures.isError ? (
        <p role="alert">{messages.somethingWentWrong}</p>
      ) : (
        <Spinner label="Loading matches" />
      )}
    </Dialog>
  );
}
