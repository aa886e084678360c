import { useState } from 'react';
import { Link, useParams } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { Page } from '@/components/ui/page';
import { paths } from '@/config/paths';
import { useBooking } from '../api/get-booking';
import { BookingSections } from '../components/booking-sections';
import { ConfirmBookingDialog } from '../components/confirm-booking-dialog';
import { DeclineBookingDialog } from '../components/decline-booking-dialog';
import { MarkBookingDialog } from '../components/mark-booking-dialog';
import { QueryStatusPage } from '../components/query-status';

type Open = 'confirm' | 'decline' | 'complete' | 'no_show' | null;

export default function OpsBookingPage() {
  const { id = '' } = useParams();
  const booking = useBooking(id);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  if (!booking.data) return <QueryStatusPage title="Booking" query={booking} loading="Loading booking" />;
  const data = booking.data;
  const can = (event: string) => data.staff_events.includes(event);
  return (
    <Page title={`Booking ${data.reference}`}>
      <p className="mb-4">
        <Link to={paths.ops} className="text-accent underline">
          Back to the queue
        </Link>
      </p>
      {data.staff_events.length > 0 && (
        <div className="mb-6 flex flex-wrap gap-2" role="group" aria-label="Actions">
          {can('confirm') && <Button onClick={() => setOpen('confirm')}>Confirm</Button>}
          {can('decline') && (
            <Button variant="danger" onClick={() => setOpen('decline')}>
              Decline
            </Button>
          )}
          {can('complete') && <Button onClick={() => setOpen('complete')}>Mark completed</Button>}
          {can('no_show') && (
            <Button variant="secondary" onClick={() => setOpen('no_show')}>
              Mark no-show
            </Button>
          )}
        </div>
      )}
      <BookingSections booking={data} />
      {can('confirm') && <ConfirmBookingDialog booking={data} open={open === 'confirm'} onClose={close} />}
      {can('decline') && <DeclineBookingDialog booking={data} open={open === 'decline'} onClose={close} />}
      <MarkBookingDialog booking={data} event={open === 'complete' || open === 'no_show' ? open : null} onClose={close} />
    </Page>
  );
}
