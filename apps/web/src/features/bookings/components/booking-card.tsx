import { Fragment } from 'react';
import { Link } from '@/lib/router';
import { toast } from '@/lib/toast';
import { messages, turfSportLabels, type BookingListItem } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { rupees } from '@/lib/format';
import { formatBookingDateTime, formatIstDay } from '@/lib/format-ist';
import { downloadCalendar } from '../api/download-calendar';
import { bookingKinds, payBookingPath } from './booking-kinds';

const detailLabels: Record<string, string> = {
  golf_course: 'Golf course', booking_type: 'Session', club_member_name: 'Club member', guest_name: 'Guest',
  airport: 'Airport', city: 'City', travel_sector: 'Travel sector', assistance_type: 'Assistance', guest_count: 'Guests',
  traveller_count: 'Accompanying guests', flight_number: 'Flight number',
  sport: 'Sport', players: 'Players', stadium: 'Stadium', stand: 'Stand', tickets: 'Tickets',
};
// The heading of a booking: what it is at (golf course, airport, turf, match).
const titleKeys = ['golf_course', 'airport', 'turf_venue', 'match'];
const shown = (key: string, value: unknown) => (key === 'sport' ? turfSportLabels[value as keyof typeof turfSportLabels] ?? String(value) : String(value));

/** One booking: status, details, the fee paid and what the status allows. */
export function BookingCard({ booking, onCancel }: { booking: BookingListItem; onCancel: (booking: BookingListItem) => void }) {
  const info = booking.request_info;
  const titleKey = titleKeys.find((key) => info[key]);
  const title = titleKey ? String(info[titleKey]) : bookingKinds[booking.type].noun;
  const details = Object.entries(detailLabels).filter(([key]) => key !== titleKey && info[key] !== undefined && info[key] !== '' && info[key] !== null);
  return (
    <article aria-labelledby={`booking-${booking.id}`} className="flex flex-col gap-3 rounded-lg border border-stone-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={`booking-${booking.id}`} className="text-lg font-semibold">{title}</h2>
        <span className="rounded-full bg-stone-100 px-3 py-1 text-sm font-medium" data-testid="booking-status">{booking.status_label}</span>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-stone-600">Reference</dt><dd>{booking.reference}</dd>
        <dt className="text-stone-600">Date and time</dt><dd>{formatBookingDateTime(booking.booking_date_time)}</dd>
        {details.map(([key, label]) => (
          <Fragment key={key}><dt className="text-stone-600">{label}</dt><dd>{shown(key, info[key])}</dd></Fragment>
        ))}
        <dt className="text-stone-600">Fee paid</dt><dd>{rupees(booking.fee_paid)}</dd>
        {Object.entries(booking.confirmation_details ?? {}).map(([key, value]) => (
          <Fragment key={key}><dt className="text-stone-600">{key}</dt><dd>{value}</dd></Fragment>
        ))}
      </dl>
      {booking.refunds.length > 0 && (
        <ul className="flex flex-col gap-1 text-sm" aria-label="Refunds">
          {booking.refunds.map((refund) => (
            <li key={refund.requested_at} data-testid="booking-refund">
              {refund.status === 'refunded' && refund.settled_at
                ? messages.refundSettled(rupees(refund.amount), formatIstDay(refund.settled_at))
                : refund.status === 'failed' ? messages.refundDelayed(rupees(refund.amount)) : messages.refundRequested(rupees(refund.amount), formatIstDay(refund.requested_at))}
            </li>
          ))}
        </ul>
      )}
      {booking.actions.length > 0 && (
        <div className="flex flex-wrap gap-3">
          {booking.actions.includes('pay_now') && (
            <Link to={payBookingPath(booking.type, booking.id)} className="inline-flex min-h-11 items-center rounded-md bg-brand px-4 py-2 font-medium text-brand-contrast">
              Pay now<span className="sr-only"> for {booking.reference}</span>
            </Link>
          )}
          {booking.actions.includes('add_to_calendar') && (
            <Button variant="secondary" onClick={() => downloadCalendar(booking.id, booking.reference).catch(() => toast.error(messages.somethingWentWrong))}>
              Add to calendar
            </Button>
          )}
          {booking.actions.includes('cancel') && (
            <Button variant="ghost" onClick={() => onCancel(booking)} aria-label={`Cancel booking ${booking.reference}`}>Cancel</Button>
          )}
        </div>
      )}
    </article>
  );
}
