import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CalendarDays } from 'lucide-react';
import { bookingKinds, isBookingType, knownStatus, timelineKindLabel, type UserBooking } from '@portal/contract';
import { paths } from '@/config/paths';
import { KindIcon } from '@/components/kind-visuals/kind-icon';
import { Link } from '@/lib/router';
import { StatusPill } from '@/components/ui/status-pill';
import { formatIstDay } from '@/lib/format-ist';
import { upcomingBookingsQueryOptions } from '../api/get-upcoming-bookings';

/** Where a booking is listed: a complimentary kind's own list, else the timeline of every booking. */
const listOf = (booking: UserBooking) =>
  isBookingType(booking.booking_type) ? bookingKinds[booking.booking_type].paths.list : paths.myBookings;

/** The cardholder's bookings still ahead, of every kind, soonest first, each linking to where it is listed. */
export function UpcomingBookings() {
  const [now] = useState(() => Date.now());
  const bookings = useQuery(upcomingBookingsQueryOptions(now));
  return (
    <section aria-labelledby="upcoming" className="rounded-2xl border border-stone-200 bg-white p-6">
      <h2 id="upcoming" className="mb-4 flex items-center gap-2 text-2xl font-bold tracking-tight">
        <CalendarDays aria-hidden="true" className="size-6 text-brand" />
        Upcoming bookings
      </h2>
      {bookings.isPending && <p className="text-stone-700">Loading your bookings…</p>}
      {bookings.isError && <p className="text-stone-700">Your bookings could not be loaded.</p>}
      {bookings.data?.length === 0 && <p className="text-stone-700">No upcoming bookings.</p>}
      {bookings.data && bookings.data.length > 0 && (
        <ul className="divide-y divide-stone-200">
          {bookings.data.slice(0, 5).map((booking) => (
            <li key={booking.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3">
              <KindIcon kind={booking.booking_type} className="size-5 text-brand" />
              <span className="min-w-0 flex-1">
                <span className="block font-semibold">{booking.title}</span>
                <span className="block text-sm text-stone-700">
                  {timelineKindLabel(booking.booking_type)} · {formatIstDay(booking.service_at)} · {booking.reference}
                </span>
              </span>
              <StatusPill status={knownStatus(booking.status)} label={booking.status_label} />
              <Link to={listOf(booking)} className="inline-flex min-h-11 items-center text-accent underline">
                View<span className="sr-only"> {booking.reference}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
